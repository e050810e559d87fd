#!/usr/bin/env python3
"""obverse-protocol/1 adapter for phase.rs, driven through its published Python package `phase` (phase-python).

Run it (after ./setup.sh):
    npx obverse check --engine-cmd "examples/engines/phase/.venv/bin/python examples/engines/phase/adapter.py"

Every action under test goes the way phase.rs's own game plays it (README.md, "Actions"): a cast through
`CastSpell` and its prompts, a special action or an activated ability the engine lists among its legal actions,
an effect by a spell with that effect (tools.py). Debug actions only build setups (build.py). The adapter never
resumes a saved state in the middle of a game (session.py), and reads each view off the engine's state (views.py).
"""
import json
import pickle
import sys
from collections import OrderedDict

try:
    import phase  # noqa: F401  (the engine; a clear message when the venv is missing)
except ImportError:  # pragma: no cover - depends on the environment
    sys.stderr.write("phase adapter: the Python package `phase` is missing: run examples/engines/phase/setup.sh "
                     "and use examples/engines/phase/.venv/bin/python\n")
    sys.exit(3)

import build
import casting
import repro
import views
from effects import Effects
from routes import Routes
from session import Refused, Session, Unsupported

PROTOCOL = "obverse-protocol/1"
ENGINE = "phase.rs (phase-python)"
# What the engine implements and this adapter reaches by the engine's own routes (README.md, "Mechanics").
MECHANICS = ["transform", "morph", "megamorph", "disguise", "manifest", "cloak", "manifest-dread", "turn-face-down",
             "copy", "tokens", "attach", "stack", "state-based-actions", "intrinsic-counters", "triggered-abilities",
             "day-night", "phasing", "game-over", "life", "effects", "hidden-information"]
# What it can play within them (docs/adapter.md, "What an engine can play"), so that generation stays inside it.
# ABILITIES: the kinds card_data.py describes to the engine (or keeps out of it, as inert in Obverse's model);
# "activated" (other than transform), "as-transforms", "meld" and "aftermath" it cannot describe; "enchant" is the
# keyword line the engine's parser reads (card_data.enchant_line).
ABILITIES = ["keyword", "ward", "text", "morph", "megamorph", "disguise", "disturb", "more-than-meets-the-eye",
             "transform-self", "copy-on-enter", "triggered", "as-turned-face-up", "daybound", "nightbound",
             "enters-with-counters", "enchant"]
# SETUP_FEATURES: what build.py builds by play or placement; a spell on the stack back face up or controlled by a
# player who does not own it no cast of the engine makes (build.placements). Events are not declared: the list is
# every kind, and the ones the adapter never reports (shuffled, attached, state-based-action, ...) are those of
# actions it answers unsupported, or optional (docs/adapter.md); `looked` it reports for manifest dread only (the
# look and reveal actions are not taken).
# Not "cards-sharing-a-name": the engine's card data is keyed by name (session.py), so it holds one card a name.
SETUP_FEATURES = ["spell-on-stack", "face-down-spell", "face-down-permanent", "back-face-permanent",
                  "permanent-of-another-controller", "permanent-with-counters"]
# The action kinds it takes are those with a route (routes() below, declared in the handshake); ACTION_FEATURES the
# variants its routes take: entering the battlefield from a graveyard (the reanimation tools, under another player's
# control too) or a hand, transformed from either; manifesting or cloaking two cards. Not taken, so not generated:
# resolving transformed, countering elsewhere than the graveyard, entering as a copy, face down or attached, moving
# face down or out of a hand or library, attaching what is no Equipment (README.md, "What cannot be reached"), and
# turning face up by an effect one of several face-down permanents (the engine's effect turns every face-down
# creature up: docs/engines/phase.md, deviation 13) or by one of several costs (`TurnFaceUp` names no cost), casting
# back face up, counters off the battlefield.
ACTION_FEATURES = ["enter-transformed", "enter-under-another-control", "enter-from-hand", "enter-from-graveyard",
                   "several-cards"]


KEPT = 256  # setups BUILT keeps, the least recently used dropped first
BUILT = OrderedDict()  # a setup (as JSON) -> ("built", decks, engine calls, book, active) or ("unsupported", why)


def version(known=[]):
    if not known:
        try:
            from importlib.metadata import version as v
            known.append(v("phase-python"))
        except Exception:  # pragma: no cover - metadata is always there for an installed wheel
            known.append("unknown")
    return known[0]


def unsupported(message):
    return {"ok": False, "rejection": {"code": "unsupported", "clause": None, "message": message}}


