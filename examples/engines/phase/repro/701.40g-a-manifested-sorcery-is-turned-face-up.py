#!/usr/bin/env python3
"""phase.rs: a manifested sorcery card with morph is turned face up for its morph cost (CR 701.40g).

701.40g (2026-04-17), in short: if a manifested permanent represented by an instant or sorcery card would turn face
up, its controller reveals it and leaves it face down. (701.40c lets a manifested card with morph be turned face up
by its morph cost, which is what is tried here.)

Played from a new game with phase-python alone: "Manifest the top card of your library." manifests a sorcery card
that has "Morph {0}"; its controller takes the special action the engine offers, turning it face up (TurnFaceUp).
Expected: it stays face down. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Soul Call", "Sorcery", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Hidden Ritual", "Sorcery", "{1}{B}", "Morph {0}\nYou gain 1 life.", colors=["B"]))
# Eight cards: the opening hand is seven of them, and at this seed the one left in the library is a Hidden Ritual.
play = Play(engine, ["Soul Call"] + ["Hidden Ritual"] * 7, seed=1)
library = play.game.player(0)["library"]
if [play.obj(i)["name"] for i in library] != ["Hidden Ritual"]:
    raise SystemExit("at this seed the library is not one Hidden Ritual: %s" % [play.obj(i)["name"] for i in library])
play.main_phase()
play.cast_and_resolve("Soul Call")
manifested = library[0]
print("manifested: face_down=%s" % play.obj(manifested)["face_down"])
if any(a["type"] == "TurnFaceUp" for a in play.offered()):
    play.take("TurnFaceUp", object_id=manifested)
else:
    print("the engine offers no TurnFaceUp for it")
o = play.obj(manifested)
verdict("face_down", True, o["face_down"])
