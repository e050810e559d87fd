"""Casting as phase.rs's game casts: `CastSpell` from its legal actions, its prompts answered, the cost paid.

Obverse's model has no mana, so the adapter adds exactly the cost to the caster's pool first (debug AddMana:
README, "Debug actions") and checks the engine spent all of it: mana left over would hide a cost the engine did
not charge, so that game is discarded, never judged.
"""
import tools
import views
from session import Refused, Unsupported

MANA = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}


def mana_for(cost, x=0):
    """The mana paying `{1}{U}`-like cost text exactly (generic and X in colorless)."""
    pool = []
    for symbol in (cost or "").strip("{}").split("}{"):
        if symbol == "":
            continue
        if symbol == "X":
            pool += ["Colorless"] * int(x)
        elif symbol.isdigit():
            pool += ["Colorless"] * int(symbol)
        elif symbol in MANA:
            pool.append(MANA[symbol])
        elif "/" in symbol and any(part in MANA for part in symbol.split("/")):
            # A hybrid symbol ({2/W}, {W/U}, {G/P}) is paid with one mana of a colour it names (107.4e, 107.4f):
            # exactly one mana, which the engine must spend whole as for any other cost.
            pool.append(MANA[next(part for part in symbol.split("/") if part in MANA)])
        else:
            raise Unsupported("cost %s: symbol {%s} is not paid by this adapter" % (cost, symbol))
    return pool


def add_mana(s, seat, mana):
    if mana:
        s.debug({"type": "AddMana", "data": {"player_id": seat, "mana": mana}})


def check_spent(s, seat):
    left = s.game.player(seat).get("mana_pool", {}).get("mana", [])
    if left:
        raise Unsupported("the engine left %d of the mana given for the cost in the pool (a cost it did not charge)"
                          % len(left))


def instant_speed(o):
    return "Instant" in o["card_types"]["core_types"] or any(
        (k.get("type") if isinstance(k, dict) else k) == "Flash" for k in o.get("keywords", []))


def answer_prompts(s, seat, targets=(), x=None, mode=None):
    """Answer the engine's casting prompts: targets in order, X, normal or alternative cost."""
    targets = list(targets)
    while True:
        waiting = s.waiting()
        kind = waiting["type"]
        if kind == "Priority":
            return
        if kind == "TargetSelection" and targets:
            t = targets.pop(0)
            s.take_offered(seat, "ChooseTarget", target=t if isinstance(t, dict) else {"Object": t})
        elif kind == "ChooseXValue" and x is not None:
            s.take_offered(seat, "ChooseX", value=int(x))
        elif kind == "AlternativeCastChoice" and mode is not None:
            s.take_offered(seat, "ChooseAlternativeCast", choice={"type": mode})
        else:
            raise Unsupported("the engine asks %s while casting, which this cast does not answer" % kind)


def spell_on_stack(s, oid):
    return next((e for e in s.stack() if e["source_id"] == oid), None)


def cast_normally(s, seat, oid, x=None):
    """601.2: `CastSpell` paying the mana cost; a prompt to cast it another way is answered `Normal`."""
    o = s.obj(oid)
    from views import cost_text
    cost = cost_text(o["mana_cost"])
    if cost is None:
        raise Refused("a card with no mana cost cannot be cast normally (118.6)")
    if "{X}" not in cost and x not in (None, 0):
        raise Refused("announcing X for a cost without {X}")
    s.pass_to(seat) if instant_speed(o) else s.main_phase_for(seat)
    add_mana(s, seat, mana_for(cost, x or 0))
    results = [s.take_offered(seat, "CastSpell", object_id=oid)]
    answer_prompts(s, seat, x=x or 0, mode="Normal")
    spell = spell_on_stack(s, oid)
    if spell is None or spell["kind"]["data"].get("casting_variant") != "Normal":
        raise Refused("the engine did not cast it normally")
    check_spent(s, seat)
    return results


