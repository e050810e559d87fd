"""Two facts the phase adapter rests on (examples/engines/phase/README.md), checked on phase-python itself.

    python test/examples/phase/state_checks.py round-trip   # the one state()/load_game of a game, at its start
    python test/examples/phase/state_checks.py replay       # undoing by playing again from a new game
    python test/examples/phase/state_checks.py rebuild      # a setup built again from the adapter's cache
    python test/examples/phase/state_checks.py mid-game     # why not load_game later: it repairs hidden state

Prints the paths where the two states differ (JSON) and exits 1 when any does, 0 when none does. One field is left
out of both comparisons, `precast_shortcut_runtime.next_epoch`: a counter of the engine's casting shortcut cache that
load_game advances, which no rule reads.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "../../../examples/engines/phase"))

import phase  # noqa: E402

import adapter  # noqa: E402
import card_data  # noqa: E402
import session  # noqa: E402
import tools  # noqa: E402

IGNORED = {".precast_shortcut_runtime.next_epoch"}


def face(name, types, cost, power, toughness, abilities=(), indicator=None):
    return {"name": name, "manaCost": cost, "colorIndicator": indicator, "supertypes": [], "types": types,
            "subtypes": [], "abilities": list(abilities), "power": power, "toughness": toughness, "loyalty": None,
            "defense": None}


CARDS = {
    "dfc": {"layout": "nonmodal-dfc", "faces": [face("Village Guy", ["Creature"], "{1}{G}", 2, 2),
                                                face("Night Guy", ["Creature"], None, 4, 4, indicator=["G"])]},
    "morph": {"layout": "single", "faces": [face("Hidden Guy", ["Creature"], "{2}{U}", 3, 3,
                                                 [{"kind": "morph", "cost": "{1}{U}"}])]},
}


def differences(a, b, path=""):
    if path in IGNORED:
        return []
    if isinstance(a, dict) and isinstance(b, dict):
        return [d for k in sorted(set(a) | set(b)) for d in differences(a.get(k), b.get(k), path + "." + k)]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in differences(x, y, "%s[%d]" % (path, i))]
    return [] if a == b else [path]


def round_trip():
    """The game as new_game leaves it after the mulligans, and the same game through state() / load_game."""
    data = dict(tools.entries(phase))
    for key, definition in CARDS.items():
        data.update(card_data.entries(phase, key, definition))
    engine = phase.Engine.from_json(json.dumps(data))
    decks = [["Village Guy", "Hidden Guy", tools.NAME], ["Village Guy", tools.NAME]]
    game = engine.new_game(decks[0], decks[1], seed=7, first_player=0)
    while game.waiting_for()["type"] == "MulliganDecision":
        seat = game.waiting_for()["data"]["pending"][0]["player"]
        game.apply(seat, {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
    before = game.state()
    before["state"]["debug_mode"] = True  # the one change the adapter makes
    return before, engine.load_game(json.loads(json.dumps(before))).state()


def replay():
    """A game played by the adapter (a transform, counters, a face-down cast, a bounce), and the same engine calls
    played again from a new game, as the adapter undoes an action."""
    setup = {"players": [{"id": "P1", "hand": ["morph"], "battlefield": [{"card": "dfc", "counters": {"+1/+1": 1}}]},
                         {"id": "P2"}], "cards": CARDS, "seed": 3}
    game = adapter.Game(setup)
    for action in ({"kind": "transform", "object": "o2.0"}, {"kind": "transform", "object": "o2.0"},
                   {"kind": "cast", "player": "P1", "object": "o1.0", "mode": {"kind": "face-down", "by": "morph"}},
                   {"kind": "resolve"}, {"kind": "move", "object": "o2.0", "to": "hand"}):
        if not game.apply(action)["ok"]:
            raise SystemExit("the adapter refused %s" % action)
    played = game.s.game.state()
    game.s.replay(list(game.s.calls))
    return played, game.s.game.state()


def rebuild():
    """A setup built by play (a back face up permanent with a counter, a face-down one), then the same setup again
    in the same adapter, which builds it by replaying the first one's engine calls from a new game (adapter.BUILT);
    each plays the same actions after. The two games' states and views must be the same."""
    setup = {"players": [{"id": "P1", "hand": ["morph"],
                          "battlefield": [{"card": "dfc", "transformed": True, "counters": {"+1/+1": 1}},
                                          {"card": "morph", "faceDown": "morph"}]},
                         {"id": "P2"}], "cards": {**CARDS, "morph2": CARDS["morph"]}, "seed": 5}
    setup["players"][0]["battlefield"][1]["card"] = "morph2"
    setup["cards"]["morph2"] = {**CARDS["morph"], "faces": [{**CARDS["morph"]["faces"][0], "name": "Other Guy"}]}
    states, views_seen, built = [], [], []
    real_build = adapter.Game.build
    adapter.Game.build = lambda self, s: built.append(1) or real_build(self, s)
    for _ in range(2):
        game = adapter.Game(setup)
        for action in ({"kind": "transform", "object": "o2.0"}, {"kind": "move", "object": "o3.0", "to": "hand"}):
            if not game.apply(action)["ok"]:
                raise SystemExit("the adapter refused %s" % action)
        states.append(game.s.game.state())
        views_seen.append([game.observe(v) for v in (None, "P1", "P2")])
    if len(built) != 1:
        raise SystemExit("the second game built the setup anew (%d builds): the cache was not used" % len(built))
    if views_seen[0] != views_seen[1]:
        print("the views differ")
        return {"views": views_seen[0]}, {"views": views_seen[1]}
    return states[0], states[1]


def mid_game():
    """After a transform of a permanent with a counter, state() / load_game rebuilds the other face it stored (the
    deviation of 613.4 lives there): the state is not the one played, which is why the adapter never resumes one."""
    setup = {"players": [{"id": "P1", "battlefield": [{"card": "dfc", "counters": {"+1/+1": 1}}]}, {"id": "P2"}],
             "cards": CARDS, "seed": 3}
    game = adapter.Game(setup)
    game.apply({"kind": "transform", "object": "o1.0"})
    played = game.s.game.state()
    return played, game.s.engine.load_game(json.loads(json.dumps(played))).state()


if __name__ == "__main__":
    a, b = {"round-trip": round_trip, "replay": replay, "rebuild": rebuild, "mid-game": mid_game}[sys.argv[1]]()
    found = differences(a, b)
    print(json.dumps(found))
    sys.exit(1 if found else 0)
