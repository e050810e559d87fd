"""A new phase.rs game as the adapter and every reproduction start it, and the states new games load, kept."""
import json
from collections import OrderedDict

SEATS_FORMAT = {2: "Standard"}


def new_game(engine, decks, seed, key=None):
    """A new phase.rs game as the adapter and every reproduction start it: both opening hands kept, then debug mode.

    Debug mode (the engine's setting for its debug actions, which build setups) is a field of the game's state, so
    it is set by one `state()` / `load_game` round trip right after the mulligans, before any object has changed;
    test/examples/phase-engine.e2e.test.ts shows that round trip leaves the whole state as it was. With `key` (the
    card data the engine was made from), the state that round trip loads is kept, and the same decks and seed later
    load it again instead of playing the mulligans and reading the state anew (the same load, a third of the time).
    """
    if key is not None:
        saved = NEW_GAMES.get((key, json.dumps(decks), seed))
        if saved is not None:
            NEW_GAMES.move_to_end((key, json.dumps(decks), seed))
            return engine.load_game(saved)
    game = engine.new_game(decks[0], decks[1], extra_players=decks[2:] or None, seed=seed, first_player=0,
                           format=SEATS_FORMAT.get(len(decks), "FreeForAll"))
    while game.waiting_for()["type"] == "MulliganDecision":
        seat = game.waiting_for()["data"]["pending"][0]["player"]
        game.apply(seat, {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
    state = game.state()
    state["state"]["debug_mode"] = True
    if key is None:
        return engine.load_game(state)
    saved = json.dumps(state)
    NEW_GAMES[(key, json.dumps(decks), seed)] = saved
    while len(NEW_GAMES) > KEPT:
        NEW_GAMES.popitem(last=False)
    return engine.load_game(saved)


KEPT = 256  # games a cache below keeps, the least recently used dropped first (a few MB each at most)
NEW_GAMES = OrderedDict()  # (card data, decks, seed) -> the state new_game loads, as JSON
