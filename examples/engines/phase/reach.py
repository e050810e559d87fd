"""Obverse's effect actions added for reach (issue 38, point 7), by the same tool spell as effects.py: continuous
effects (`apply-effect`), a card exiled face down, a copy of a spell, a card revealed from a hand.

Mixed into adapter.Game through effects.Effects; each is a real card's line the tool carries (tools.py).
"""
import json

import tools
import views
from session import Refused, Unsupported


class Reach:
    """Mixed into effects.Effects: `s` is the Session, `tool` casts the tool (effects.Effects.tool)."""

    def exile_face_down(self, o, to, before):
        """406.3: the top card of a library exiled face down by its owner's "Exile the top card of your library face
        down."; from anywhere else the tool has no line for it."""
        if to != "exile":
            raise Refused("only exile takes cards face down (406.3)")
        library = self.s.game.player(o["owner"])["library"] if o["zone"] == "Library" else []
        if not library or library[0] != o["id"]:
            raise Unsupported("exiling face down a card that is not the top of its owner's library (the tool exiles "
                              "the top card of a library face down)")
        events = self.tool(o["owner"], "exile-top-face-down", before)
        now = self.s.obj(o["id"])
        if now is None or now["zone"] != "Exile" or not now["face_down"]:
            raise Unsupported("the engine did not exile the card face down")
        return events

    def do_copy_spell(self, action, before):
        """707.10: the tool's "Copy target spell." (Twincast's line) cast by the player the copy is for; the copy goes
        on the stack under their control as the tool resolves."""
        if str(action["of"]).startswith("a"):
            return self.copy_spell_of_ability(action, before)
        o = self.s.find(action["of"])
        if o is None or o["zone"] != "Stack":
            raise Refused("it is not a spell on the stack (707.10)")
        seat = self.seat_of(action["player"])
        stack_before = {e["id"] for e in self.s.stack()}
        events = self.tool(seat, "copy-spell", before, targets=[o["id"]])
        made = [e for e in self.s.stack() if e["id"] not in stack_before and e["kind"]["type"] == "Spell"]
        if len(made) != 1:
            raise Unsupported("the engine's copy effect put %d spells on the stack" % len(made))
        copy = self.s.obj(made[0]["source_id"])
        return [{"kind": "became-copy", "object": views.handle(copy, self.s.book), "of": views.handle(o, self.s.book)}
                ] + events

    def copy_spell_of_ability(self, action, before):
        """An ability named where a spell is to be copied (707.10 copies a spell): the engine's game is asked, by the
        tool's "Copy target spell." aimed at the ability, and its refusal to offer that target is the answer."""
        entry = int(str(action["of"])[1:])
        if not any(e["id"] == entry for e in self.s.stack()):
            raise Refused("it is not a spell on the stack (707.10)")
        try:
            self.tool(self.seat_of(action["player"]), "copy-spell", before, targets=[entry])
        except Unsupported as e:
            raise Refused("the engine's \"Copy target spell.\" cannot target an ability (707.10): %s" % e)
        raise Unsupported("the engine's \"Copy target spell.\" took an ability as its target")

    def do_reveal(self, action, before):
        """701.20a: a card in its owner's hand revealed to every player, by the tool's "Target player reveals a card
        from their hand." (the engine asks which card: this one). Any other reveal no line of the tool makes."""
        seat = self.seat_of(action["player"])
        o = self.s.find(action["object"])
        if o is None:
            raise Refused("no object %s (400.7)" % action["object"])
        everyone = [p for i, p in enumerate(self.s.book["players"]) if i not in before["eliminated_players"]]
        if o["zone"] != "Hand" or o["owner"] != seat:
            raise Unsupported("revealing what is not a card in the revealing player's hand (the tool reveals a card "
                              "from a hand)")
        if action.get("to") is not None and sorted(action["to"]) != sorted(everyone):
            raise Unsupported("revealing to some players only (the tool reveals to every player)")

        if [i for i in self.s.game.player(seat)["hand"] if str(i) in self.s.book["number"]] != [o["id"]]:
            raise Unsupported("revealing one card of a hand of several (the engine's reveal shows the whole hand)")

        def answer(waiting):
            if waiting["type"] != "RevealChoice":
                raise Unsupported("the engine asks %s as the reveal resolves" % waiting["type"])
            return self.s.take_offered(seat, "SelectCards", cards=[o["id"]])
        events = self.tool(seat, "reveal-from-hand", before, targets=[{"Player": seat}], answer=answer)
        shown = [c for r in self.s.results for e in (r.events or []) if e.get("type") == "CardsRevealed"
                 for c in (e.get("data") or {}).get("card_ids", [])]
        if [c for c in shown if str(c) in self.s.book["number"]] != [o["id"]]:
            # The engine's event names every card of the hand: a reveal of this card alone only when it is the one.
            raise Unsupported("the engine's reveal showed other cards than this one (it showed %s)" % shown)
        revealed = {"kind": "revealed", "object": views.handle(o, self.s.book),
                    "printed": views.printed(o, self.s.book),
                    "to": action.get("to") or everyone}
        return [revealed] + events

    def do_apply_effect(self, action, before):
        """A continuous effect of a resolving spell on a permanent (611.2a: no duration stated, it lasts): the tool's
        line for that effect (tools.py), cast by the permanent's controller."""
        if self.s.find(action["object"]) is None:
            # An effect naming an object that has changed zones does nothing (400.7, docs/adapter.md "Stale ids").
            return [{"kind": "no-effect", "object": action["object"], "clause": "400.7", "reason": "no such permanent"}]
        o = self.object_arg(action, zone="Battlefield")
        effect = action["effect"]
        purpose, x = effect_tool(effect)
        events = self.tool(o["controller"], purpose, before, targets=[o["id"]], x=x)
        now = self.s.obj(o["id"])
        if now is not None and now["zone"] == "Battlefield" and now.get("incarnation") == o.get("incarnation"):
            # The engine reports the tool resolving, not the effect: it is the effect the action named (as become-copy).
            events.insert(0, {"kind": "effect-applied", "object": views.handle(now, self.s.book)})
        # What views.abilities_of reads the engine's result by: the object (this incarnation, 400.7) that lost all
        # abilities, and the keywords effects gave it, each then looked for among the engine's own keywords.
        key, incarnation = str(o["id"]), o.get("incarnation", 0)
        if effect["kind"] == "lose-all-abilities":
            self.s.book.setdefault("lost", {})[key] = incarnation
            self.s._state = None
        elif effect["kind"] == "gain-ability":
            gained = self.s.book.setdefault("gained", {})
            if gained.get(key, [None])[0] != incarnation:
                gained[key] = [incarnation, []]
            gained[key][1].append(effect["ability"])
        return events


