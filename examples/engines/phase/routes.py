"""Each Obverse action by the route phase.rs's own game takes (README, "Actions"); anything else is `unsupported`.

A handler returns the Obverse events of its action, or raises Refused (an illegal action: the engine's game does
not allow it) or Unsupported (the engine's game has no such route). Either way the adapter undoes whatever the
engine already did, by playing the game again from a new game (session.undo).
"""
import casting
from events import events_of
from session import Refused, Unsupported

LIBRARY_END = {"top": "top", "bottom": "bottom"}
MOVE_TOOLS = {("Battlefield", "hand"): "bounce", ("Battlefield", "graveyard"): "destroy",
              ("Battlefield", "exile"): "exile", ("Graveyard", "exile"): "graveyard-exile"}


class Routes:
    """Mixed into adapter.Game: `s` is its Session."""

    def mapped(self, results, before, extra_before=(), extra_after=()):
        """The action's events: every engine result since it began (a choice settled after it included)."""
        self.s.settle()
        self.s.number_new()
        return list(extra_before) + events_of(self.s, self.s.results, before) + list(extra_after)

    def object_arg(self, action, field="object", zone=None):
        o = self.s.find(action[field], zone)
        if o is None:
            raise Refused("no object %s%s" % (action[field], "" if zone is None else " in the " + zone))
        return o

    def seat_of(self, player):
        if player not in self.s.seat:
            raise Refused("no player %s" % player)
        return self.s.seat[player]

    def do_cast(self, action, before):
        mode = action["mode"]["kind"]
        o = self.object_arg(action, zone="Hand")
        seat = self.seat_of(action["player"])
        if o["owner"] != seat:
            raise Refused("only a card in the caster's own hand can be cast from there")
        if action.get("targets"):
            # An Aura spell's target (303.4a): the engine asks it only of a card with an enchant ability, which
            # card_data.py cannot describe (not declared); an Aura without one the engine will not cast at all.
            raise Unsupported("casting with targets (an Aura spell's, 303.4a)")
        if mode == "face-down":
            results = casting.cast_face_down(self.s, seat, o["id"], action["mode"]["by"])
            way = action["mode"]["by"]
        elif mode == "normal":
            results = casting.cast_normally(self.s, seat, o["id"], action.get("x"))
            way = None
        else:
            raise Unsupported("casting %s (no cast of the engine's game reaches it for a chosen card)" % mode)
        spell = self.s.obj(o["id"])
        from views import handle, way_of
        cause = way_of(spell, self.s.book) if spell["face_down"] else None
        if cause not in (None, "morph", "megamorph", "disguise"):
            cause = way  # no cause of a face-down cast recorded: the way the adapter asked for
        if way is not None and cause is not None and (cause == "disguise") != (way == "disguise"):
            # The engine offers one face-down cast, by the ability the card has: not the one asked for (702.37d).
            raise Refused("the engine cast it face down by %s, not by %s" % (cause, way))
        self.s.number_new()
        cast = {"kind": "cast", "object": handle(spell, self.s.book), "face": "front", "faceDown": cause}
        return self.mapped(results, before, extra_after=[cast])

    def do_resolve(self, action, before):
        if action.get("transformed"):
            raise Unsupported("resolving transformed (no effect of the adapter makes a spell enter transformed)")
        stack = self.s.stack()
        if not stack:
            raise Refused("the stack is empty")
        top = stack[-1]
        results = self.s.resolve_top()
        from views import handle
        source = before["objects"].get(str(top["source_id"]))
        resolved = []
        if source is not None and top["kind"]["type"] == "Spell" and str(top["source_id"]) in self.s.book["number"]:
            resolved = [{"kind": "resolved", "object": handle(source, self.s.book)}]
        elif top["kind"]["type"] != "Spell":
            resolved = [{"kind": "resolved", "object": "a%d" % top["id"]}]
        return self.mapped(results, before, extra_before=resolved)

    def do_transform(self, action, before):
        o = self.s.find(action["object"], "Battlefield")
        if o is None:
            # An effect naming an object that has changed zones does nothing (400.7, docs/adapter.md "Stale ids").
            return [{"kind": "no-effect", "object": action["object"], "clause": "400.7", "reason": "no such permanent"}]
        results = casting.cast_tool(self.s, o["controller"], "transform", targets=[o["id"]])
        events = self.mapped(results, before)
        if not any(e["kind"] == "transformed" for e in events):
            events.append({"kind": "no-effect", "object": action["object"], "clause": "701.27c",
                           "reason": "the engine's transform effect did nothing"})
        return events

    def do_activate_transform(self, action, before):
        o = self.object_arg(action, zone="Battlefield")
        seat = o["controller"]
        index = next((i for i, a in enumerate(o.get("abilities", []))
                      if a.get("kind") == "Activated" and (a.get("effect") or {}).get("type") == "Transform"), None)
        if index is None:
            raise Refused("the permanent has no transform ability")
        cost = o["abilities"][index].get("cost") or {}
        from views import cost_text
        mana = cost.get("cost") if cost.get("type") == "Mana" else None
        if cost and cost.get("type") != "Mana":
            raise Unsupported("a transform ability whose cost is not only mana")
        self.s.pass_to(seat)
        casting.add_mana(self.s, seat, casting.mana_for(cost_text(mana)) if mana else [])
        results = [self.s.take_offered(seat, "ActivateAbility", source_id=o["id"], ability_index=index)]
        casting.answer_prompts(self.s, seat)
        casting.check_spent(self.s, seat)
        return self.mapped(results, before)

    def do_turn_face_up(self, action, before):
        o = self.object_arg(action, zone="Battlefield")
        seat = self.seat_of(action["player"]) if action.get("player") else o["controller"]
        route = action["route"]
        if route == "effect":
            # phase.rs's "Turn target face-down creature face up." turns every face-down creature face up
            # (docs/engines/phase.md, 115.1a): it is the effect of turning this one face up only while this one is
            # the only face-down permanent.
            others = [p for p in self.s.game.battlefield() if p["face_down"] and p["id"] != o["id"]]
            if others:
                raise Unsupported("turning face up by an effect with another face-down permanent on the battlefield "
                                  "(the engine's effect turns every face-down creature up)")
            if "Creature" not in o["card_types"]["core_types"]:
                raise Unsupported("turning face up by an effect a face-down permanent that is no creature (the "
                                  "effect's target is a face-down creature)")
            results = casting.cast_tool(self.s, o["controller"], "face-up", targets=[o["id"]], targeted=False)
            if self.s.obj(o["id"])["face_down"]:
                # The engine carried the effect out and left it face down (701.40g, say).
                events = self.mapped(results, before)
                return events + [{"kind": "no-effect", "object": action["object"], "clause": "701.40g",
                                  "reason": "the engine's effect left it face down"}]
        else:
            cost = self.face_up_cost(o, route, action)
            self.s.pass_to(seat)
            casting.add_mana(self.s, seat, casting.mana_for(cost, action.get("x", 0)))
            results = [self.s.take_offered(seat, "TurnFaceUp", object_id=o["id"])]
            casting.answer_prompts(self.s, seat, x=action.get("x", 0))
            casting.check_spent(self.s, seat)
        if self.s.obj(o["id"])["face_down"]:
            raise Refused("the engine left it face down")
        from views import handle
        # The permanent as it was turned face up (it is the same object, 708.8), even if a state-based action has
        # since put it into a graveyard (704.5f).
        up = {"kind": "turned-face-up", "object": handle(o, self.s.book), "route": route}
        return self.mapped(results, before, extra_before=[up])

    def face_up_cost(self, o, route, action):
        key = self.s.book["key"].get(str(o["id"]))
        if key is None:
            raise Unsupported("turning face up a face-down object that is no setup card")
        face = self.s.book["cards"][key]["faces"][0]
        costs = {a["kind"]: a["cost"] for a in face["abilities"] if a["kind"] in ("morph", "megamorph", "disguise")}
        # TurnFaceUp names no route: asked by a route the card does not have, the engine would take another one.
        if route == "morph":
            if "morph" in costs and "megamorph" in costs:
                raise Unsupported("both morph and megamorph: TurnFaceUp cannot say which cost is paid (702.37b)")
            if "morph" not in costs and "megamorph" not in costs:
                raise Refused("it has no morph or megamorph cost to pay (702.37e)")
            cost = costs.get("megamorph", costs.get("morph"))
        elif route == "disguise":
            if "disguise" not in costs:
                raise Refused("it has no disguise cost to pay (702.168d)")
            cost = costs.get("disguise")
        elif route == "mana-cost":
            cost = face.get("manaCost")
            # 701.40c: a manifested card with morph (or disguise) may be turned up either way; TurnFaceUp names no
            # cost, so the engine picks. With exactly the mana cost in the pool, and no other cost of the card that
            # this mana could pay, the engine can only pay the mana cost (casting.check_spent sees it all spent).
            manifested = o.get("face_down_cause") in ("Manifest", "Cloak", "ManifestDread")
            if costs and (not manifested or "megamorph" in costs
                          or any(payable(c, cost) for c in costs.values() if c != cost)):
                raise Unsupported("turning face up for its mana cost a card that also has %s: TurnFaceUp cannot say "
                                  "which cost is paid" % " and ".join(sorted(costs)))
        else:
            raise Unsupported("turning face up by %s" % route)
        return cost  # None: nothing to pay, and the engine says whether it may be turned face up


def payable(cost, pool_cost):
    """Whether mana paying `pool_cost` exactly ({1}{G}-like text) could pay `cost` too (a symbol the adapter does not
    pay counts as payable, so that the caller stays out)."""
    try:
        pool, needs = casting.mana_for(pool_cost), casting.mana_for(cost)
    except Unsupported:
        return True
    total = len(pool)
    for symbol in (cost or "").strip("{}").split("}{"):
        if symbol in casting.MANA and symbol != "C":
            if casting.MANA[symbol] not in pool:
                return False
            pool.remove(casting.MANA[symbol])
    return len(needs) <= total

