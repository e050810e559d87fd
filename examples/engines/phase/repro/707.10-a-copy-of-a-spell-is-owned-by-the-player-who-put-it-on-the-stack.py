#!/usr/bin/env python3
"""phase.rs: a copy of a spell is owned by the original spell's owner (CR 707.10, 111.2, 608.3f).

707.10 (2026-04-17), in short: a copy of a spell is owned, as it is controlled, by the player under whose control it
was put on the stack. 608.3f: a copy of a permanent spell becomes a token as it resolves; 111.2: the owner of a token
is the player who created it. So a copy the second player makes of the first player's creature spell is theirs, and
so is the token it becomes (it would leave the game with them, 800.4a).

Played from a new game with phase-python alone. The first player casts a {0} creature spell and passes; the second
player casts "Copy target spell." (a {0} instant, Twincast's kind of line) targeting it, and it resolves; then the
copy resolves. Expected: the copy on the stack and the token it becomes are owned by the second player. Exits 1 when
the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Plain Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]),
                  face("Echo Call", "Instant", "{0}", "Copy target spell.", colors=["U"]),
                  face("Waiting Guy", "Creature \u2014 Elf", "{0}", power=1, toughness=1, colors=["G"]))
# The second player's opening hand holds Echo Call at this seed.
play = Play(engine, ["Waiting Guy"] * 8, seed=3, opponent=["Echo Call"] + ["Plain Guy"] * 8)
if not play.ids("Echo Call", "Hand", owner=1):
    raise SystemExit("at this seed the second player's opening hand has no Echo Call")
play.main_phase()
spell = play.cast("Waiting Guy")
play.take("PassPriority")  # the first player passes: the second player receives priority
if play.game.priority_player() != 1:
    raise SystemExit("the second player did not receive priority")
play.cast("Echo Call", spell, owner=1)
play.resolve()  # Echo Call resolves: the copy is put onto the stack
copies = [e["id"] for e in play.game.stack() if e["id"] != spell and e["kind"]["type"] == "Spell"]
if len(copies) != 1:
    raise SystemExit("the engine put %d copies onto the stack" % len(copies))
copy = play.obj(copies[0])
print("the copy on the stack: owner seat %s, controller seat %s" % (copy["owner"], copy["controller"]))
play.resolve()  # the copy resolves into a token
token = play.obj(copies[0])
print("the token it became: zone %s, token %s, owner seat %s, controller seat %s" % (
    token["zone"], token.get("is_token"), token["owner"], token["controller"]))
verdict("[owner of the copy, owner of the token]", [1, 1], [copy["owner"], token["owner"]])