class Game(Routes, Effects):
    """One Obverse game: a Session and the routes of every action."""

    def __init__(self, setup):
        self.version = version()
        build.placements(setup)  # a setup the adapter cannot build is said before any engine work
        self.s = Session(setup)
        s = self.s
        key = json.dumps(setup, sort_keys=True)
        built = BUILT.get(key)
        if built is None:
            built = BUILT[key] = self.build(setup)
            while len(BUILT) > KEPT:
                BUILT.popitem(last=False)
        else:
            BUILT.move_to_end(key)
            if built[0] == "built":
                # The same setup again (shrinking plays one setup many times): its engine calls played again from a
                # new game, as an undo replays them (session.py), without the legal-action reads that chose them.
                s.start(built[1])
                for actor, action in built[2]:
                    s.call(actor, action)
                s.book, s.active = pickle.loads(built[3]), built[4]
        if built[0] == "unsupported":
            raise Unsupported(built[1])
        self.last_mark = len(s.calls)  # where the last action's engine calls start
        self.last_attempt = []  # the engine calls of the last action (with the refused one, if it was refused)
        self.last_events, self.last_ok = [], True
        self.last_battlefield = 0  # permanents before the last action (for a probe that counts them)

    def build(self, setup):
        """Builds `setup` on the new game (build.py): what a later game with the same setup needs to build it again
        by the same engine calls, or why the engine cannot build it."""
        s = self.s
        try:
            build.build(s, setup,
                        cast_face_down=lambda seat, oid, way: casting.cast_face_down(s, seat, oid, way),
                        cast_normally=lambda seat, oid, _: casting.cast_normally(s, seat, oid),
                        cast_tool=lambda seat, purpose, targets=(): casting.cast_tool(s, seat, purpose, targets))
        except Refused as e:
            return "unsupported", "the engine refused a step of building the setup: %s" % e
        except Unsupported as e:
            return "unsupported", str(e)
        return "built", s.decks, list(s.calls), pickle.dumps(s.book, pickle.HIGHEST_PROTOCOL), s.active

    def apply(self, action):
        handler = getattr(self, "do_" + action["kind"].replace("-", "_"), None)
        if handler is None:
            return unsupported("the adapter maps no phase.rs route to %s" % action["kind"])
        s = self.s
        mark = s.snapshot()
        before = s.state()
        self.last_battlefield = len(views.shown(before["battlefield"], s.book))
        s.refused, s.results = None, []
        try:
            events = handler(action, before)
            s.settle()
        except Unsupported as e:
            s.undo(mark)
            return unsupported(str(e))
        except Refused as e:
            self.remember(mark[0], s.calls[mark[0]:] + ([s.refused] if s.refused else []), [], False)
            s.undo(mark)
            # Codes are namespaced by action (docs/adapter.md); below it, the engine's own reason is the message.
            return {"ok": False, "rejection": {"code": action["kind"] + "/phase", "clause": None, "message": str(e)}}
        self.remember(mark[0], s.calls[mark[0]:], events, True)
        return {"ok": True, "events": events}

    def remember(self, mark, attempt, events, ok):
        self.last_mark, self.last_attempt, self.last_events, self.last_ok = mark, attempt, events, ok

    def observe(self, viewer):
        return views.view(self.s.state(), self.s.book, viewer)


def routes():
    """The Obverse action kinds this adapter has a route for (a `do_*` handler; any other is `unsupported`): what a
    declaration of the actions an engine takes, in `describe()`, would list for it (README, "Mechanics")."""
    return sorted(name[3:].replace("_", "-") for name in dir(Game) if name.startswith("do_"))


def answer(games, request):
    method, params = request.get("method"), request.get("params", {})
    if method == "handshake":
        if params.get("protocol") != PROTOCOL:
            raise ValueError("this adapter speaks " + PROTOCOL)
        taken = [c for c in params.get("capabilities", []) if c == "reproduction"]
        return {"protocol": PROTOCOL, "engine": {"name": ENGINE, "version": version()}, "mechanics": MECHANICS,
                "abilities": ABILITIES, "setupFeatures": SETUP_FEATURES,
                "actions": routes(), "actionFeatures": ACTION_FEATURES,
                **({"capabilities": taken} if "capabilities" in params else {})}
    if method == "start":
        games["count"] = games.get("count", 0) + 1
        name = "g%d" % games["count"]
        games[name] = Game(params["setup"])
        return {"game": name}
    if method == "apply":
        return games[params["game"]].apply(params["action"])
    if method == "observe":
        return games[params["game"]].observe(params["viewer"])
    if method == "reproduce":
        return repro.reproduction(games[params["game"]], params.get("check"))
    if method in ("close", "shutdown"):
        games.pop(params.get("game"), None)
        return None
    raise ValueError("unknown method %r" % method)


def main():
    games = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            response = {"id": request["id"], "result": answer(games, request)}
        except Unsupported as e:
            response = {"id": request["id"], "error": {"message": "unsupported: %s" % e, "code": "unsupported"}}
        except Exception as e:  # an adapter or engine bug: say so, and keep serving
            print("phase adapter: %s failed: %r" % (request.get("method"), e), file=sys.stderr)
            response = {"id": request["id"], "error": {"message": "%s: %s" % (type(e).__name__, e)}}
        sys.stdout.write(json.dumps(response) + "\n")
        sys.stdout.flush()
        if request.get("method") == "shutdown":
            return


if __name__ == "__main__":
    main()
