#!/usr/bin/env python3
"""phase.rs: "Turn target face-down creature face up." chooses no target and turns every face-down creature face up
(CR 115.1a, 601.2c).

115.1a (2026-04-17), in short: an instant or sorcery is targeted if it identifies what it affects with "target
[something]"; the targets are chosen as it is cast (601.2c), and it affects only them.

Played from a new game with phase-python alone: two single-faced creature cards are manifested (two casts of
"Manifest the top card of your library."), then "Turn target face-down creature face up." (Break Open-like, here
a {0} instant) is cast. Expected: the engine asks for a target, and only that one is turned face up; the script
offers the first manifested creature. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Soul Call", "Sorcery", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Soul Call Again", "Sorcery", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Unveil", "Instant", "{0}", "Turn target face-down creature face up.", colors=["R"]),
                  face("Rattle Guy", "Creature \u2014 Human", "{1}{G}", power=1, toughness=2, colors=["G"]))
# Nine cards: the opening hand is seven of them, and at this seed the library holds two Rattle Guys.
play = Play(engine, ["Soul Call", "Soul Call Again", "Unveil"] + ["Rattle Guy"] * 6, seed=1)
library = play.game.player(0)["library"]
if sorted(play.obj(i)["name"] for i in library) != ["Rattle Guy", "Rattle Guy"]:
    raise SystemExit("at this seed the library is not two Rattle Guys: %s" % [play.obj(i)["name"] for i in library])
play.main_phase()
for spell in ("Soul Call", "Soul Call Again"):
    play.cast_and_resolve(spell)
first, second = library
asked = {"target": False}
play.take("CastSpell", object_id=play.ids("Unveil", "Hand")[0])
while play.game.waiting_for()["type"] != "Priority":
    if play.game.waiting_for()["type"] == "TargetSelection":
        asked["target"] = True
        play.take("ChooseTarget", target={"Object": first})
    else:
        raise SystemExit("unexpected prompt " + play.game.waiting_for()["type"])
play.resolve()
print("asked for a target: %s" % asked["target"])
verdict("face_down of the two manifested creatures", [False, True],
        [play.obj(first)["face_down"], play.obj(second)["face_down"]])
