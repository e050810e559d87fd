#!/usr/bin/env python3
"""phase.rs: an ability that triggers while another spell waits on the stack is not put on the stack until the
stack is empty (CR 603.3).

603.3 (2026-04-17), in short: once an ability has triggered, its controller puts it on the stack the next time a
player would receive priority; 117.3b: after a spell resolves, the active player receives priority.

Played from a new game with phase-python alone: a creature with "When ~ enters, you gain 1 life." is cast, then
destroyed ("Destroy target creature."). A "deals 2 damage to any target" instant is cast (it waits on the stack),
and in response "Return target card from your graveyard to the battlefield." returns the creature. Both players
pass once: the return resolves. Expected: the enters trigger is on the stack above the instant. Exits 1 when the
deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Herald", "Creature \u2014 Spirit", "{0}", "When Herald enters, you gain 1 life.", power=1,
                       toughness=1, colors=["W"]),
                  face("Murder", "Instant", "{0}", "Destroy target creature.", colors=["B"]),
                  face("Rise", "Instant", "{0}", "Return target card from your graveyard to the battlefield.",
                       colors=["B"]),
                  face("Shock", "Instant", "{0}", "Shock deals 2 damage to any target.", colors=["R"]))
play = Play(engine, ["Herald", "Murder", "Rise", "Shock"])
play.main_phase()
herald = play.cast("Herald")
play.resolve()  # the creature
play.resolve()  # its enters trigger
play.cast_and_resolve("Murder", herald)
play.take("CastSpell", object_id=play.ids("Shock", "Hand")[0])
while play.game.waiting_for()["type"] == "TargetSelection":  # any target: the opponent
    play.game.apply(0, [a for a in play.offered() if a["type"] == "ChooseTarget"][-1])
play.cast("Rise", herald)
play.game.apply(0, {"type": "PassPriority"})
play.game.apply(1, {"type": "PassPriority"})
print("the creature is in the %s" % play.obj(herald)["zone"])
verdict("the stack, bottom first", ["Spell", "TriggeredAbility"], [e["kind"]["type"] for e in play.game.stack()])
