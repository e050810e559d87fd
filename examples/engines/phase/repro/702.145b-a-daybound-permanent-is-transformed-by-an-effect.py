#!/usr/bin/env python3
"""phase.rs: "Transform target permanent." transforms a daybound permanent (CR 702.145b).

702.145b (2026-04-17), in short: daybound stands for three static abilities, one of them "this permanent can't
transform except due to its daybound ability". 702.145e says the same of nightbound. So an effect that transforms a
target permanent does nothing to a daybound (or nightbound) one: only day and night turn it over.

Played from a new game with phase-python alone. A double-faced creature with daybound (back face: nightbound, the
Village Messenger kind) is cast and resolves; "Transform target permanent." (a {0} instant) targets it and resolves.
Expected: it is still front face up. Actual: it is transformed, its nightbound face up. Exits 1 when the deviation
shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Village Guy", "Creature \u2014 Human Werewolf", "{0}", "Daybound", power=2, toughness=2,
                        colors=["G"]),
                   face("Moon Guy", "Creature \u2014 Werewolf", "", "Nightbound", power=4, toughness=4, colors=["G"])),
                  face("Flip", "Instant", "{0}", "Transform target permanent.", colors=["U"]))
play = Play(engine, ["Village Guy", "Flip"])
play.main_phase()
guy = play.cast_and_resolve("Village Guy")
play.cast_and_resolve("Flip", guy)
o = play.obj(guy)
print("after \"Transform target permanent.\": %s, transformed %s (day or night: %s)"
      % (o["name"], o.get("transformed"), play.game.state()["state"].get("day_night")))
verdict("the daybound permanent's face", {"name": "Village Guy", "transformed": False},
        {"name": o["name"], "transformed": bool(o.get("transformed"))})
