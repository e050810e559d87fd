#!/usr/bin/env python3
"""phase.rs: when a player leaves a multiplayer game, the leaves-the-battlefield ability of their permanent, which
leaves with them, is put on the stack (CR 800.4a).

800.4a (2026-04-17), in short: when a player leaves the game, all objects they own leave it too, and any ability
that player would control that is waiting to be put on the stack ceases to exist instead.

Played from a new game of three players with phase-python alone: the second player casts a creature with flash and
"When Old Ox leaves the battlefield, each opponent loses 1 life." (costing {0}) and it resolves; the first player
casts "Blast deals 20 damage to any target." (a {0} instant) at the second player, who loses (704.5a) and leaves the
game. Expected: no ability of the second player's is on the stack, and the other players' life stays 20.
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(dict(face("Old Ox", "Creature \u2014 Ox", "{0}", "Flash\nWhen Old Ox leaves the battlefield, each "
                            "opponent loses 1 life.", power=5, toughness=5, colors=["W"]), keywords=["Flash"]),
                  face("Blast", "Instant", "{0}", "Blast deals 20 damage to any target.", colors=["R"]))


class ThreePlayers(Play):
    def __init__(self):
        self.game = engine.new_game(["Blast"] + ["Forest"] * 8, ["Old Ox"] + ["Forest"] * 8,
                                    extra_players=[["Forest"] * 9], seed=1, first_player=0, format="FreeForAll")
        while self.game.waiting_for()["type"] == "MulliganDecision":
            seat = self.game.waiting_for()["data"]["pending"][0]["player"]
            self.game.apply(seat, {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})


play = ThreePlayers()
play.main_phase()
play.game.apply(0, {"type": "PassPriority"})  # the second player gets priority, and casts the Ox (flash)
ox = play.ids("Old Ox", "Hand", owner=1)[0]
play.take("CastSpell", object_id=ox)
play.resolve()
if play.obj(ox)["zone"] != "Battlefield":
    raise SystemExit("the Ox did not resolve")
while play.game.priority_player() != 0:
    play.step()
play.take("CastSpell", object_id=play.ids("Blast", "Hand")[0])
while play.game.waiting_for()["type"] != "Priority":
    play.take("ChooseTarget", target={"Player": 1})
play.resolve()
stack = [(e["controller"], e["kind"]["type"]) for e in play.game.stack()]
print("second player eliminated: %s; the stack: %s" % (play.game.player(1).get("is_eliminated"), stack))
while play.game.stack():
    play.step()
lives = [play.game.player(seat)["life"] for seat in (0, 2)]
verdict("[abilities of the second player on the stack, the others' life]", [0, [20, 20]],
        [sum(1 for controller, _ in stack if controller == 1), lives])
