#!/usr/bin/env python3
"""phase.rs: a battle at defense 0 is put into its owner's graveyard while its own triggered ability is on the stack
(CR 704.5v).

704.5v (2026-04-17), in short: a battle with defense 0 goes to its owner's graveyard, unless it is the source of an
ability that has triggered but not yet left the stack.

Every printed battle is a Siege, and a Siege's intrinsic ability (310.11b) triggers as its last defense counter is
removed, which keeps it on the battlefield whatever else waits: so the battle here has no battle type, as battles
of other types would (310.10 speaks of them).

Played from a new game with phase-python alone: a battle with "When Bastion of Guys enters, you gain 1 life." and
defense 3 (costing {0}) is cast and resolves, and its ability triggers. With the ability on the stack, "Blast deals 3
damage to any target." (a {0} instant) targets the battle and resolves. Expected: the battle, at defense 0, stays on
the battlefield while its ability is on the stack. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

battle = dict(face("Bastion of Guys", "Battle", "{0}", "When Bastion of Guys enters, you gain 1 life.",
                   colors=["R"]), defense="3")
engine = database(battle, face("Blast", "Instant", "{0}", "Blast deals 3 damage to any target.", colors=["R"]))
play = Play(engine, ["Bastion of Guys", "Blast"])
play.main_phase()
bastion = play.cast("Bastion of Guys")
while any(e["source_id"] == bastion and e["kind"]["type"] == "Spell" for e in play.game.stack()) \
        or play.game.waiting_for()["type"] != "Priority":
    waiting = play.game.waiting_for()
    if waiting["type"] == "NamedChoice":  # a protector, if the engine asks one: the only opponent
        play.take("ChooseOption", choice=waiting["data"]["options"][0])
    else:
        play.step()
if [e["source_id"] for e in play.game.stack()] != [bastion]:
    raise SystemExit("the battle's ability is not alone on the stack: %s" % play.game.stack())
play.cast_and_resolve("Blast", bastion)
o = play.obj(bastion)
print("defense counters %s; abilities on the stack from it: %d" % (
    o["counters"], sum(1 for e in play.game.stack() if e["source_id"] == bastion)))
verdict("the battle's zone", "Battlefield", o["zone"])
