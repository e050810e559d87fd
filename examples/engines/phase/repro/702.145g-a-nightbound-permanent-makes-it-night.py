#!/usr/bin/env python3
"""phase.rs: with a nightbound permanent on the battlefield and neither day nor night, it does not become night
(CR 702.145g).

702.145g (2026-04-17), in short: any time a player controls a permanent with nightbound, if it is neither day nor
night, it becomes night.

Played from a new game with phase-python alone: a daybound creature (nightbound back face) is cast, resolves and is
destroyed; "Return target card from your graveyard to the battlefield transformed." returns it nightbound face up;
then both players pass priority through the rest of the turn. Expected: the game's `day_night` is Night. Exits 1
when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Dawn Guy", "Creature \u2014 Human Werewolf", "{0}", "Daybound", power=2, toughness=2,
                        colors=["G"]),
                   face("Dusk Guy", "Creature \u2014 Werewolf", "", "Nightbound", power=4, toughness=4, colors=["G"])),
                  face("Doom", "Instant", "{0}", "Destroy target permanent.", colors=["B"]),
                  face("Raise", "Instant", "{0}",
                       "Return target card from your graveyard to the battlefield transformed.", colors=["B"]))
play = Play(engine, ["Dawn Guy", "Doom", "Raise"])
play.main_phase()
guy = play.cast_and_resolve("Dawn Guy")
play.cast_and_resolve("Doom", guy)
card = play.ids("Dawn Guy", "Graveyard")[0]
play.cast_and_resolve("Raise", card)
print("on the battlefield:", play.obj(card)["name"], "; day_night:", play.game.state()["state"]["day_night"])
while play.game.phase != "End":
    play.step()
verdict("day_night (end step)", "Night", play.game.state()["state"]["day_night"])
