#!/usr/bin/env python3
"""phase.rs: a face-down permanent told to transform transforms (CR 701.27c, 708.2a).

701.27c (2026-04-17), in short: a spell or ability telling a player to transform a permanent that is not
represented by a double-faced card (or token) does nothing. A face-down permanent is a 2/2 with no name, text or
mana cost (708.2a); the card under it here is single-faced.

Played from a new game with phase-python alone: "Manifest the top card of your library." (Soul Summons' effect, a
{0} sorcery here) puts a single-faced creature card face down onto the battlefield; "Transform target permanent."
targets it. Expected: still face down, not transformed, still nameless. Exits 1 when the deviation shows, else 0.
"""
from play import Play, database, face, verdict

engine = database(face("Soul Call", "Sorcery", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Moonlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]),
                  face("Rattle Guy", "Creature \u2014 Human", "{1}{G}", power=1, toughness=2, colors=["G"]))
# Eight cards: the opening hand is seven of them, and at this seed the one left in the library is a Rattle Guy.
play = Play(engine, ["Soul Call", "Moonlit Change"] + ["Rattle Guy"] * 6, seed=1)
library = play.game.player(0)["library"]
if [play.obj(i)["name"] for i in library] != ["Rattle Guy"]:
    raise SystemExit("at this seed the library is not one Rattle Guy: %s" % [play.obj(i)["name"] for i in library])
play.main_phase()
play.cast_and_resolve("Soul Call")
manifested = library[0]
print("manifested: face_down=%s name=%r" % (play.obj(manifested)["face_down"], play.obj(manifested)["name"]))
play.cast_and_resolve("Moonlit Change", manifested)
o = play.obj(manifested)
verdict("face_down, transformed, name", [True, False, ""], [o["face_down"], o["transformed"], o["name"]])
