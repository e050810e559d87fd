#!/usr/bin/env python3
"""phase.rs: a creature transformed into a planeswalker face has no loyalty counters, yet stays (CR 704.5i, 306.5b).

306.5b (2026-04-17), in short: a planeswalker enters with loyalty counters equal to its printed loyalty; a
permanent that transforms does not enter, so it gets none, and its loyalty is the number of loyalty counters on it
(306.5b). 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard.

Played from a new game with phase-python alone: a double-faced creature whose back face is a planeswalker (printed
loyalty 3) is cast and resolves; "Transform target permanent." targets it.
Expected: the planeswalker, with no loyalty counters, is in the graveyard. Exits 1 when the deviation shows.
"""
from play import Play, database, face, verdict

engine = database((face("Sparked Adept", "Creature \u2014 Human Wizard", "{0}", power=2, toughness=2, colors=["U"]),
                   face("Adept Ascendant", "Legendary Planeswalker \u2014 Jace", loyalty=3, colors=["U"])),
                  face("Moonlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]))
play = Play(engine, ["Sparked Adept", "Moonlit Change"])
play.main_phase()
adept = play.cast_and_resolve("Sparked Adept")
play.cast_and_resolve("Moonlit Change", adept)
o = play.obj(adept)
print("after the transform: %s %s, counters %s, loyalty field %s" % (o["zone"], o["name"], o["counters"], o["loyalty"]))
verdict("zone", "Graveyard", o["zone"])
