#!/usr/bin/env python3
"""phase.rs: a manifested battle card turned face up keeps a defense it has no counters for (CR 310.4b, 704.5v).

310.4b (2026-04-17), in short: a battle has the intrinsic ability "this enters with a number of defense counters equal
to its printed defense". 704.5v: a battle with defense 0 (and no ability of it on the stack) is put into its owner's
graveyard. A manifested battle card turned face up did not enter as a battle: it has no defense counters, so defense 0.

Played from a new game with phase-python alone: "Manifest the top card of your library." manifests a Siege (printed
defense 3); "Turn target face-down creature face up." turns it face up. Expected: it is put into the graveyard.
Actual: it stays on the battlefield, with no defense counters (the engine keeps the printed number as its defense).
The same engine behaviour as deviation 6 (704.5i, a planeswalker), here for a battle. Exits 1 when the deviation
shows, 0 when it does not.
"""
from play import Play, database, face, verdict

siege = face("Invasion of Somewhere", "Battle \u2014 Siege", "{3}{G}", "", colors=["G"])
siege["defense"] = "3"
engine = database(face("Soul Call", "Sorcery", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Flip Up", "Instant", "{0}", "Turn target face-down creature face up.", colors=["U"]),
                  siege)
# Eight cards: the opening hand is seven of them; the one left in the library is a Siege, whichever it is.
play = Play(engine, ["Soul Call", "Flip Up"] + ["Invasion of Somewhere"] * 6, seed=1)
library = play.game.player(0)["library"]
if [play.obj(i)["name"] for i in library] != ["Invasion of Somewhere"]:
    raise SystemExit("at this seed the library is not one Siege: %s" % [play.obj(i)["name"] for i in library])
play.main_phase()
play.cast_and_resolve("Soul Call")
manifested = library[0]
print("manifested: face_down=%s" % play.obj(manifested)["face_down"])
play.cast_and_resolve("Flip Up", manifested)
o = play.obj(manifested)
print("after it is turned face up: %s, face_down=%s, counters %s, defense %s"
      % (o["zone"], o["face_down"], o.get("counters"), o.get("defense")))
verdict("zone", "Graveyard", o["zone"])
