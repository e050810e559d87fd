#!/usr/bin/env python3
"""obverse-protocol/1 adapter for phase.rs, driven through its published Python package `phase`.

Run it (after ./setup.sh):
    npx obverse check --engine-cmd "examples/engines/phase/.venv/bin/python examples/engines/phase/adapter.py"

What the engine decides and what this adapter decides is listed in README.md. In short: phase.rs
builds every game, holds every object and applies every change (its zone-change pipeline, its
transform and turn-face-up actions, its state-based actions); the adapter translates setups and
actions into the engine's own calls, builds each player's view from the engine's state, and
decides on its own only what the engine's Python API does not expose (who may look at an object,
by which way a permanent is face down, the printed card of each face, mana value).
"""
import json
import re
import sys

import phase

import card_data

PROTOCOL = "obverse-protocol/1"
ENGINE = "phase.rs (phase-python)"
# Exactly what the engine implements and this adapter maps (README.md, "Mechanics").
MECHANICS = ["transform", "morph", "megamorph", "stack", "state-based-actions"]
SEATS = 2
FILLER = "Obverse Deck Filler"
COLOR_LETTERS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}
MANA = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
SHARD_LETTERS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C"}
ZONES = {"Library": "library", "Hand": "hand", "Battlefield": "battlefield", "Graveyard": "graveyard",
         "Stack": "stack", "Exile": "exile", "Command": "command"}
COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1"}


class Unsupported(Exception):
    """The engine (or its Python API) has no way to do this: said with the `unsupported` code, never faked."""


def unsupported(message):
    return {"ok": False, "rejection": {"code": "unsupported", "clause": None, "message": message}}


def version():
    try:
        from importlib.metadata import version as v
        return v("phase-python")
    except Exception:  # pragma: no cover - metadata is always there for an installed wheel
        return "unknown"


def shard_text(shard):
    """An engine mana shard (`Green`, `WhiteBlue`, `X`, `PhyrexianRed`, `TwoWhite`) as an Obverse symbol."""
    words = re.findall(r"[A-Z][a-z]*", shard) if isinstance(shard, str) else []
    symbols = [{"Two": "2", "Phyrexian": "P"}.get(w, SHARD_LETTERS.get(w, w)) for w in words]
    if "P" in symbols:  # the engine puts Phyrexian first; Obverse writes {G/P}
        symbols = [s for s in symbols if s != "P"] + ["P"]
    return "{%s}" % "/".join(symbols or ["?"])


def cost_text(cost):
    """The engine's ManaCost back to Obverse's `{2}{G}` notation; None for no cost."""
    if cost is None or cost.get("type") != "Cost":
        return None
    shards = cost.get("shards", [])
    xs = [s for s in shards if s == "X"]
    text = "".join(shard_text(s) for s in xs)
    text += "{%d}" % cost["generic"] if cost.get("generic") else ""
    for shard in shards:
        if shard != "X":
            text += shard_text(shard)
    return text or "{0}"


def cost_value(cost):
    """202.3: the adapter adds up the engine's cost (X is 0, {2/W} is 2): phase-python exposes no mana value."""
    if cost is None or cost.get("type") != "Cost":
        return 0
    value = cost.get("generic", 0)
    for shard in cost.get("shards", []):
        value += 0 if shard == "X" else 2 if str(shard).startswith("Two") else 1
    return value


def mana_value_of_text(cost):
    if cost is None:
        return 0
    value = 0
    for symbol in cost.strip("{}").split("}{"):
        parts = symbol.split("/")
        if symbol.isdigit():
            value += int(symbol)
        elif symbol in ("X", "Y", "Z"):
            continue
        else:
            value += max(int(p) if p.isdigit() else 0 if p == "P" else 1 for p in parts)
    return value


def mana_for(cost, x=0):
    """The mana that pays `{1}{U}`-like cost text exactly (generic and X paid with colorless)."""
    pool = []
    for symbol in cost.strip("{}").split("}{"):
        if symbol == "X":
            pool += ["Colorless"] * int(x)
        elif symbol.isdigit():
            pool += ["Colorless"] * int(symbol)
        elif symbol in MANA:
            pool.append(MANA[symbol])
        else:
            raise Unsupported("cost %s: symbol {%s} is not paid by this adapter" % (cost, symbol))
    return pool


