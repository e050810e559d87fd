#!/usr/bin/env python3
"""phase.rs: at night a daybound card manifested face down is transformed (CR 708.2a, 702.145c, 701.27c).

708.2a (2026-04-17), in short: a permanent put onto the battlefield face down is a 2/2 with no name, no text and no
abilities. 702.145c: it is daybound (an ability of the face-up card) that makes a permanent enter transformed at
night, and a face-down permanent has no daybound. 701.27c: only a double-faced card or token can transform; a
face-down permanent shows no faces at all.

Played from a new game with phase-python alone: "It becomes night." (a {0} sorcery) resolves; "Manifest the top card
of your library." (Soul Summons' effect, a {0} sorcery here) puts the top card, a daybound creature card (front
"Village Guy", back "Night Guy" with nightbound), face down onto the battlefield. Expected: face down, not
transformed, nameless. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

front = dict(face("Village Guy", "Creature \u2014 Human Werewolf", "{0}", "Daybound", power=2, toughness=2,
                  colors=["G"]), keywords=["Daybound"])
back = dict(face("Night Guy", "Creature \u2014 Werewolf", text="Nightbound", power=4, toughness=4, colors=["G"]),
            keywords=["Nightbound"])
engine = database((front, back), face("Dusk Call", "Sorcery", "{0}", "It becomes night.", colors=["B"]),
                  face("Soul Call", "Sorcery", "{0}", "Manifest the top card of your library.", colors=["G"]))
# Eight cards: the opening hand is seven of them, and at this seed the one left in the library is a Village Guy.
play = Play(engine, ["Soul Call", "Dusk Call"] + ["Village Guy"] * 6, seed=1)
library = play.game.player(0)["library"]
if [play.obj(i)["name"] for i in library] != ["Village Guy"]:
    raise SystemExit("at this seed the library is not one Village Guy: %s" % [play.obj(i)["name"] for i in library])
play.main_phase()
play.cast_and_resolve("Dusk Call")
print("day/night: %s" % play.game.state()["state"].get("day_night"))
play.cast_and_resolve("Soul Call")
o = play.obj(library[0])
print("manifested: zone %s, face_down %s, transformed %s, name %r, %s/%s" % (
    o["zone"], o["face_down"], o["transformed"], o["name"], o["power"], o["toughness"]))
verdict("face_down, transformed, name", [True, False, ""], [o["face_down"], o["transformed"], o["name"]])
