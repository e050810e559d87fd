#!/usr/bin/env python3
"""phase.rs: transforming folds +1/+1 counters into the face's power and toughness (CR 613.4, layer 7c).

613.4c (2026-04-17), in short: counters that modify power and toughness apply in layer 7c, on top of the values the
face has (its printed 2/2 here). A face's power does not grow each time the permanent transforms.

Played from a new game with phase-python alone: a 2/2 double-faced creature (back 4/4) gets one +1/+1 counter
("Put a +1/+1 counter on target creature.", a {0} instant), then "Transform target permanent." twice.
Expected: 3/3 front face up again (2/2 with the counter). Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Village Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]),
                   face("Night Guy", "Creature \u2014 Werewolf", power=4, toughness=4, colors=["G"])),
                  face("Growth", "Instant", "{0}", "Put a +1/+1 counter on target creature.", colors=["G"]),
                  face("Moonlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]),
                  face("Sunlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]))
play = Play(engine, ["Village Guy", "Growth", "Moonlit Change", "Sunlit Change"])
play.main_phase()
guy = play.cast_and_resolve("Village Guy")
for spell in ("Growth", "Moonlit Change", "Sunlit Change"):
    play.cast_and_resolve(spell, guy)
    o = play.obj(guy)
    print("after %s: %s %s/%s counters %s" % (spell, o["name"], o["power"], o["toughness"], o["counters"]))
verdict("power/toughness", [3, 3], [o["power"], o["toughness"]])
