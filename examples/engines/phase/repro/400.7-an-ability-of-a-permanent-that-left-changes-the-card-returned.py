#!/usr/bin/env python3
"""phase.rs: the leaves-the-battlefield ability of a creature that has since returned to the battlefield puts its
counter on the returned creature, a new object (CR 400.7, 608.2h).

400.7 (2026-04-17), in short: an object that moves from one zone to another becomes a new object with no memory of
or relation to its previous existence; 608.2h: an effect that refers to an object that has left uses its last known
information and does not find the new object.

Played from a new game with phase-python alone: a creature with "When Herald leaves the battlefield, put a +1/+1
counter on Herald." is cast and destroyed ("Destroy target creature."); its ability triggers. In response, "Return
target card from your graveyard to the battlefield." returns the card: a new permanent. The ability resolves.
Expected: it does nothing (Herald, the permanent it names, is gone); the returned creature has no counter. Exits 1
when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Herald", "Creature \u2014 Spirit", "{0}",
                       "When Herald leaves the battlefield, put a +1/+1 counter on Herald.", power=1, toughness=1,
                       colors=["W"]),
                  face("Murder", "Instant", "{0}", "Destroy target creature.", colors=["B"]),
                  face("Rise", "Instant", "{0}", "Return target card from your graveyard to the battlefield.",
                       colors=["B"]))
play = Play(engine, ["Herald", "Murder", "Rise"])
play.main_phase()
herald = play.cast_and_resolve("Herald")
play.cast_and_resolve("Murder", herald)
print("the stack after Herald is destroyed, bottom first: %s" % [e["kind"]["type"] for e in play.game.stack()])
play.cast("Rise", herald)
play.resolve()  # Rise: Herald returns, a new object
returned = play.ids("Herald", "Battlefield")
print("Herald on the battlefield again: %s" % bool(returned))
play.resolve()  # the leaves-the-battlefield ability
verdict("+1/+1 counters on the returned Herald", {}, play.obj(returned[0])["counters"] if returned else None)