def effect_tool(effect):
    """(tool purpose, X) of an Obverse EffectSpec, or Unsupported when no line of the tool states that effect."""
    kind = effect["kind"]
    if kind == "lose-all-abilities":
        return "lose-all-abilities", None
    if kind == "gain-ability":
        ability = effect["ability"]
        if ability["kind"] == "triggered":
            purpose = tools.gained_purpose(ability)
        else:
            purpose = "gain:%s" % (ability.get("keyword") if ability["kind"] == "keyword" else ability["kind"])
    elif kind == "add-types" and "Creature" in effect["types"]:
        # Every real card's line that makes a permanent a creature says its power and toughness too (a creature with
        # none is a reading the rules leave open): the tool has no such line.
        purpose = None
    elif kind == "add-types":
        purpose = "add-types:%s:%s" % ("+".join(effect["types"]), "+".join(effect["subtypes"]))
    elif kind == "set-power-toughness":
        if effect["power"] == effect["toughness"] and effect["power"] >= 0:
            return "set-power-toughness:X/X", effect["power"]
        purpose = "set-power-toughness:%d/%d" % (effect["power"], effect["toughness"])
    elif kind == "modify-power-toughness":
        if effect["power"] == effect["toughness"] and effect["power"] != 0:
            sign = "+" if effect["power"] > 0 else "-"
            return "modify-power-toughness:%sX/%sX" % (sign, sign), abs(effect["power"])
        purpose = None
    else:
        purpose = None
    if purpose not in tools.TOOLS:
        raise Unsupported("the effect %s (no line of the adapter's tool states it)" % json.dumps(effect))
    return purpose, None
