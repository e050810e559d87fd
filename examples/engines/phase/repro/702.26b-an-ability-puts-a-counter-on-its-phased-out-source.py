#!/usr/bin/env python3
"""phase.rs: a resolving triggered ability puts a +1/+1 counter on its source though the source has phased out
(CR 702.26b, 608.2).

702.26b (2026-04-17), in short: a phased-out permanent is treated as though it does not exist; 608.2: a resolving
ability does what it can, and cannot affect what does not exist.

Played from a new game with phase-python alone: a creature with "When Sprouting Guy enters, put a +1/+1 counter on
Sprouting Guy." (Sprouting Elf's kind of ability; costing {0}) is cast and resolves, and its ability triggers. With
the ability on the stack, "Target permanent phases out." (a {0} instant, Vanishing's kind of effect) targets the
creature and resolves; then the ability resolves. Expected: the phased-out creature gets no counter.
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Sprouting Guy", "Creature \u2014 Elf", "{0}",
                       "When Sprouting Guy enters, put a +1/+1 counter on Sprouting Guy.", power=1, toughness=1,
                       colors=["G"]),
                  face("Fade", "Instant", "{0}", "Target permanent phases out.", colors=["U"]))
play = Play(engine, ["Sprouting Guy", "Fade"])
play.main_phase()
guy = play.cast_and_resolve("Sprouting Guy")
if [e["source_id"] for e in play.game.stack()] != [guy]:
    raise SystemExit("the creature's ability is not alone on the stack: %s" % play.game.stack())
play.cast_and_resolve("Fade", guy)
print("phased out: %s" % play.obj(guy).get("phase_status", play.obj(guy).get("phased_out")))
play.resolve()
verdict("counters on the phased-out creature", {}, {k: v for k, v in play.obj(guy)["counters"].items() if v})