def cast_face_down(s, seat, oid, way):
    """702.37c, 702.168b: `CastSpell` with {3}, the engine's alternative cast (face down) chosen when it asks."""
    o = s.obj(oid)
    if way == "megamorph" and views.morph_abilities(o, s.book) == {"morph", "megamorph"}:
        # The engine records either cast as by morph (views.way_of), so which of the two was announced is lost.
        raise Unsupported("casting face down by megamorph a card that also has morph: the engine's face-down cast "
                          "does not say which morph ability is used (702.37b)")
    s.pass_to(seat) if instant_speed(o) else s.main_phase_for(seat)
    add_mana(s, seat, ["Colorless"] * 3)
    results = [s.take_offered(seat, "CastSpell", object_id=oid)]
    answer_prompts(s, seat, mode="Alternative")
    spell = spell_on_stack(s, oid)
    if spell is None or spell["kind"]["data"].get("casting_variant") != "FaceDown":
        # The engine offers the face-down cast only to a card with morph, megamorph or disguise (702.37d).
        raise Refused("the engine offers no face-down cast of this card (it cast it %s)" % (
            "face up" if spell is not None else "not at all"))
    check_spent(s, seat)
    return results


def check_targets(s, tool, wanted, since):
    """The engine picks a lone legal target itself: the tool must target exactly the objects the action names."""
    if not wanted:
        return
    got = [(e["data"].get("target") or {}).get("Object") for r in s.results[since:] for e in (r.events or [])
           if e.get("type") == "BecomesTarget" and e["data"].get("source_id") == tool]
    got = [g for g in got if g is not None]  # a player target (the objects are what the action names)
    if sorted(set(got)) != sorted(set(wanted)):
        raise Unsupported("the engine's effect cannot target what the action names (it targeted %s)" % sorted(set(got)))


def cast_tool(s, seat, purpose, targets=(), x=None, answer=None, targeted=True):
    """The tool (tools.py) cast by `seat` in the mode `purpose`, resolved, and put back; the engine's results.
    `targeted` False: the engine's effect chooses no target though its text says "target" (its "Turn target face-down
    creature face up.", docs/engines/phase.md), so the targets are not checked."""
    tool = s.book["tools"][str(seat)]
    since = len(s.results)
    s.debug({"type": "MoveToZone", "data": {"object_id": tool, "to_zone": "Hand", "simulate": False}})
    s.pass_to(seat)
    add_mana(s, seat, ["Colorless"] * int(x or 0))
    try:
        results = [s.take_offered(seat, "CastSpell", object_id=tool)]
        s.take_offered(seat, "SelectModes", indices=[tools.mode(purpose)])
    except Refused as e:
        # No legal target, say (a phased-out permanent): the engine's game cannot direct this effect there.
        raise Unsupported("the engine's game offers no cast of the tool's %s effect here: %s" % (purpose, e))
    try:
        answer_prompts(s, seat, targets=targets, x=x or 0)
    except Refused as e:
        # A target the engine does not offer (a phased-out permanent, 702.26b): no cast of this effect reaches it.
        raise Unsupported("the engine's game offers no cast of the tool's %s effect with these targets: %s"
                          % (purpose, e))
    if targeted:
        check_targets(s, tool, [t for t in targets if not isinstance(t, dict)], since)
    check_spent(s, seat)
    if not tool_on_top(s, tool):
        # An ability that triggered earlier and waited (the engine puts it on the stack when a player next receives
        # priority, deviation 11) went on the stack above the tool's spell: it would resolve first, and the action is
        # the effect alone. The tool is never taken off the stack unresolved.
        raise Unsupported("an ability the engine put onto the stack as the tool's spell was cast is above it and "
                          "would resolve first (603.3): the %s effect cannot be carried out on its own" % purpose)
    results += s.resolve_top(answer)
    if any(e["kind"]["type"] == "Spell" and e["source_id"] == tool for e in s.stack()):
        raise Unsupported("the tool's %s spell did not resolve" % purpose)
    if s.obj(tool)["zone"] != "Command":
        s.debug({"type": "MoveToZone", "data": {"object_id": tool, "to_zone": "Command", "simulate": False}})
    return results


def tool_on_top(s, tool):
    """Whether the top of the stack is the tool's spell (what resolve_top resolves)."""
    stack = s.stack()
    return bool(stack) and stack[-1]["kind"]["type"] == "Spell" and stack[-1]["source_id"] == tool


def put_from_hand(s, seat, oid, transformed=False):
    """The tool's "You may put a card from your hand onto the battlefield[ transformed]." for card `oid` of `seat`'s
    hand."""
    def answer(waiting):
        if waiting["type"] == "OptionalEffectChoice":
            return s.take_offered(seat, "DecideOptionalEffect", accept=True)
        return s.take_offered(seat, "SelectCards", cards=[oid])
    return cast_tool(s, seat, "hand-to-battlefield-transformed" if transformed else "hand-to-battlefield",
                     answer=answer)
