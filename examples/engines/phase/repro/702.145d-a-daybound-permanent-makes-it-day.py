#!/usr/bin/env python3
"""phase.rs: with a daybound permanent on the battlefield and neither day nor night, it does not become day
(CR 702.145d).

702.145d (2026-04-17), in short: any time a player controls a permanent with daybound, if it is neither day nor
night, it becomes day.

Played from a new game with phase-python alone: a daybound creature (front face; nightbound back face) is cast and
resolves, then both players pass priority through the rest of the turn.
Expected: the game's `day_night` is Day. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Dawn Guy", "Creature \u2014 Human Werewolf", "{0}", "Daybound", power=2, toughness=2,
                        colors=["G"]),
                   face("Dusk Guy", "Creature \u2014 Werewolf", "", "Nightbound", power=4, toughness=4, colors=["G"])))
play = Play(engine, ["Dawn Guy"])
play.main_phase()
guy = play.cast_and_resolve("Dawn Guy")
print("on the battlefield:", play.obj(guy)["name"], "; day_night:", play.game.state()["state"]["day_night"])
while play.game.phase != "End":
    play.step()
verdict("day_night (end step)", "Day", play.game.state()["state"]["day_night"])
