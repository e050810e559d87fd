#!/usr/bin/env python3
"""A small Magic engine speaking obverse-protocol/1 (docs/protocol.md) on stdin/stdout.

Written from the protocol and the Comprehensive Rules alone, with the Python standard
library only: the worked example for engine authors in other languages. It declares two
mechanics, transform and morph, and the core every engine supports (zones, moves, casting,
resolving, tapping, counters, damage). Actions it does not implement are rejected with a
coded rejection `unsupported`, which leaves the game unchanged as the contract asks.

Run it:  npx obverse check --engine-cmd "python3 examples/engines/python/engine.py"
"""
import json
import random
import sys

PROTOCOL = "obverse-protocol/1"
PERMANENT_TYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
COLORS = ["W", "U", "B", "R", "G"]


def mana_value(cost):
    """202.3: the total of the mana cost's symbols (X counts as 0)."""
    if cost is None:
        return 0
    total = 0
    for symbol in cost.strip("{}").split("}{"):
        parts = symbol.split("/")
        if symbol.isdigit():
            total += int(symbol)
        elif symbol in ("X", "Y", "Z"):
            pass
        elif len(parts) > 1:
            total += max(int(p) if p.isdigit() else (0 if p == "P" else 1) for p in parts)
        else:
            total += 1
    return total


def colors_of(face):
    """202.2, 204: a color indicator, else the colors of the mana cost."""
    if face.get("colorIndicator") is not None:
        return list(face["colorIndicator"])  # the indicator's colors, as printed
    cost = face.get("manaCost") or ""
    return [c for c in COLORS if c in cost]


def characteristics_of(face, value=None):
    return {
        "name": face["name"],
        "manaCost": face["manaCost"],
        "manaValue": mana_value(face["manaCost"]) if value is None else value,
        "colors": colors_of(face),
        "supertypes": list(face["supertypes"]),
        "types": list(face["types"]),
        "subtypes": list(face["subtypes"]),
        "abilities": list(face["abilities"]),
        "power": face["power"],
        "toughness": face["toughness"],
        "loyalty": face["loyalty"],
        "defense": face["defense"],
    }


def face_down_characteristics(way):
    """708.2a: a 2/2 creature with no name, mana cost, subtypes or abilities; disguise and cloak add ward {2}."""
    ward = [{"kind": "ward", "cost": "{2}"}] if way in ("disguise", "cloak") else []
    return {
        "name": None, "manaCost": None, "manaValue": 0, "colors": [], "supertypes": [], "types": ["Creature"],
        "subtypes": [], "abilities": ward, "power": 2, "toughness": 2, "loyalty": None, "defense": None,
    }


def rejection(code, clause, message):
    return {"ok": False, "rejection": {"code": code, "clause": clause, "message": message}}