class Game:
    """One Obverse game: a phase.rs game plus what the adapter must remember about it."""

    def __init__(self, setup):
        players = setup["players"]
        if len(players) < 2:
            raise Unsupported("phase.rs starts games of two or more players")
        for spell in setup.get("stack", []):
            # Built by play: the owner casts it from hand (below); only what casting can honestly reach.
            if spell.get("face", "front") != "front" or spell.get("faceDown") or spell.get("controller", spell["owner"]) != spell["owner"]:
                raise Unsupported("a spell on the stack back face up, face down or controlled by a non-owner "
                                  "(PlayFaceDown skips the stack; no action casts another face)")
        self.setup = setup
        self.cards = setup["cards"]
        self.seat = {p["id"]: i for i, p in enumerate(players)}
        self.player_ids = [p["id"] for p in players]
        self.face_down_way = {}  # engine object id -> Obverse face-down way (the engine does not record the way)
        self.key_of = {}  # engine object id -> setup card key
        self.card_data = self.card_database()
        self.engine = phase.Engine.from_json(json.dumps(self.card_data))
        self.last = None  # (state before, engine actions) of the last action: its engine-side reproduction
        self.log = []  # the engine's own actions since the game was loaded: [actor, action dict]
        self.game = self.build()
        self.initial_state = None

    # --- setup -------------------------------------------------------------------------
    def card_database(self):
        # phase.rs will not start a game with an empty deck: every deck gets one filler card, removed after setup.
        filler = {"name": FILLER, "manaCost": None, "colorIndicator": None, "supertypes": [], "types": ["Land"],
                  "subtypes": [], "abilities": [], "power": None, "toughness": None, "loyalty": None, "defense": None}
        data, seen = card_data.entries(phase, "filler", {"layout": "single", "faces": [filler]}), {}
        for key, definition in self.cards.items():
            try:
                built = card_data.entries(phase, key, definition)
            except card_data.Unloadable as e:
                raise Unsupported("card %s: %s" % (key, e))
            for name, face in built.items():
                if name in seen and self.cards[seen[name]] != definition:
                    raise Unsupported("two different cards named %r (the engine's card data is keyed by name)" % name)
                seen[name] = key
                data[name] = face
        return data

    def placements(self):
        """(owner seat, card key, zone, details) for every card of the setup; stack spells start in hand."""
        for spell in self.setup.get("stack", []):
            yield self.seat[spell["owner"]], spell["card"], "hand", {"cast": True}
        for p in self.setup["players"]:
            seat = self.seat[p["id"]]
            for zone in ("library", "hand", "graveyard"):
                for key in p.get(zone, []):
                    yield seat, key, zone, {}
            for e in p.get("exile", []):
                if e.get("faceDown"):
                    raise Unsupported("cards exiled face down (the adapter declares no `hidden-information`)")
                yield seat, e["card"], "exile", {}
            for perm in p.get("battlefield", []):
                for field in ("token", "melded", "attachedTo", "copyOf"):
                    if field in perm:
                        raise Unsupported("a permanent with %s in the setup" % field)
                if perm.get("faceDown") not in (None, "morph", "megamorph"):
                    raise Unsupported("a permanent face down by %s" % perm["faceDown"])
                yield seat, perm["card"], "battlefield", perm

    def first_face_name(self, key):
        return self.cards[key]["faces"][0]["name"]

    def build(self):
        """new_game with each player's cards as their deck, then debug actions put every card where the setup says."""
        placements = list(self.placements())
        decks = [[FILLER] for _ in self.player_ids]
        for seat, key, _, _ in placements:
            decks[seat].append(self.first_face_name(key))
        seed = int(self.setup.get("seed", 0)) % (2 ** 32)
        # Standard seats two players; phase.rs's free-for-all format seats more.
        game_format = "Standard" if len(decks) == 2 else "FreeForAll"
        game = self.engine.new_game(decks[0], decks[1], extra_players=decks[2:] or None, seed=seed, first_player=0,
                                    format=game_format)
        while game.waiting_for()["type"] == "MulliganDecision":
            seat = game.waiting_for()["data"]["pending"][0]["player"]
            game.apply(seat, {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
        state = game.state()
        # The engine's debug actions are its way to place objects; they need debug_mode (a state field).
        state["state"]["debug_mode"] = True
        game = self.engine.load_game(state)
        self.game = game
        self.debug({"type": "SetPhase", "data": {"phase": "PreCombatMain", "active_player": 0}}, log=False)
        free = {}
        for o in game.state()["state"]["objects"].values():
            if o["name"] == FILLER:
                self.debug({"type": "RemoveObject", "data": {"object_id": o["id"]}}, log=False)
                continue
            free.setdefault((o["owner"], o["name"]), []).append(o["id"])
        order = {}
        for seat, key, zone, perm in placements:
            oid = free[(seat, self.first_face_name(key))].pop(0)
            self.key_of[oid] = key
            self.move_raw(oid, zone)
            order.setdefault((seat, zone), []).append(oid)
            if zone != "battlefield":
                continue
            if perm.get("face") == "back":
                self.face_state(oid, transformed=True)
            if perm.get("faceDown"):
                self.face_state(oid, face_down=True)
                self.face_down_way[oid] = perm["faceDown"]
            if perm.get("tapped"):
                self.debug({"type": "SetTapped", "data": {"object_id": oid, "tapped": True}}, log=False)
            for counter, amount in perm.get("counters", {}).items():
                self.debug({"type": "ModifyCounters", "data": {"object_id": oid, "counter_type": counter,
                                                                "delta": amount}}, log=False)
            controller = perm.get("controller")
            if controller is not None and self.seat[controller] != seat:
                self.debug({"type": "SetController", "data": {"object_id": oid, "controller": self.seat[controller]}},
                           log=False)
        # Library order (top first) and hand order are the setup's: the engine's state lists them; set them there.
        state = self.game.state()
        for (seat, zone), ids in order.items():
            if zone in ("library", "hand", "graveyard"):
                state["state"]["players"][seat][zone] = ids
        self.game = self.engine.load_game(state)
        # Spells on the stack: cast by their owners, bottom first, as the engine casts any spell.
        for seat, key, zone, details in placements:
            if details.get("cast"):
                oid = next(i for i, k in self.key_of.items() if k == key)
                o = self.game.object(oid)
                try:
                    self.cast_normally(seat, o, log=False)
                except ValueError as e:
                    raise Unsupported("the engine will not cast %s here: %s" % (key, e))
        self.log = []
        self.initial_state = self.game.state()
        return self.game

    # --- engine calls ------------------------------------------------------------------
    def apply_engine(self, actor, action, log=True):
        result = self.game.apply(actor, action)
        if log:
            self.log.append([actor, action])
        return result

    def debug(self, action, log=True):
        return self.apply_engine(0, {"type": "Debug", "data": action}, log)

    def move_raw(self, oid, zone):
        to = {"library": "Library", "hand": "Hand", "graveyard": "Graveyard", "exile": "Exile",
              "battlefield": "Battlefield"}[zone]
        if self.game.object(oid)["zone"] == to:
            return
        self.debug({"type": "MoveToZone", "data": {"object_id": oid, "to_zone": to, "simulate": False}}, log=False)
        if self.game.object(oid)["zone"] != to:
            # e.g. an instant or sorcery card, which the engine keeps off the battlefield (400.4a), even face down.
            raise Unsupported("the engine will not place %s (%s) in %s" % (self.key_of.get(oid), self.game.object(oid)["name"]
                                                                          or "a face-down card", zone))

    def face_state(self, oid, face_down=None, transformed=None):
        self.debug({"type": "SetFaceState", "data": {"object_id": oid, "face_down": face_down,
                                                      "transformed": transformed, "flipped": None}}, log=False)

    def give_priority(self, seat):
        """The model has no turns: the player taking an action is given priority first (adapter-decided, README).

        With an empty stack the player is made the active player in a main phase (SetPhase); with spells on
        the stack (SetPhase would clear it) the players before them pass priority in turn, fewer than all of
        them, so nothing resolves (117.4).
        """
        if self.game.priority_player() == seat:
            return
        if not self.game.state()["state"]["stack"]:
            self.debug({"type": "SetPhase", "data": {"phase": "PreCombatMain", "active_player": seat}})
            return
        for _ in range(len(self.player_ids) - 1):
            if self.game.priority_player() == seat:
                return
            self.apply_engine(self.game.priority_player(), {"type": "PassPriority"})
        if self.game.priority_player() != seat:
            raise Unsupported("could not give priority to seat %d with spells on the stack" % seat)

    def state_based_actions(self):
        """704.3: the model has no priority passes, so after each action the engine is asked to run its SBA check."""
        return self.debug({"type": "RunStateBasedActions"})

    # --- ids ---------------------------------------------------------------------------
    def handle(self, o):
        """An object's id: the engine's object id and incarnation (the engine's identity across zone changes, 400.7)."""
        return "o%d.%d" % (o["id"], o.get("incarnation", 0))

    def find(self, handle, zone=None):
        try:
            number, incarnation = handle[1:].split(".")
            o = self.game.object(int(number))
        except Exception:
            return None
        if o is None or o.get("incarnation", 0) != int(incarnation):
            return None
        if zone is not None and ZONES.get(o["zone"]) != zone:
            return None
        return o

    # --- views -------------------------------------------------------------------------
    def definition(self, o):
        return self.cards.get(self.key_of.get(o["id"]))

    def characteristics(self, o):
        if o["face_down"]:
            # 708.2a as the engine holds it; the adapter only translates.
            pass
        definition = self.definition(o)
        face_index = 1 if o.get("transformed") else 0
        abilities = []
        if not o["face_down"] and definition is not None and face_index < len(definition["faces"]):
            # The engine's parsed abilities are not Obverse's data: the printed face's abilities (adapter-derived).
            abilities = list(definition["faces"][face_index]["abilities"])
        types = o["card_types"]
        mana_value = cost_value(o["mana_cost"])
        if o.get("transformed") and not o["face_down"] and definition is not None:
            # 712.8e: a transformed permanent's mana value is its front face's. The engine exposes no mana value
            # and holds only the back face's cost, so this one is the adapter's (README, "adapter-decided").
            front = definition["faces"][0].get("manaCost")
            mana_value = mana_value_of_text(front)
        creature = "Creature" in types["core_types"]
        return {
            "name": o["name"] or None,
            "manaCost": cost_text(o["mana_cost"]),
            "manaValue": mana_value,
            "colors": [COLOR_LETTERS[c] for c in ("White", "Blue", "Black", "Red", "Green") if c in o["color"]],
            "supertypes": list(types["supertypes"]),
            "types": list(types["core_types"]),
            "subtypes": list(types["subtypes"]),
            "abilities": abilities,
            "power": o["power"] if creature or ZONES[o["zone"]] != "battlefield" else None,
            "toughness": o["toughness"] if creature or ZONES[o["zone"]] != "battlefield" else None,
            "loyalty": o.get("loyalty"),
            "defense": None,
        }

    def may_look(self, o, viewer):
        """Adapter-decided (the engine's view filter is not exposed): 708.5, 406.3, hands to their owner."""
        if viewer == "referee":
            return True
        zone = ZONES[o["zone"]]
        if zone == "hand":
            return self.player_ids[o["owner"]] == viewer
        if zone == "library":
            return False
        if o["face_down"]:
            return zone in ("battlefield", "stack") and self.player_ids[o["controller"]] == viewer
        return True

    def view_object(self, o, viewer):
        zone = ZONES[o["zone"]]
        definition = self.definition(o)
        face_down = bool(o["face_down"])
        view = {
            "id": self.handle(o), "zone": zone, "owner": self.player_ids[o["owner"]],
            "controller": self.player_ids[o["controller"]],
            "faceDown": {"by": self.face_down_way.get(o["id"], "morph")} if face_down and zone in ("battlefield", "stack") else None,
            "characteristics": self.characteristics(o),
            "face": "back" if o.get("transformed") else "front",
            "melded": False,
            "transformed": zone == "battlefield" and bool(o.get("transformed")) and not face_down,
            "token": False, "tapped": bool(o["tapped"]), "phasedOut": False,
            "counters": {COUNTERS.get(k, k): v for k, v in sorted(o["counters"].items()) if v},
            "attachedTo": None, "damage": o.get("damage_marked", 0),
            "printed": {"kind": "card", "definition": definition} if self.may_look(o, viewer) else None,
        }
        if viewer == "referee":
            view["cards"] = [self.key_of[o["id"]]] if o["id"] in self.key_of else []
        return view

    def observe(self, viewer):
        state = self.game.state()["state"]
        objects = state["objects"]

        def views(ids):
            return [self.view_object(objects[str(i)], viewer) for i in ids]

        players = []
        for seat, pid in enumerate(self.player_ids):
            p = state["players"][seat]
            players.append({
                "id": pid, "left": False, "libraryCount": len(p["library"]), "handCount": len(p["hand"]),
                "library": views(p["library"]) if viewer == "referee" else None,
                "hand": views(p["hand"]) if viewer in ("referee", pid) else None,
                "graveyard": views(p["graveyard"]),
            })
        # The engine lists the stack bottom first, as Obverse's views do; only spells (no abilities) are mapped.
        stack = views([entry["source_id"] for entry in state["stack"]])
        return {"viewer": viewer, "players": players, "battlefield": views(state["battlefield"]),
                "stack": stack, "exile": views(state["exile"]), "gameOver": False}

    # --- actions -----------------------------------------------------------------------
    def apply(self, action):
        kind = action["kind"]
        handler = getattr(self, "do_" + kind.replace("-", "_"), None)
        if handler is None:
            return unsupported("the adapter maps no phase.rs action to %s" % kind)
        before = self.game.state()
        mark = len(self.log)
        try:
            events = handler(action)
            self.state_based_actions()
        except Unsupported as e:
            self.restore(before, mark)
            return unsupported(str(e))
        except ValueError as e:
            # The engine refused: an illegal action; the game is as it was.
            self.restore(before, mark)
            # Codes are namespaced by action (docs/adapter.md); below it, the engine's own reason is the message.
            return {"ok": False, "rejection": {"code": kind + "/phase", "clause": None, "message": str(e)}}
        if isinstance(events, dict):
            self.restore(before, mark)
            return events
        self.last = (before, self.log[mark:])
        return {"ok": True, "events": events}

    def restore(self, state, mark):
        self.game = self.engine.load_game(state)
        del self.log[mark:]

    def object_arg(self, action, field="object", zone=None):
        o = self.find(action[field], zone)
        if o is None:
            raise ValueError("no object %s%s" % (action[field], "" if zone is None else " on the " + zone))
        return o

    def zone_events(self, result):
        """The engine's events the contract has a kind for: zone changes (old and new id) and counters.

        An object can change zones more than once in one action (put onto the battlefield, then into the graveyard
        by the engine's state-based actions, 704.5f): a move's new id is the incarnation the object's next move in
        the same action starts from; only its last move ends at the object as it is now (400.7).
        """
        events = result.events or []
        moves = []  # (object id, incarnation before the move), one per ZoneChanged event, in order
        for e in events:
            if e.get("type") == "ZoneChanged":
                d = e["data"]
                record = d.get("record", {}).get("trigger_source_context", {}).get("identity", {}).get("reference", {})
                moves.append((d["object_id"], record.get("incarnation")))
        out = []
        k = 0
        for e in events:
            if e.get("type") == "CounterAdded":
                d = e["data"]
                o = self.game.object(d["object_id"])
                out.append({"kind": "counters-added", "object": self.handle(o),
                            "counter": COUNTERS.get(d["counter_type"], d["counter_type"]), "amount": d["count"]})
            if e.get("type") == "ZoneChanged":
                d = e["data"]
                o = self.game.object(d["object_id"])
                number, before = moves[k]
                k += 1
                later = [inc for (n, inc) in moves[k:] if n == number and inc is not None]
                after = later[0] if later else o.get("incarnation", 0)
                if before is None:
                    before = after - 1
                out.append({"kind": "zone-change", "object": "o%d.%d" % (number, before),
                            "newObject": "o%d.%d" % (number, after), "from": ZONES[d["from"]], "to": ZONES[d["to"]]})
        return out

    def do_transform(self, action):
        o = self.find(action["object"], "battlefield")
        if o is None:
            # An effect naming an object that has changed zones does nothing (400.7, docs/adapter.md "Stale ids").
            return [{"kind": "no-effect", "object": action["object"], "clause": "400.7", "reason": "no such permanent"}]
        self.give_priority(o["controller"])
        try:
            self.apply_engine(o["controller"], {"type": "Transform", "data": {"object_id": o["id"]}})
        except ValueError as e:
            if "no back face" in str(e):
                # The player action refuses; the effect path, where 701.27c makes it do nothing, is not reachable.
                raise Unsupported("transforming a permanent with no back face: %s (README, API gaps)" % e)
            raise
        after = self.game.object(o["id"])
        if bool(after.get("transformed")) == bool(o.get("transformed")):
            return [{"kind": "no-effect", "object": self.handle(o), "clause": "701.27c", "reason": "did not transform"}]
        return [{"kind": "transformed", "object": self.handle(after), "face": "back" if after["transformed"] else "front"}]

    def do_turn_face_up(self, action):
        route = action["route"]
        if route not in ("morph", "disguise"):
            raise Unsupported("turning face up by %s (the engine's TurnFaceUp pays a morph or disguise cost)" % route)
        o = self.object_arg(action, zone="battlefield")
        actor = self.seat.get(action.get("player"), o["controller"])
        definition = self.definition(o)
        abilities = {a["kind"]: a["cost"] for f in (definition or {"faces": []})["faces"][:1] for a in f["abilities"]
                     if a["kind"] in ("morph", "megamorph", "disguise")}
        if route == "morph":
            if "morph" in abilities and "megamorph" in abilities:
                # 702.37b lets the controller pay either; the engine's TurnFaceUp names no cost, so it picks.
                raise Unsupported("a permanent with both morph and megamorph: TurnFaceUp cannot say which cost is paid")
            paid = action.get("paid") or ("megamorph" if "megamorph" in abilities else "morph")
        else:
            paid = "disguise"
        self.give_priority(actor)
        if paid in abilities:
            # The model has no mana: the adapter gives the player exactly the cost first (README, "mana").
            self.debug({"type": "AddMana", "data": {"player_id": actor,
                                                    "mana": mana_for(abilities[paid], action.get("x", 0))}})
        result = self.apply_engine(actor, {"type": "TurnFaceUp", "data": {"object_id": o["id"]}})
        after = self.game.object(o["id"])
        if after["face_down"]:
            raise ValueError("the engine left it face down")
        self.face_down_way.pop(o["id"], None)
        return [{"kind": "turned-face-up", "object": self.handle(after), "route": route}] + self.zone_events(result)

    def do_move(self, action):
        if action.get("faceDown"):
            raise Unsupported("exiling face down")
        o = self.object_arg(action)
        to = {"library": "Library", "hand": "Hand", "graveyard": "Graveyard", "exile": "Exile"}[action["to"]]
        result = self.debug({"type": "MoveToZone", "data": {"object_id": o["id"], "to_zone": to, "simulate": True}})
        if action["to"] == "library" and action.get("position", "top") == "top":
            # MoveToZone puts a card at the bottom (the engine's library is top first); the top is a state edit.
            state = self.game.state()
            library = state["state"]["players"][o["owner"]]["library"]
            library.remove(o["id"])
            library.insert(0, o["id"])
            self.game = self.engine.load_game(state)
            # Not an engine action: a state edit, which the reproduction script performs the same way.
            self.log.append(["edit", {"library_top": {"player": o["owner"], "object_id": o["id"]}}])
        self.face_down_way.pop(o["id"], None)
        return self.zone_events(result)

    def do_put_onto_battlefield(self, action):
        if action.get("transformed") or action.get("asCopyOf") is not None or action.get("faceDown"):
            raise Unsupported("entering transformed, as a copy or face down")
        o = self.object_arg(action)
        controller = action.get("controller")
        if controller is not None and self.seat[controller] != o["owner"]:
            # MoveToZone has no controller; setting one afterwards would let the move happen under the owner.
            raise Unsupported("putting a card onto the battlefield under another player's control")
        if ZONES[o["zone"]] == "battlefield":
            raise ValueError("already on the battlefield")
        result = self.debug({"type": "MoveToZone", "data": {"object_id": o["id"], "to_zone": "Battlefield",
                                                             "simulate": True}})
        return self.zone_events(result)

    def do_draw(self, action):
        seat = self.seat[action["player"]]
        result = self.debug({"type": "DrawCards", "data": {"player_id": seat, "count": 1}})
        return self.zone_events(result)

    def do_shuffle(self, action):
        if action.get("order") is not None:
            raise Unsupported("a shuffle with a stated result (the engine draws its own randomness)")
        self.debug({"type": "ShuffleLibrary", "data": {"player_id": self.seat[action["player"]]}})
        return [{"kind": "shuffled", "player": action["player"]}]

    def tap_to(self, action, tapped):
        o = self.object_arg(action, zone="battlefield")
        if bool(o["tapped"]) == tapped:
            # Adapter-decided (README): debug SetTapped sets a flag; 701.26a-b (only an untapped permanent can be
            # tapped, a tapped one untapped) is enforced here, since the engine has no tap/untap effect action.
            raise ValueError("already %s (701.26)" % ("tapped" if tapped else "untapped"))
        self.debug({"type": "SetTapped", "data": {"object_id": o["id"], "tapped": tapped}})
        return [{"kind": "tapped" if tapped else "untapped", "object": self.handle(o)}]

    def do_tap(self, action):
        return self.tap_to(action, True)

    def do_untap(self, action):
        return self.tap_to(action, False)

    def counter_count(self, o, counter):
        return sum(n for k, n in o["counters"].items() if COUNTERS.get(k, k) == counter)

    def do_add_counters(self, action):
        o = self.object_arg(action)
        self.debug({"type": "ModifyCounters", "data": {"object_id": o["id"], "counter_type": action["counter"],
                                                        "delta": action["amount"]}})
        # Debug ModifyCounters reports no CounterAdded event, so the event is read off the engine's counters: what it
        # put, and none when it put none (107.1b, 107.7: putting zero counters puts none and is no counters-added).
        counter = action["counter"]
        put = self.counter_count(self.game.object(o["id"]), counter) - self.counter_count(o, counter)
        if put <= 0:
            return []
        return [{"kind": "counters-added", "object": self.handle(o), "counter": counter, "amount": put}]

    def do_cast(self, action):
        mode = action["mode"]["kind"]
        if mode not in ("normal", "face-down"):
            raise Unsupported("casting %s (phase-python has no action for it on a chosen card)" % mode)
        o = self.object_arg(action, zone="hand")
        seat = self.seat[action["player"]]
        self.give_priority(seat)
        if mode == "face-down":
            by = action["mode"]["by"]
            # 702.37c: the face-down spell costs {3}; the adapter gives that mana (README, "mana").
            self.debug({"type": "AddMana", "data": {"player_id": seat, "mana": ["Colorless"] * 3}})
            result = self.apply_engine(seat, {"type": "PlayFaceDown", "data": {"object_id": o["id"],
                                                                                "card_id": o["card_id"]}})
            after = self.game.object(o["id"])
            if after["face_down"]:
                self.face_down_way[o["id"]] = by
            return self.zone_events(result) + [{"kind": "cast", "object": self.handle(after), "face": "front",
                                                "faceDown": by}]
        if action.get("x") is not None:
            raise Unsupported("announcing X (the engine asks for X by its own prompt, for a cost with {X} only)")
        result = self.cast_normally(seat, o)
        after = self.game.object(o["id"])
        return self.zone_events(result) + [{"kind": "cast", "object": self.handle(after), "face": "front",
                                            "faceDown": None}]

    def cast_normally(self, seat, o, log=True):
        """CastSpell paying exactly the mana cost (the adapter adds it: README, "mana")."""
        cost = cost_text(o["mana_cost"])
        if cost is None:
            raise ValueError("a card with no mana cost cannot be cast normally (118.6)")
        self.give_priority(seat)
        self.debug({"type": "AddMana", "data": {"player_id": seat, "mana": mana_for(cost)}}, log=log)
        try:
            result = self.apply_engine(seat, {"type": "CastSpell", "data": {"object_id": o["id"],
                                                                             "card_id": o["card_id"], "targets": []}},
                                       log=log)
        except ValueError as e:
            if "Sorcery-speed" in str(e) or "timing" in str(e).lower():
                # Obverse's model has no turns or timing: a cast it asks for at any time stands for a cast an
                # effect allows then; the engine enforces 307.1 and has no way to be told of such a permission.
                raise Unsupported("a cast outside sorcery timing (%s)" % e)
            raise
        if self.game.waiting_for()["type"] != "Priority":
            raise Unsupported("the engine asks a choice while casting: %s" % self.game.waiting_for()["type"])
        return result

    def do_resolve(self, action):
        if action.get("transformed"):
            raise Unsupported("resolving transformed (no engine action makes a spell enter transformed)")
        stack = self.game.state()["state"]["stack"]
        if not stack:
            raise ValueError("the stack is empty")
        depth = len(stack)
        events = []
        top = self.game.object(stack[-1]["source_id"])
        passes = 0
        # 608.1: the top object resolves when all players pass in succession; each seat passes in turn.
        while len(self.game.state()["state"]["stack"]) >= depth:
            passes += 1
            if passes > 2 * len(self.player_ids):
                raise Unsupported("the top of the stack did not resolve after every player passed")
            waiting = self.game.waiting_for()
            if waiting["type"] != "Priority":
                raise Unsupported("the engine asks a choice while resolving: %s" % waiting["type"])
            result = self.apply_engine(waiting["data"]["player"], {"type": "PassPriority"})
            events += self.zone_events(result)
        return [{"kind": "resolved", "object": self.handle(top)}] + events

    # --- engine-side reproduction (README, "Reproducing a failure with phase alone") ----
    def reproduce(self):
        """The last action as phase alone replays it: the engine's state before it, its own actions, a script."""
        state, actions = self.last if self.last is not None else (self.initial_state, [])
        return {"language": "python", "state": {"card_data": self.card_data, "game": state},
                "actions": actions, "script": REPRO_SCRIPT % {"version": version(), "actions": json.dumps(actions, indent=1)},
                "howToRun": "python repro.py engine-state.json (with phase-python==%s installed)" % version()}


REPRO_SCRIPT = '''"""Replays one step of an Obverse counterexample on phase.rs alone (phase-python==%(version)s).

Usage: python this.py <engine-state.json>  (the file Obverse wrote beside the counterexample)
The file holds the card data the game used and the engine's own state right before the step.
"""
import json
import sys

import phase

# The actions are JSON; these names let Python read JSON's literals as they are.
true, false, null = True, False, None
ACTIONS = %(actions)s

saved = json.load(open(sys.argv[1]))
engine = phase.Engine.from_json(json.dumps(saved["card_data"]))
game = engine.load_game(saved["game"])


def show(title):
    state = game.state()["state"]
    print(title)
    for zone in ("battlefield", "stack", "exile"):
        for entry in state[zone]:
            oid = entry["source_id"] if zone == "stack" else entry
            o = state["objects"][str(oid)]
            print("  %%-11s %%3d.%%d %%-28r face_down=%%s transformed=%%s power=%%s counters=%%s" %% (
                zone, o["id"], o.get("incarnation", 0), o["name"], o["face_down"], o.get("transformed"), o["power"],
                o["counters"]))


show("before:")
for actor, action in ACTIONS:
    if actor == "edit":  # a state edit the adapter made (the library order), done the same way
        state = game.state()
        spec = action["library_top"]
        library = state["state"]["players"][spec["player"]]["library"]
        library.remove(spec["object_id"])
        library.insert(0, spec["object_id"])
        game = engine.load_game(state)
        print("edit", action)
        continue
    result = game.apply(actor, action)
    print("apply", actor, json.dumps(action), "->", [e["type"] for e in result.events])
show("after:")
'''


def answer(games, request):
    method, params = request.get("method"), request.get("params", {})
    if method == "handshake":
        if params.get("protocol") != PROTOCOL:
            raise ValueError("this adapter speaks " + PROTOCOL)
        taken = [c for c in params.get("capabilities", []) if c == "reproduction"]
        return {"protocol": PROTOCOL, "engine": {"name": ENGINE, "version": version()}, "mechanics": MECHANICS,
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
        return games[params["game"]].reproduce()
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
