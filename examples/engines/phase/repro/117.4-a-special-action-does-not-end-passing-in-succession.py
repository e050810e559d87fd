#!/usr/bin/env python3
"""phase.rs: a spell resolves when a player takes a special action between the two passes (CR 117.4, 116.3c).

117.4 (2026-04-17), in short: the top of the stack resolves when all players pass in succession, that is, without
taking any action in between. 116.3c: a player who takes a special action receives priority again. So when the
first player passes, the second turns a face-down permanent face up (a special action, 116.2b) and then passes, the
passes were not in succession: the first player receives priority and the spell waits.

Played from a new game with phase-python alone. The second player casts "Manifest the top card of your library."
(a {0} instant) while the first player's main phase is empty, manifesting a creature card costing {0}. The first
player casts a {0} creature spell and passes; the second player turns the manifested card face up (offered as
`TurnFaceUp`, for its mana cost) and passes. Expected: the creature spell is still on the stack, the first player
holding priority. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Plain Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]),
                  face("Soul Call", "Instant", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Waiting Guy", "Creature \u2014 Elf", "{0}", power=1, toughness=1, colors=["G"]))
# The second player's opening hand holds Soul Call (at this seed), their library's top card a Plain Guy.
play = Play(engine, ["Waiting Guy"] * 8, seed=3, opponent=["Soul Call"] + ["Plain Guy"] * 8)
if not play.ids("Soul Call", "Hand", owner=1):
    raise SystemExit("at this seed the second player's opening hand has no Soul Call")
play.main_phase()
play.take("PassPriority")  # the first player, the stack empty: the second player receives priority
call = play.ids("Soul Call", "Hand", owner=1)[0]
play.take("CastSpell", object_id=call)
play.resolve()
manifested = [o["id"] for o in play.game.battlefield() if o["face_down"] and o["controller"] == 1]
if len(manifested) != 1:
    raise SystemExit("the engine did not manifest one card for the second player")
spell = play.cast("Waiting Guy")
play.take("PassPriority")  # the first player passes
if play.game.priority_player() != 1:
    raise SystemExit("the second player did not receive priority")
play.take("TurnFaceUp", object_id=manifested[0])  # a special action: the second player keeps priority (116.3c)
if play.obj(manifested[0])["face_down"] or play.game.priority_player() != 1:
    raise SystemExit("the special action did not happen as offered")
play.take("PassPriority")  # the second player passes: not in succession with the first player's pass
on_stack = any(e["id"] == spell for e in play.game.stack())
print("priority now: seat %s; the creature spell's zone: %s" % (play.game.priority_player(), play.obj(spell)["zone"]))
verdict("the creature spell still on the stack after the second player's pass", True, on_stack)
