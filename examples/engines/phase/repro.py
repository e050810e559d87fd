"""The engine-side reproduction of a failure (docs/protocol.md, `reproduction`): phase.rs alone, from a new game.

The script gets the card data, the decks, the seed and every engine call the adapter made (the setup's debug
placements, then the game's own actions), plays them on a new game, reads the checked field off the engine's state
the way the adapter reads it (views.py, events.py and probe.py, with the tools.py, card_data.py, costs.py and
abilities.py views.py reads, are embedded as they are), prints it expected and actual, and exits 1 when the
deviation shows, 0 when it does not, 2 when it cannot tell.
"""
import json
import os
import sys

import probe
import views

HERE = os.path.dirname(os.path.abspath(__file__))
EMBEDDED = ("card_data", "tools", "costs", "abilities", "views", "events", "probe")  # each after what it imports


def source(name):
    with open(os.path.join(HERE, name + ".py"), encoding="utf-8") as f:
        return f.read()


def reproduction(game, check):
    """The `reproduce` answer for the last action `game` (adapter.Game) applied, judged by `check` (or None)."""
    s = game.s
    book = s.book

    def view_of(viewer):
        return views.view(s.state(), book, viewer)

    found = None
    if check is not None:
        check = dict(check, battlefield_before=game.last_battlefield, stack_now=len(s.stack()))
        ids = {views.handle(s.obj(k), book) for k in book["number"] if s.obj(k) is not None}
        found = probe.derive(check, view_of, ids)
        if found is not None:
            offered = s.offered() if found["kind"] == "offered" else []
            shows, _, _ = probe.evaluate(found, view_of, game.last_events, game.last_ok, offered)
            found = found if shows else None  # a probe that does not show the failure here judges nothing
    calls = s.calls[:game.last_mark] + game.last_attempt
    data = {"card_data": s.card_data, "decks": s.decks, "seed": s.seed, "calls": calls,
            "failing_step_from": game.last_mark, "failing_step_accepted": game.last_ok, "book": book,
            "probe": found, "check": check}
    embedded = "".join("\n# ---- %s.py (examples/engines/phase) ----\n%s = module(%r, %r)\n" % (n, n, n, source(n))
                       for n in EMBEDDED)
    return {"language": "python", "state": data, "actions": game.last_attempt,
            "script": SCRIPT % {"version": game.version, "embedded": embedded},
            "run": [sys.executable, "{script}", "{state}"],
            "howToRun": "python repro.py engine-state.json (with phase-python==%s installed)" % game.version}


SCRIPT = '''"""An Obverse counterexample played again on phase.rs alone (phase-python==%(version)s), from a new game.

Usage: python this.py <engine-state.json>  (the file Obverse wrote beside the counterexample: card data, decks, seed,
every engine call from the new game on, and the field the failed check read). Prints that field expected and actual;
exits 1 when the deviation shows, 0 when it does not, 2 when there is nothing to judge it by.
"""
import json
import sys
import types

import phase


def module(name, text):
    m = types.ModuleType(name)
    sys.modules[name] = m
    exec(compile(text, name + ".py", "exec"), m.__dict__)
    return m
%(embedded)s

saved = json.load(open(sys.argv[1], encoding="utf-8"))
engine = phase.Engine.from_json(json.dumps(saved["card_data"]))
decks = saved["decks"]
game = engine.new_game(decks[0], decks[1], extra_players=decks[2:] or None, seed=saved["seed"], first_player=0,
                       format="Standard" if len(decks) == 2 else "FreeForAll")
while game.waiting_for()["type"] == "MulliganDecision":
    game.apply(game.waiting_for()["data"]["pending"][0]["player"],
               {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
state = game.state()
state["state"]["debug_mode"] = True  # for the setup's debug placements (README of the adapter)
game = engine.load_game(state)
before, results, accepted = None, [], True
for i, (actor, action) in enumerate(saved["calls"]):
    if i == saved["failing_step_from"]:
        before = views.read_state(game, len(saved["book"]["players"]), game.state()["state"].get("day_night"),
                                  effects=bool(saved["book"].get("lost")))
        print("-- the failing step: %%d engine call(s) --" %% (len(saved["calls"]) - i))
    try:
        result = game.apply(actor, action)
    except ValueError as e:
        print("the engine refused", json.dumps(action), ":", e)
        accepted = False
        break
    if before is not None:
        results.append(result)
        print("apply", actor, json.dumps(action), "->", [e["type"] for e in result.events or []])
if before is None:
    before = views.read_state(game, len(saved["book"]["players"]), game.state()["state"].get("day_night"),
                                  effects=bool(saved["book"].get("lost")))


class Played:
    book = saved["book"]

    def state(self):
        return views.read_state(game, len(saved["book"]["players"]), game.state()["state"].get("day_night"),
                                  effects=bool(saved["book"].get("lost")))


def view_of(viewer):
    return views.view(Played().state(), saved["book"], viewer)


found = saved["probe"]
if found is None:
    print("no field to judge by: the adapter could not tell which field the failed check read", saved["check"])
    sys.exit(2)
step_events = events.events_of(Played(), results, before) if accepted else []
offered = [a.to_dict() for a in game.actions()] if found["kind"] == "offered" else []
shows, actual, expected = probe.evaluate(found, view_of, step_events, accepted, offered)
print("checked:", json.dumps({k: v for k, v in found.items() if k not in ("fields", "expected")}))
print("expected:", json.dumps(expected))
print("actual:  ", json.dumps(actual))
print("the deviation shows" if shows else "the deviation does not show")
sys.exit(1 if shows else 0)
'''
