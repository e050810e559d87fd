"""One Obverse game on phase.rs: the engine's game, every engine call since `new_game`, and the adapter's book.

Every call the adapter makes on the game is recorded (`calls`), from a new game on: a game can always be played
again from the start, which is how the adapter undoes an action the engine refused half way (it never resumes a
saved state in the middle of a game: `Engine.load_game` rebuilds each object's faces from the card database and
so repairs hidden state, README "Never repairing hidden state") and how an engine-side reproduction plays it.
"""
import json
import pickle

import phase

import card_data
import tools
import views
from new_game import new_game


class Unsupported(Exception):
    """The engine's game offers no way to do this: said with the `unsupported` code, never faked."""


class Refused(ValueError):
    """The engine's game does not allow it (not among its legal actions, or it answered with an error)."""


class Session:
    """The engine's game plus the calls that made it and the adapter's book (views.py reads both)."""

    def __init__(self, setup):
        players = setup["players"]
        if len(players) < 2:
            raise Unsupported("phase.rs starts games of two or more players")
        self.setup = setup
        self.seat = {p["id"]: i for i, p in enumerate(players)}
        self.card_data = self.database(setup["cards"])
        self.card_json = json.dumps(self.card_data, sort_keys=True)  # the engine's card data: new games are kept by it
        self.engine = phase.Engine.from_json(self.card_json)
        self.seed = int(setup.get("seed", 0)) % (2 ** 32)
        self.book = {"players": [p["id"] for p in players], "cards": setup["cards"], "number": {}, "base": {},
                     "key": {}, "tokens": {}, "faces": {}, "next": 1, "tools": {},
                     "dread": {},  # engine id -> incarnation it was manifested by manifest dread at
                     "day_night_engine": None, "day_night": None}  # as the engine's DayNightChanged events say
        self.book["lines"] = {}  # an Obverse triggered ability -> the engine's description of it (views.triggered_of)
        for key, definition in setup["cards"].items():
            for index, face in enumerate(definition["faces"]):
                self.book["faces"][face["name"].lower()] = [key, index]
                for a in face["abilities"]:
                    if a["kind"] == "triggered" and a["trigger"]["kind"] in card_data.TRIGGER_WORDS:
                        line = card_data.triggered_line(face["name"], a).replace(face["name"], "~")
                        line = line.replace("this creature", "~")  # as the engine words its description
                        self.book["lines"][json.dumps([face["name"], a], sort_keys=True)] = line
        self.decks = None
        self.calls = []  # [actor, engine action], in order, from the new game on
        self.game = None
        self._state = None
        self._objects = {}  # the engine's objects read since the last engine call (obj)
        self._offered = None  # the engine's legal actions since the last engine call (offered)
        self.refused = None  # the last engine call the engine refused
        self.results = []  # the engine's results of the calls since the action began (Game.apply clears it)
        self.active = 0  # the active player: new_game's first player, then whoever SetPhase makes active

    def database(self, cards):
        data, seen = tools.entries(phase), {}
        for key, definition in cards.items():
            try:
                built = card_data.entries(phase, key, definition)
            except card_data.Unloadable as e:
                raise Unsupported("card %s: %s" % (key, e))
            for name, face in built.items():
                if name in data and (name not in seen or cards[seen[name]] != definition):
                    raise Unsupported("two different cards named %r (the engine's card data is keyed by name)" % name)
                seen[name] = key
                data[name] = face
        return data

    # --- the engine game ----------------------------------------------------------------
    def start(self, decks):
        self.decks = decks
        self.active = 0
        self.game = new_game(self.engine, decks, self.seed, key=self.card_json)
        self.calls = []
        self._state, self._objects, self._offered = None, {}, None

    def call(self, actor, action):
        """One engine call, recorded; a refusal is a Refused (the engine's own message)."""
        self._state, self._objects, self._offered = None, {}, None
        try:
            result = self.game.apply(actor, action)
        except ValueError as e:
            self.refused = [actor, action]
            raise Refused(str(e))
        self.calls.append([actor, action])
        self.results.append(result)
        for e in result.events or []:
            if e.get("type") == "DayNightChanged":
                self.book["day_night_engine"] = e["data"]["new_state"]
                self.book["day_night"] = e["data"]["new_state"].lower()
        return result

    def resolve_prompts(self):
        """A choice the engine asks as something enters during a setup (a battle's protector, 310.11a)."""
        for _ in range(4):
            waiting = self.waiting()
            if waiting["type"] == "NamedChoice" and waiting["data"].get("choice_type") == "Opponent":
                self.take_offered(waiting["data"]["player"], "ChooseOption", choice=waiting["data"]["options"][0])
            else:
                return

    def settle(self):
        """A choice the engine asks after an action before anyone gets priority (the legend rule, 704.5j: the newest
        is kept, as the reference keeps it; Obverse's model has no such choice outside `turns`). The newest is the
        one that entered last: last in battlefield order, the order the views list (battlefield_order, docs/adapter.md),
        not the engine's timestamp, which a transform renews (613.7g)."""
        for _ in range(8):
            waiting = self.waiting()
            if waiting["type"] != "ChooseLegend":
                return
            choices = [a["data"]["keep"] for a in self.offered() if a["type"] == "ChooseLegend"]
            if choices:
                order = {oid: i for i, oid in enumerate(self.battlefield_order())}
                keep = max(choices, key=lambda oid: order.get(oid, -1))
                self.take_offered(waiting["data"].get("player", self.game.priority_player()), "ChooseLegend",
                                  keep=keep)
            else:
                return

    def battlefield_order(self):
        """The engine's battlefield as the views list it: the order permanents entered, the setup's in its own order
        (views.setup_first)."""
        ids = [o["id"] for o in self.game.battlefield()]
        return views.setup_first(ids, {str(i): self.obj(i) for i in ids},
                                 self.book.get("setup_order", {}).get("battlefield", []))

    def debug(self, action):
        result = self.call(0, {"type": "Debug", "data": action})
        if action["type"] == "SetPhase":
            self.active = action["data"]["active_player"]  # no turn passes in Obverse's games: only this changes it
        return result

    def replay(self, calls):
        """Play the game again from a new game with these calls: how a refused action is undone exactly."""
        self.start(self.decks)
        for actor, action in calls:
            self.call(actor, action)

    def state(self):
        """What the views read of the engine's state now (views.read_state), read once per engine call."""
        if self._state is None:
            # The engine's effects (`Game.state()`, 20 ms) only while an object that lost all abilities still is.
            effects = any((o := self.obj(key)) is not None and o["zone"] == "Battlefield"
                          and o.get("incarnation", 0) == incarnation
                          for key, incarnation in (self.book.get("lost") or {}).items())
            self._state = views.read_state(self.game, len(self.book["players"]), self.book["day_night_engine"],
                                           effects=effects, obj=self.obj)
        return self._state

    def obj(self, oid):
        """The engine's object `oid` (None once it has ceased to exist), read once per engine call: the views read
        every object after each call, and the routes read the same ones again (`Game.object` is about 0.1 ms)."""
        key = int(oid)
        if key not in self._objects:
            self._objects[key] = views.object_of(self.game, key)
        return self._objects[key]

    def waiting(self):
        return self.game.waiting_for()

    def offered(self):
        """The engine's legal actions for the player it waits for, as dicts, read once per engine call (the list
        takes about 1 ms; a refused `take_offered` reads it again for its message)."""
        if self._offered is None:
            self._offered = [a.to_dict() for a in self.game.actions()]
        return self._offered

    def offered_modes(self, waiting):
        """The `SelectModes` the engine's mode prompt offers, one per mode it does not list unavailable: what
        `Game.actions()` lists (route_checks.py checks it), without its 9 ms checking the tool's 64 modes' targets."""
        modal = waiting["data"]["modal"]
        if modal.get("min_choices") != 1 or modal.get("max_choices") != 1:
            return None  # a prompt for several modes: only the legal-action list says which sets are legal
        gone = set(waiting["data"].get("unavailable_modes") or [])
        return [{"type": "SelectModes", "data": {"indices": [i]}} for i in range(modal["mode_count"]) if i not in gone]

    def take_offered(self, actor, kind, **match):
        """Apply the first legal action of `kind` whose data has `match`; Refused when the game offers none."""
        waiting = self.waiting()
        if waiting.get("data", {}).get("player", self.game.priority_player()) != actor:
            raise Refused("the engine waits for another player")
        offered = self.offered_modes(waiting) if kind == "SelectModes" and waiting["type"] == "ModeChoice" else None
        offered = self.offered() if offered is None else offered
        for a in offered:
            data = a.get("data") or {}
            if a["type"] == kind and all(data.get(k) == v for k, v in match.items()):
                return self.call(actor, a)
        raise Refused("the engine offers no %s %s (its legal actions: %s)" % (
            kind, json.dumps(match), sorted({a["type"] for a in self.offered()})))

    # --- priority ----------------------------------------------------------------------
    def stack(self):
        return self.game.stack()

    def pass_to(self, seat):
        """Give `seat` priority the way the game does: the players before them pass in turn, fewer than all (117.3d)."""
        for _ in range(len(self.book["players"]) - 1):
            if self.game.priority_player() == seat:
                return
            if self.waiting()["type"] != "Priority":
                raise Unsupported("the engine asks a choice (%s)" % self.waiting()["type"])
            self.call(self.game.priority_player(), {"type": "PassPriority"})
        if self.game.priority_player() != seat or self.waiting()["type"] != "Priority":
            raise Unsupported("could not give seat %d priority" % seat)

    def main_phase_for(self, seat):
        """Sorcery timing for `seat` (307.1). Obverse's model has no timing: every player was given flash as the setup
        was built (build.grant_flash), so a spell is cast whenever the player has priority; no debug SetPhase in the
        middle of a game."""
        if seat not in self.book.get("flash", []):
            raise Unsupported("a spell at sorcery speed without the setup's flash effect (307.1; the model has no "
                              "timing)")
        return self.pass_to(seat)

    def resolve_top(self, answer=None):
        """Every player passes in turn until the top of the stack has resolved (608.1); returns the engine results."""
        top, results = self.stack()[-1]["id"], []
        for _ in range(4 * len(self.book["players"])):
            waiting = self.waiting()
            # Resolved once it has left the stack and the engine asks nothing more of it (a choice as it resolves);
            # what it triggered is put on the stack then, and waits for its own `resolve`.
            if all(e["id"] != top for e in self.stack()) and waiting["type"] == "Priority":
                return results
            if waiting["type"] == "Priority":
                results.append(self.call(waiting["data"]["player"], {"type": "PassPriority"}))
            elif waiting["type"] == "NamedChoice" and waiting["data"].get("choice_type") == "Opponent":
                # A battle's protector (310.11a): Obverse's model has none; the first opponent the engine offers.
                results.append(self.take_offered(waiting["data"]["player"], "ChooseOption",
                                                 choice=waiting["data"]["options"][0]))
            elif waiting["type"] == "ChooseLegend":
                self.settle()
            elif waiting["type"] == "ReturnAsAuraTarget":
                results.append(self.enchant_first(waiting))
            elif answer is not None:
                results.append(answer(waiting))
            else:
                raise Unsupported("the engine asks a choice while resolving: %s" % waiting["type"])
        raise Unsupported("the top of the stack did not resolve after every player passed")

    def enchant_first(self, waiting):
        """303.4f: an Aura entering other than as an Aura spell enchants what its controller chooses; with no
        `choose-enchanted` (not declared here) Obverse's model takes the first permanent in battlefield order it may
        enchant (docs/adapter.md): that one, among the engine's legal targets (take_offered refuses when none)."""
        legal = {t.get("Object") for t in waiting["data"].get("legal_targets") or []}
        first = next((oid for oid in self.battlefield_order() if oid in legal), None)
        return self.take_offered(waiting["data"]["player"], "ChooseTarget", target={"Object": first})

    # --- ids ---------------------------------------------------------------------------
    def number(self, oid, key=None):
        book = self.book
        if str(oid) in book["number"]:
            return
        book["number"][str(oid)] = book["next"]
        book["next"] += 1
        book["base"][str(oid)] = self.obj(oid).get("incarnation", 0)
        if key is not None:
            book["key"][str(oid)] = key

    def number_new(self):
        """Objects the action made (tokens): numbered in the engine's order of creation, after the setup's."""
        tool_ids = {str(i) for i in self.book["tools"].values()}
        for oid in sorted(int(k) for k in self.state()["objects"]):  # objects in the zones the views show
            if str(oid) not in self.book["number"] and str(oid) not in tool_ids:
                self.number(oid)

    def find(self, handle_text, zone=None):
        """The engine object an Obverse id names now, or None (a stale id names nothing, 400.7)."""
        try:
            number, incarnation = (int(x) for x in handle_text[1:].split("."))
        except (ValueError, TypeError):
            return None
        for oid, n in self.book["number"].items():
            if n == number:
                o = self.obj(oid)
                if o is None or o.get("incarnation", 0) - self.book["base"][oid] != incarnation:
                    return None
                if zone is not None and o["zone"] != zone:
                    return None
                return o
        return None

    def snapshot(self):
        # The book is plain data (dicts, lists, strings, numbers): a pickle round trip copies it whole, several times
        # faster than copy.deepcopy.
        return len(self.calls), pickle.loads(pickle.dumps(self.book, pickle.HIGHEST_PROTOCOL))

    def undo(self, mark):
        """Back to `mark` (from snapshot): replayed from a new game when the engine's state changed since."""
        count, book = mark
        if len(self.calls) != count:
            self.replay(self.calls[:count])
        self.book = book
