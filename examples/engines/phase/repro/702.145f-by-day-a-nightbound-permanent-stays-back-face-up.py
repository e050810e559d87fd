#!/usr/bin/env python3
"""phase.rs: by day, a daybound card put onto the battlefield transformed stays back face up, nightbound, where it
must be transformed at once (CR 702.145f).

702.145f (2026-04-17), in short: any time a player controls a back-face-up permanent with nightbound and it is day,
that player transforms it, at once and not as a state-based action. 712.14a: a double-faced card put onto the
battlefield "transformed" enters back face up.

Played from a new game with phase-python alone. A daybound creature (back face: nightbound) is cast and resolves;
"It becomes day." resolves; "Destroy target permanent." destroys the creature; "Return target card from your
graveyard to the battlefield transformed." returns it, back face up. Expected: it is day, so it is transformed at
once and is front face up when the players next have priority. Actual: it stays back face up, nightbound, by day.
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Village Guy", "Creature \u2014 Human Werewolf", "{0}", "Daybound", power=2, toughness=2,
                        colors=["G"]),
                   face("Moon Guy", "Creature \u2014 Werewolf", "", "Nightbound", power=4, toughness=4, colors=["G"])),
                  face("Dawn", "Instant", "{0}", "It becomes day.", colors=["W"]),
                  face("Doom", "Instant", "{0}", "Destroy target permanent.", colors=["B"]),
                  face("Raise", "Instant", "{0}",
                       "Return target card from your graveyard to the battlefield transformed.", colors=["B"]))
play = Play(engine, ["Village Guy", "Dawn", "Doom", "Raise"])
play.main_phase()
guy = play.cast_and_resolve("Village Guy")
play.cast_and_resolve("Dawn")
play.cast_and_resolve("Doom", guy)
play.cast_and_resolve("Raise", guy)
o = play.obj(guy)
print("returned transformed: %s on the %s, transformed %s; it is %s; the players have %s"
      % (o["name"], o["zone"], o.get("transformed"), play.game.state()["state"].get("day_night"),
         play.game.waiting_for()["type"]))
verdict("the permanent by day", {"day": "Day", "name": "Village Guy", "transformed": False},
        {"day": play.game.state()["state"].get("day_night"), "name": o["name"],
         "transformed": bool(o.get("transformed"))})
