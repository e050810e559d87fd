#!/usr/bin/env python3
"""phase.rs: a creature that becomes a copy of a planeswalker has no loyalty counters, yet stays (CR 704.5i, 306.5b).

306.5b (2026-04-17), in short: a planeswalker has loyalty counters as it enters the battlefield; a permanent that
becomes a copy of a planeswalker does not enter, so it has none, and its loyalty is the number of loyalty counters on
it. 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard.

Played from a new game with phase-python alone: a 1/1 creature and a planeswalker (printed loyalty 2) are cast and
resolve; "Target permanent becomes a copy of target permanent." (Shapesharer's kind of effect) makes the creature a
copy of the planeswalker. Expected: the copy, a planeswalker with no loyalty counters, is in the graveyard. Actual: it
stays, with no counters and the engine's `loyalty` 2 (the copied printed number). Exits 1 when the deviation shows,
0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Bear Cub", "Creature \u2014 Bear", "{0}", "", power=1, toughness=1, colors=["G"]),
                  face("Big Ox", "Planeswalker \u2014 Ox", "{0}", "", loyalty=2, colors=["W"]),
                  face("Mimic", "Instant", "{0}", "Target permanent becomes a copy of target permanent.", colors=["U"]))
play = Play(engine, ["Bear Cub", "Big Ox", "Mimic"])
play.main_phase()
cub = play.cast_for_new("Bear Cub")[0]
ox = play.cast_for_new("Big Ox")[0]
play.cast_and_resolve("Mimic", cub, ox)
o = play.obj(cub)
print("the copy: %s %s, types %s, counters %s, loyalty field %s"
      % (o["zone"], o["name"], o["card_types"]["core_types"], o["counters"], o["loyalty"]))
verdict("zone", "Graveyard", o["zone"])
