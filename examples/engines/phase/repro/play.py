"""Play a phase.rs game the way its own game is played, with phase-python alone (no Obverse): the helpers the
deviation scripts beside this file share.

Cards are built as phase.rs's card database builds them, from MTGJSON-shaped faces (`build_oracle_face`). A game is
played through the engine's legal actions only (`Game.actions()`), both players passing priority when asked: no
debug action, no saved state resumed. The cards are synthetic, costing {0}, so that everything happens on the first
turn with no mana; each script says which real cards print the same abilities.
"""
import json
import sys

import phase

ORACLE = "00000000-0000-4000-8000-%012d"


def face(name, type_line, cost=None, text="", power=None, toughness=None, loyalty=None, colors=(), side=None,
         layout="normal"):
    """One face in MTGJSON's AtomicCard shape, which phase.rs's card database is built from."""
    types = [t for t in type_line.split(" \u2014 ")[0].split() if t in (
        "Artifact", "Battle", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Kindred")]
    supertypes = [t for t in type_line.split(" \u2014 ")[0].split() if t in ("Basic", "Legendary", "World", "Snow")]
    subtypes = type_line.split(" \u2014 ")[1].split() if " \u2014 " in type_line else []
    card = {"name": name, "faceName": name, "type": type_line, "types": types, "subtypes": subtypes,
            "supertypes": supertypes, "layout": layout, "text": text, "colors": list(colors),
            "colorIdentity": list(colors), "keywords": [], "identifiers": {}, "manaValue": 0}
    for field, value in (("manaCost", cost), ("power", power), ("toughness", toughness), ("loyalty", loyalty),
                         ("side", side)):
        if value is not None:
            card[field] = value if field in ("manaCost", "side") else str(value)
    return card


def database(*cards):
    """An engine whose card data holds these cards: single faces, or (front, back) pairs of a transforming card."""
    data = {"forest": phase.build_oracle_face(face("Forest", "Basic Land \u2014 Forest"), None)}
    for i, c in enumerate(cards):
        if isinstance(c, tuple):
            for index, f in enumerate(c):
                entry = phase.build_oracle_face_multi(dict(f, layout="transform", side="ab"[index]), ORACLE % i)
                entry.update(layout="transform", face_index=index)
                data[f["name"].lower()] = entry
        else:
            data[c["name"].lower()] = phase.build_oracle_face(c, ORACLE % i)
    return phase.Engine.from_json(json.dumps(data))


class Play:
    """A game played as phase.rs's own game is played: legal actions only, both players passing when asked."""

    def __init__(self, engine, deck, seed=1, opponent=None):
        # Small decks keep every card in the opening hand; the Forests (the second player's deck unless given) pay for
        # the spells.
        self.game = engine.new_game(deck, opponent or ["Forest"] * 20, seed=seed, first_player=0)
        while self.game.waiting_for()["type"] == "MulliganDecision":
            seat = self.game.waiting_for()["data"]["pending"][0]["player"]
            self.game.apply(seat, {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})

    def offered(self):
        return [a.to_dict() for a in self.game.actions()]

    def take(self, kind, **data):
        for a in self.offered():
            if a["type"] == kind and all((a.get("data") or {}).get(k) == v for k, v in data.items()):
                return self.game.apply(self.game.priority_player() if "player" not in (
                    self.game.waiting_for().get("data") or {}) else self.game.waiting_for()["data"]["player"], a)
        raise SystemExit("not offered: %s %s (offered: %s)" % (kind, data, self.offered()))

    def ids(self, name, zone=None, owner=0):
        objects = self.game.state()["state"]["objects"].values()
        return sorted(o["id"] for o in objects
                      if o["name"] == name and o["owner"] == owner and (zone is None or o["zone"] == zone))

    def main_phase(self):
        while self.game.phase != "PreCombatMain" or self.game.waiting_for()["type"] != "Priority":
            self.step()

    def land(self):
        self.take("PlayLand", object_id=self.ids("Forest", "Hand")[0])

    def cast(self, name, *targets, x=None, mode=None, owner=0):
        oid = self.ids(name, "Hand", owner=owner)[0]
        self.take("CastSpell", object_id=oid)
        targets = list(targets)
        while self.game.waiting_for()["type"] != "Priority":
            kind = self.game.waiting_for()["type"]
            if kind == "TargetSelection":
                self.take("ChooseTarget", target={"Object": targets.pop(0)})
            elif kind == "ChooseXValue":
                self.take("ChooseX", value=x)
            elif kind == "ModeChoice":
                self.take("SelectModes", indices=[mode])
            elif kind == "AlternativeCastChoice":
                self.take("ChooseAlternativeCast", choice={"type": "Normal"})
            else:
                raise SystemExit("unexpected prompt " + kind)
        return oid

    def cast_face_down(self, name, lands=3):
        """Over `lands` turns of its own the first player plays a Forest a turn, then casts `name` face down by the
        engine's alternative cast ({3}, offered for a card with morph) and lets it resolve; returns its id."""
        self.main_phase()
        for turn in range(lands):
            if turn:
                self.next_turn_of(0)
            self.land()
        oid = self.ids(name, "Hand")[0]
        self.take("CastSpell", object_id=oid)
        while self.game.waiting_for()["type"] != "Priority":
            if self.game.waiting_for()["type"] != "AlternativeCastChoice":
                raise SystemExit("unexpected prompt " + self.game.waiting_for()["type"])
            self.take("ChooseAlternativeCast", choice={"type": "Alternative"})
        self.resolve()
        return oid

    def cast_and_resolve(self, name, *targets, **options):
        """Cast `name` as `cast` does (its targets, x, mode, owner), let it resolve, and return its id."""
        oid = self.cast(name, *targets, **options)
        self.resolve()
        return oid

    def cast_for_new(self, name, *targets):
        """Cast `name` (with `targets`), let it resolve, and return the ids of the permanents that came out of it."""
        before = {o["id"] for o in self.game.battlefield()}
        self.cast_and_resolve(name, *targets)
        return [o["id"] for o in self.game.battlefield() if o["id"] not in before]

    def resolve(self):
        """Both players pass until the top of the stack has resolved."""
        top = self.game.stack()[-1]["id"]
        while any(e["id"] == top for e in self.game.stack()) or self.game.waiting_for()["type"] != "Priority":
            self.step()

    def next_turn_of(self, seat):
        """Pass priority, step by step, until `seat`'s next precombat main phase."""
        start = self.game.turn
        # Two players, the first one (seat 0) active on odd turns.
        while not (self.game.turn > start and (self.game.turn - 1) % 2 == seat and self.game.phase == "PreCombatMain"
                   and self.game.priority_player() == seat and self.game.waiting_for()["type"] == "Priority"):
            self.step()

    def step(self):
        """One step of a game nobody acts in: pass priority; discard down to hand size (the first cards offered)."""
        waiting = self.game.waiting_for()
        if waiting["type"] == "DiscardToHandSize":
            self.game.apply(waiting["data"]["player"], {"type": "SelectCards", "data": {
                "cards": waiting["data"]["cards"][:waiting["data"]["count"]]}})
        elif waiting["type"] == "Priority":
            self.game.apply(waiting["data"]["player"], {"type": "PassPriority"})
        else:
            raise SystemExit("the game asks %s" % json.dumps(waiting)[:300])

    def obj(self, oid):
        return self.game.object(oid)


def verdict(field, expected, actual):
    """Print the checked field expected and actual; exit 1 when they differ (the deviation shows), else 0."""
    print("%s: expected %s, actual %s" % (field, json.dumps(expected), json.dumps(actual)))
    print("the deviation shows" if expected != actual else "the deviation does not show")
    sys.exit(1 if expected != actual else 0)