class Game:
    def __init__(self, setup):
        self.cards = setup["cards"]
        self.random = random.Random(setup.get("seed", 0))
        self.count = 0
        self.objects = {}
        self.players = []
        self.zones = {}  # (player, zone) -> [ids], top of library first
        self.battlefield, self.stack, self.exile = [], [], []
        self.left = set()
        self.gone = {}  # objects that left their zone, as they last existed (608.2h: a damage source is read so)
        self.revealed_all = False
        self.game_over = False
        labels = {}
        for p in setup["players"]:
            pid = p["id"]
            self.players.append(pid)
            for zone in ("library", "hand", "graveyard"):
                self.zones[(pid, zone)] = [self.new(pid, zone, card=c) for c in p.get(zone, [])]
            for e in p.get("exile", []):
                self.exile.append(self.new(pid, "exile", card=e["card"], face_down="exile" if e.get("faceDown") else None))
            for perm in p.get("battlefield", []):
                oid = self.new(
                    pid, "battlefield", card=perm.get("card"), token=perm.get("token"), melded=perm.get("melded"),
                    controller=perm.get("controller", pid), face_down=perm.get("faceDown"),
                    face=perm.get("face", "front"), tapped=perm.get("tapped", False),
                    counters=dict(perm.get("counters", {})))
                self.battlefield.append(oid)
                if "label" in perm:
                    labels[perm["label"]] = oid
                self.objects[oid]["setup"] = perm
        for oid in self.battlefield:
            perm = self.objects[oid].pop("setup")
            if "attachedTo" in perm:
                self.objects[oid]["attachedTo"] = labels[perm["attachedTo"]]
            if "copyOf" in perm:
                self.objects[oid]["copyOf"] = labels[perm["copyOf"]]
        for s in setup.get("stack", []):
            self.stack.append(self.new(s["owner"], "stack", card=s["card"], controller=s.get("controller", s["owner"]),
                                       face=s.get("face", "front"), face_down=s.get("faceDown")))

    def new(self, owner, zone, card=None, token=None, melded=None, controller=None, face_down=None, face="front",
            tapped=False, counters=None):
        """400.7: every object that enters a zone is a new object, with a new id."""
        self.count += 1
        oid = "o%d" % self.count
        self.objects[oid] = {
            "owner": owner, "zone": zone, "card": card, "token": token, "melded": melded,
            "controller": controller or owner, "faceDown": face_down, "face": face, "tapped": tapped,
            "counters": counters or {}, "damage": 0, "attachedTo": None, "copyOf": None,
        }
        return oid

    # --- reading objects ---------------------------------------------------------------
    def definition(self, o):
        return o["token"] if o["token"] is not None else self.cards[o["card"]] if o["card"] else None

    def characteristics(self, o):
        c = self.printed_characteristics(o)
        if c is None or o["zone"] != "battlefield":
            return c
        if "Creature" not in c["types"]:  # 208.3: a noncreature permanent has no power or toughness
            return dict(c, power=None, toughness=None)
        # 613.4c (layer 7c): each +1/+1 counter gives +1/+1, each -1/-1 counter -1/-1, to each value that is known;
        # a power or toughness printed as none is a characteristic-defining ability's (613.4a) and stays unknown.
        net = o["counters"].get("+1/+1", 0) - o["counters"].get("-1/-1", 0)
        known = lambda n: None if n is None else n + net  # noqa: E731
        return dict(c, power=known(c["power"]), toughness=known(c["toughness"]))

    def printed_characteristics(self, o):
        """The characteristics before counters: the face up, face-down (708.2a), copied (707.2) or melded (712.8g)."""
        if o["faceDown"] == "exile":
            return None
        if o["faceDown"] is not None:
            return face_down_characteristics(o["faceDown"])
        if o["copyOf"] is not None and o["copyOf"] in self.objects:
            return self.printed_characteristics(self.objects[o["copyOf"]])
        if o["melded"] is not None:
            a, b = (self.cards[k] for k in o["melded"])
            pair = a if "melded" in a else b
            # 712.8g: a melded permanent's mana value is the total of its two front faces'.
            return characteristics_of(pair["melded"], mana_value(a["faces"][0]["manaCost"]) + mana_value(b["faces"][0]["manaCost"]))
        d = self.definition(o)
        if o["face"] == "back" and len(d["faces"]) == 2:
            back = d["faces"][1]
            # 712.8e: a transforming permanent's back face has the mana value of its front face.
            value = mana_value(back["manaCost"]) if d["layout"] == "modal-dfc" else mana_value(d["faces"][0]["manaCost"])
            return characteristics_of(back, value)
        return characteristics_of(d["faces"][0])

    def printed(self, o):
        if o["melded"] is not None:
            return {"kind": "melded", "definitions": [self.cards[k] for k in o["melded"]]}
        if o["token"] is not None:
            return {"kind": "token", "definition": o["token"]}
        return {"kind": "card", "definition": self.cards[o["card"]]}

    def may_look(self, o, viewer):
        """708.5, 406.3: a face-down object's card is known to its controller (on the battlefield or stack) and the referee."""
        if viewer == "referee" or o["faceDown"] is None or self.revealed_all:
            return True
        return o["faceDown"] != "exile" and o["controller"] == viewer

    def view_object(self, oid, viewer):
        o = self.objects[oid]
        d = self.definition(o)
        double = d is not None and d["layout"] in ("nonmodal-dfc", "modal-dfc")
        view = {
            "id": oid, "zone": o["zone"], "owner": o["owner"], "controller": o["controller"],
            "faceDown": None if o["faceDown"] is None else {"by": o["faceDown"]},
            "characteristics": self.characteristics(o), "face": o["face"], "melded": o["melded"] is not None,
            "transformed": o["zone"] == "battlefield" and double and o["face"] == "back" and o["faceDown"] is None,
            "token": o["token"] is not None, "tapped": o["tapped"], "phasedOut": False,
            "counters": dict(o["counters"]), "attachedTo": o["attachedTo"], "damage": o["damage"],
            "printed": self.printed(o) if self.may_look(o, viewer) else None,
        }
        if viewer == "referee":
            view["cards"] = list(o["melded"]) if o["melded"] else ([o["card"]] if o["card"] else [])
        return view

    def observe(self, viewer):
        players = []
        for pid in self.players:
            library, hand = self.zones[(pid, "library")], self.zones[(pid, "hand")]
            players.append({
                "id": pid, "left": pid in self.left, "libraryCount": len(library), "handCount": len(hand),
                "library": [self.view_object(i, viewer) for i in library] if viewer == "referee" else None,
                "hand": [self.view_object(i, viewer) for i in hand] if viewer in ("referee", pid) else None,
                "graveyard": [self.view_object(i, viewer) for i in self.zones[(pid, "graveyard")]],
            })
        return {
            "viewer": viewer, "players": players,
            "battlefield": [self.view_object(i, viewer) for i in self.battlefield],
            "stack": [self.view_object(i, viewer) for i in self.stack],
            "exile": [self.view_object(i, viewer) for i in self.exile],
            "gameOver": self.game_over,
        }

    # --- changing the game -------------------------------------------------------------
    def zone_list(self, o, zone=None):
        zone = zone or o["zone"]
        if zone in ("battlefield", "stack", "exile"):
            return getattr(self, zone)
        return self.zones[(o["owner"], zone)]

    def move(self, oid, to, face_down=False, position="top"):
        """400.7: leaving a zone makes a new object; a melded permanent's cards go separately (712.21)."""
        o = self.objects[oid]
        # 708.9: a face-down permanent leaving the battlefield, or a face-down spell leaving the stack for
        # anywhere but the battlefield, is revealed to every player still in the game, as the card it is.
        leaving_face_down = o["faceDown"] is not None and (
            o["zone"] == "battlefield" or (o["zone"] == "stack" and to != "battlefield"))
        reveal = ([{"kind": "revealed", "object": oid, "printed": self.printed(o),
                    "to": [p for p in self.players if p not in self.left]}] if leaving_face_down else [])
        self.gone[oid] = dict(o, characteristics=self.characteristics(o))
        self.objects.pop(oid)
        self.zone_list(o).remove(oid)
        for other in self.objects.values():
            if other["attachedTo"] == oid:
                other["attachedTo"] = None
        events = reveal
        if o["token"] is not None:  # 111.7: a token that leaves the battlefield ceases to exist
            return reveal + [{"kind": "zone-change", "object": oid, "newObject": oid, "from": o["zone"], "to": to}]
        for card in (o["melded"] or [o["card"]]):
            new = self.new(o["owner"], to, card=card, face_down="exile" if (to == "exile" and face_down) else None)
            target = self.zone_list(self.objects[new])
            if to == "library" and position == "top":
                target.insert(0, new)
            else:
                target.append(new)
            events.append({"kind": "zone-change", "object": oid, "newObject": new, "from": o["zone"], "to": to})
        return events

    def apply(self, action):
        kind = action["kind"]
        handler = getattr(self, "do_" + kind.replace("-", "_"), None)
        if self.game_over:
            return rejection("game/over", None, "the game is over")
        if handler is None:
            return rejection("unsupported", None, "this example engine does not implement " + kind)
        # 400.7: an effect's instruction naming an object that has since changed zones is carried out
        # and does nothing; a player's own choice (casting, a special action) can only name one that exists.
        by_player = kind in ("cast", "play-land", "activate-transform") or (
            kind == "turn-face-up" and action.get("route") != "effect")
        if not by_player and self.has_left(action.get("object")):
            return {"ok": True, "events": [{"kind": "no-effect", "object": action["object"], "clause": "400.7",
                                             "reason": "that object has changed zones since; it is a new object now"}]}
        return handler(action)

    def has_left(self, oid):
        """Whether `oid` is an id this game issued for an object that no longer exists (400.7)."""
        issued = isinstance(oid, str) and oid[:1] == "o" and oid[1:].isdigit() and int(oid[1:]) <= self.count
        return issued and oid not in self.objects

    def permanent(self, action, key="object"):
        oid = action.get(key)
        o = self.objects.get(oid)
        return (oid, o) if o is not None and o["zone"] == "battlefield" else (oid, None)

    def do_transform(self, action):
        oid, o = self.permanent(action)
        if o is None:
            return rejection("transform/not-a-permanent", None, "only a permanent can transform")
        d = self.definition(o)
        if o["faceDown"] is not None or o["melded"] is not None or d is None or d["layout"] != "nonmodal-dfc":
            if d is not None and d["layout"] == "modal-dfc" and o["faceDown"] is None and o["melded"] is None:
                return rejection("transform/modal-dfc", None, "this engine does not transform modal double-faced cards")
            return {"ok": True, "events": [{"kind": "no-effect", "object": oid, "clause": "701.27c",
                                             "reason": "a permanent not represented by a double-faced card cannot transform"}]}
        into = "back" if o["face"] == "front" else "front"
        if "Instant" in d["faces"][1 if into == "back" else 0]["types"] or "Sorcery" in d["faces"][1 if into == "back" else 0]["types"]:
            return {"ok": True, "events": [{"kind": "no-effect", "object": oid, "clause": "701.27d",
                                             "reason": "it would transform into an instant or sorcery face"}]}
        o["face"] = into  # 712.18: the same object, its other face up
        events = [{"kind": "transformed", "object": oid, "face": into}]
        for a in d["faces"][1 if into == "back" else 0]["abilities"]:
            # 712.20: "as this transforms into this face" applies while it turns over.
            if a["kind"] == "as-transforms" and a["effect"]["kind"] == "counters":
                counter, amount = a["effect"]["counter"], a["effect"]["amount"]
                o["counters"][counter] = o["counters"].get(counter, 0) + amount
                events.append({"kind": "counters-added", "object": oid, "counter": counter, "amount": amount})
        # 701.27e: "when this transforms into ..." (and "whenever this transforms") triggers on the face it turned to.
        events += self.triggers(oid, d["faces"][1 if into == "back" else 0], ("transforms-into", "transforms"))
        return {"ok": True, "events": events}

    def do_turn_face_up(self, action):
        oid, o = self.permanent(action)
        if o is None or o["faceDown"] is None:
            return rejection("turn-face-up/not-face-down", "702.37e", "only a face-down permanent can be turned face up")
        front = self.definition(o)["faces"][0]
        abilities = front["abilities"]
        kinds = {a["kind"] for a in abilities}
        route, way, paid = action["route"], o["faceDown"], action.get("paid")
        if paid is not None and route != "morph":
            return rejection("turn-face-up/paid-without-morph", "702.37b", "\"paid\" names a morph or megamorph cost")
        player = action.get("player")
        if player is not None and player != o["controller"] and route != "effect":
            # 702.37e: turning a permanent face up by paying its cost is its controller's special action.
            return rejection("turn-face-up/not-controller", "702.37e", "only the permanent's controller may do that")
        allowed = {
            "morph": bool(kinds & {"morph", "megamorph"}),  # 702.37e, a megamorph cost is a morph cost
            "disguise": "disguise" in kinds,
            "mana-cost": way in ("manifest", "cloak", "manifest-dread") and "Creature" in front["types"],
            "effect": True,
        }.get(route, False)
        if not allowed or o["melded"] is not None:
            return rejection("turn-face-up/no-route", "702.37e", "it cannot be turned face up by " + route)
        if route == "morph" and paid is not None and paid not in kinds:
            return rejection("turn-face-up/no-" + paid, "702.37b", "it has no " + paid + " cost to pay")
        x = action.get("x")
        if x is not None:
            # 702.37f: X is chosen only when paying a morph cost that has an X.
            costs = [a.get("cost") or "" for a in abilities if a["kind"] in ("morph", "megamorph")]
            if not isinstance(x, int) or x < 0 or route != "morph" or not any("{X}" in c for c in costs):
                return rejection("turn-face-up/bad-x", "702.37f", "no X can be chosen here")
        o["faceDown"], o["face"] = None, "front"  # 708.8: the same object; 712.15a: front face up
        events = [{"kind": "turned-face-up", "object": oid, "route": route}]

        def add(counter, amount):
            o["counters"][counter] = o["counters"].get(counter, 0) + amount
            events.append({"kind": "counters-added", "object": oid, "counter": counter, "amount": amount})
        # 702.37b: only a megamorph cost paid adds a +1/+1 counter (with both, the player says which).
        if route == "morph" and (paid or ("megamorph" if "megamorph" in kinds else "morph")) == "megamorph":
            add("+1/+1", 1)
        for a in abilities:  # 708.11: "as this is turned face up" applies while it turns
            if a["kind"] == "as-turned-face-up" and a["effect"]["kind"] == "counters":
                amount = (x or 0) if a["effect"]["amount"] == "X" else a["effect"]["amount"]
                if amount > 0:
                    add(a["effect"]["counter"], amount)
        # 708.8: "when this is turned face up" triggers; its enters abilities do not (it did not enter).
        return {"ok": True, "events": events + self.triggers(oid, front, ("turned-face-up",))}

    def triggers(self, oid, face, kinds):
        """The face's triggered abilities of these kinds that trigger now, as events (701.27e, 708.8)."""
        return [{"kind": "triggered", "source": oid, "trigger": a["trigger"]["kind"]} for a in face["abilities"]
                if a["kind"] == "triggered" and a["trigger"]["kind"] in kinds]

    def do_cast(self, action):
        oid, o = action["object"], self.objects.get(action["object"])
        if o is None or o["zone"] != "hand" or o["owner"] != action["player"]:
            return rejection("cast/not-in-hand", "601.2a", "a spell is cast from its owner's hand")
        mode = action["mode"]
        front = self.definition(o)["faces"][0]
        face_down = None
        if mode["kind"] == "face-down":
            kinds = {a["kind"] for a in front["abilities"]}
            if mode["by"] not in ("morph", "megamorph") or not kinds & {"morph", "megamorph"}:
                return rejection("cast/no-morph", "702.37c", "only a card with morph can be cast face down by morph")
            face_down = "morph" if "morph" in kinds else "megamorph"
        elif mode["kind"] != "normal":
            return rejection("unsupported", None, "this engine casts spells normally or by morph, not " + mode["kind"])
        if face_down is None and "Land" in front["types"]:
            return rejection("cast/land", "305.9", "a land cannot be cast")
        self.zone_list(o).remove(oid)
        del self.objects[oid]
        new = self.new(o["owner"], "stack", card=o["card"], controller=action["player"], face_down=face_down)
        self.stack.append(new)
        return {"ok": True, "events": [
            {"kind": "zone-change", "object": oid, "newObject": new, "from": "hand", "to": "stack"},
            {"kind": "cast", "object": new, "face": "front", "faceDown": face_down}]}

    def do_resolve(self, action):
        if not self.stack:
            return rejection("resolve/empty-stack", "608.1", "the stack is empty")
        if action.get("transformed"):
            return rejection("unsupported", None, "this engine does not resolve spells transformed")
        oid = self.stack[-1]
        o = self.objects[oid]
        types = set(self.characteristics(o)["types"]) if o["faceDown"] is None else {"Creature"}
        if o["face"] == "back" and o["faceDown"] is None:
            types = set(self.definition(o)["faces"][1]["types"])
        self.stack.pop()
        del self.objects[oid]
        permanent = bool(types & PERMANENT_TYPES)
        to = "battlefield" if permanent else "graveyard"
        new = self.new(o["owner"], to, card=o["card"], controller=o["controller"], face_down=o["faceDown"],
                       face=o["face"])
        (self.battlefield if permanent else self.zones[(o["owner"], "graveyard")]).append(new)
        events = [{"kind": "resolved", "object": oid},
                  {"kind": "zone-change", "object": oid, "newObject": new, "from": "stack", "to": to}]
        if permanent:
            events.append({"kind": "entered", "object": new, "face": o["face"], "faceDown": o["faceDown"]})
        return {"ok": True, "events": events}

    def do_move(self, action):
        o = self.objects.get(action["object"])
        if o is None:
            return rejection("move/no-object", None, "no such object")
        if o["zone"] == "stack":
            return rejection("move/on-stack", "701.6a", "a spell leaves the stack by resolving or being countered")
        if action.get("faceDown") and action["to"] != "exile":
            return rejection("move/face-down-outside-exile", "406.3", "only exile takes cards face down here")
        # 400.7: a move is a zone change; within one zone there is none, except putting a library card on top
        # or bottom of that library.
        if o["zone"] == action["to"] and action["to"] != "library":
            return rejection("move/same-zone", "400.7", "the object is already in " + action["to"])
        if action.get("first") is not None and (o["melded"] is None or action["first"] not in o["melded"]):
            return rejection("move/first-not-in-melded-pair", "712.21b", "\"first\" names a card of a melded permanent")
        if o["melded"] is not None and action.get("first") is not None:
            first = action["first"]
            o["melded"] = [first] + [k for k in o["melded"] if k != first]
        return {"ok": True, "events": self.move(action["object"], action["to"], action.get("faceDown", False),
                                                action.get("position", "top"))}

    def do_put_onto_battlefield(self, action):
        oid, o = action["object"], self.objects.get(action["object"])
        if o is None or o["zone"] in ("battlefield", "stack") or o["token"] is not None:
            return rejection("put-onto-battlefield/not-a-card", None, "only a card in a hidden or public zone")
        if action.get("asCopyOf") is not None:
            return rejection("unsupported", None, "this engine does not put cards onto the battlefield as copies")
        d = self.definition(o)
        face = "front"
        if action.get("transformed"):
            # 712.14a: only a transforming double-faced card can enter transformed; else it stays where it is.
            if d["layout"] != "nonmodal-dfc" or {"Instant", "Sorcery"} & set(d["faces"][1]["types"]):
                return {"ok": True, "events": [{"kind": "no-effect", "object": oid, "clause": "712.14a",
                                                 "reason": "it cannot enter the battlefield transformed"}]}
            face = "back"
        entering = set(d["faces"][0 if face == "front" else 1]["types"])
        if {"Instant", "Sorcery"} & entering:  # 400.4a: an instant or sorcery card stays where it is
            return {"ok": True, "events": [{"kind": "no-effect", "object": oid, "clause": "400.4a",
                                             "reason": "an instant or sorcery card cannot enter the battlefield"}]}
        if not entering & PERMANENT_TYPES:  # 110.4a: only a permanent card can be put onto the battlefield
            return {"ok": True, "events": [{"kind": "no-effect", "object": oid, "clause": "110.4a",
                                             "reason": "only a permanent card can be put onto the battlefield"}]}
        controller = action.get("controller", o["owner"])
        if controller not in self.players:
            return rejection("put-onto-battlefield/no-player", None, "no such player")
        self.zone_list(o).remove(oid)
        self.gone[oid] = dict(o, characteristics=self.characteristics(o))
        del self.objects[oid]
        new = self.new(o["owner"], "battlefield", card=o["card"], controller=controller, face=face)
        self.battlefield.append(new)
        return {"ok": True, "events": [
            {"kind": "zone-change", "object": oid, "newObject": new, "from": o["zone"], "to": "battlefield"},
            {"kind": "entered", "object": new, "face": face, "faceDown": None}]}

    def do_draw(self, action):
        library = self.zones.get((action["player"], "library"))
        if library is None:
            return rejection("draw/no-player", None, "no such player")
        if not library:  # 121.3: drawing from an empty library draws nothing (the loss is a state-based action)
            return {"ok": True, "events": [{"kind": "no-effect", "object": None, "clause": "121.3",
                                             "reason": "the library is empty"}]}
        return {"ok": True, "events": self.move(library[0], "hand")}

    def do_shuffle(self, action):
        library = self.zones.get((action["player"], "library"))
        if library is None:
            return rejection("shuffle/no-player", None, "no such player")
        order = action.get("order")
        if order is not None and sorted(order) != list(range(len(library))):
            return rejection("shuffle/bad-order", None, "the order must be a permutation of the library")
        if order is None:
            order = list(range(len(library)))
            self.random.shuffle(order)
        library[:] = [library[i] for i in order]
        return {"ok": True, "events": [{"kind": "shuffled", "player": action["player"]}]}

    def status(self, action, change):
        oid, o = self.permanent(action)
        if o is None:
            return rejection(action["kind"] + "/not-a-permanent", None, "only a permanent")
        return {"ok": True, "events": change(oid, o)}

    def do_tap(self, action):
        """701.26a: to tap is to turn an untapped permanent sideways; a tapped one cannot be tapped."""
        oid, o = self.permanent(action)
        if o is not None and o["tapped"]:
            return rejection("tap/already-tapped", "701.26a", "the permanent is already tapped")
        return self.status(action, lambda oid, o: o.update(tapped=True) or [{"kind": "tapped", "object": oid}])

    def do_untap(self, action):
        """701.26b: to untap is to rotate a tapped permanent back; an untapped one cannot be untapped."""
        oid, o = self.permanent(action)
        if o is not None and not o["tapped"]:
            return rejection("untap/already-untapped", "701.26b", "the permanent is already untapped")
        return self.status(action, lambda oid, o: o.update(tapped=False) or [{"kind": "untapped", "object": oid}])

    def do_add_counters(self, action):
        def add(oid, o):
            o["counters"][action["counter"]] = o["counters"].get(action["counter"], 0) + action["amount"]
            return [{"kind": "counters-added", "object": oid, "counter": action["counter"], "amount": action["amount"]}]
        if action["amount"] < 0:
            return rejection("add-counters/amount", None, "the amount must be 0 or more")
        if action["amount"] == 0:
            # 107.1b, 107.7: putting zero counters is carried out and puts none
            return self.status(action, lambda oid, o: [])
        return self.status(action, add)

    def do_deal_damage(self, action):
        def damage(oid, o):
            amount = action["amount"]
            types = (self.characteristics(o) or {}).get("types", [])
            if not any(t in types for t in ("Creature", "Planeswalker", "Battle")):  # 120.1: no one else is dealt damage
                return [{"kind": "no-effect", "object": oid, "clause": "120.1",
                         "reason": "only creatures, planeswalkers and battles can be dealt damage"}]
            if "Creature" in types and withers:  # 120.3d: -1/-1 counters from a source with wither or infect
                o["counters"]["-1/-1"] = o["counters"].get("-1/-1", 0) + amount
            elif "Creature" in types:  # 120.3e: marked on a creature
                o["damage"] += amount
            for kind, card_type in (("loyalty", "Planeswalker"), ("defense", "Battle")):  # 120.3c, 120.3h
                if card_type in types:
                    o["counters"][kind] = max(0, o["counters"].get(kind, 0) - amount)
            return []
        if not isinstance(action["amount"], int) or action["amount"] < 1:  # 120.3: damage is a positive amount
            return rejection("deal-damage/bad-amount", "120.3", "the amount must be a positive whole number")
        withers = self.source_has(action.get("source"), ("wither", "infect"))
        return self.status(action, damage)

    def source_has(self, sid, keywords):
        """Whether the damage source has one of the keywords, as it is now or as it last existed (608.2h)."""
        if sid is None:
            return False
        if sid in self.objects:
            c = self.characteristics(self.objects[sid])
        else:
            c = self.gone.get(sid, {}).get("characteristics")
        abilities = (c or {}).get("abilities", [])
        return any(a["kind"] == "keyword" and a["keyword"].lower() in keywords for a in abilities)

    def do_attach(self, action):
        oid, o = self.permanent(action)
        to, target = self.permanent(action, "to")
        if o is None or target is None or oid == to:
            return rejection("attach/not-permanents", "301.5", "attach one permanent to another")
        o["attachedTo"] = to
        return {"ok": True, "events": [{"kind": "attached", "object": oid, "to": to}]}

    def do_end_game(self, action):
        self.game_over = self.revealed_all = True  # 708.9: face-down permanents are revealed when the game ends
        return {"ok": True, "events": [{"kind": "game-ended"}]}


def answer(games, request):
    method, params = request.get("method"), request.get("params", {})
    if method == "handshake":
        if params.get("protocol") != PROTOCOL:
            raise ValueError("this engine speaks " + PROTOCOL)
        return {"protocol": PROTOCOL, "engine": {"name": "python-example", "version": "0.1.0"},
                "mechanics": ["transform", "morph"]}
    if method == "start":
        name = "g%d" % (len(games) + 1)
        while name in games:
            name += "x"
        games[name] = Game(params["setup"])
        return {"game": name}
    if method == "apply":
        return games[params["game"]].apply(params["action"])
    if method == "observe":
        return games[params["game"]].observe(params["viewer"])
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
        except Exception as e:  # an engine bug: say so, and keep serving
            print("python engine: %s failed: %r" % (request.get("method"), e), file=sys.stderr)
            response = {"id": request["id"], "error": {"message": "%s: %s" % (type(e).__name__, e)}}
        sys.stdout.write(json.dumps(response) + "\n")
        sys.stdout.flush()
        if request.get("method") == "shutdown":
            return


if __name__ == "__main__":
    main()
