"""Obverse's effect actions as phase.rs's game carries effects out: a tool spell (tools.py) cast and resolved.

The tool is cast by the player the effect belongs to (an effect on a permanent: its controller, so that no
"opponent" rule, ward included, changes what it does); see routes.py for the conventions.
"""
import casting
import tools
import views
from reach import Reach
from session import Refused, Unsupported

MOVE_TOOLS = {("Battlefield", "hand"): "bounce", ("Battlefield", "graveyard"): "destroy",
              ("Battlefield", "exile"): "exile", ("Graveyard", "exile"): "graveyard-exile",
              ("Graveyard", "hand"): "graveyard-hand"}


class Effects(Reach):
    """Mixed into adapter.Game with routes.Routes."""

    def tool(self, seat, purpose, before, targets=(), x=None, answer=None):
        return self.mapped(casting.cast_tool(self.s, seat, purpose, targets=targets, x=x, answer=answer), before)

    def do_move(self, action, before):
        o = self.object_arg(action)
        to = action["to"]
        if action.get("faceDown"):
            return self.exile_face_down(o, to, before)
        if to == "library":
            if o["zone"] not in ("Battlefield", "Graveyard"):
                raise Unsupported("putting a card from the %s into a library" % o["zone"].lower())
            end = action.get("position", "top")
            if o["zone"] == "Graveyard":
                return self.tool(o["owner"], "graveyard-" + end, before, targets=[o["id"]])
            return self.tool(o["controller"], end, before, targets=[o["id"]])
        if o["zone"] == {"hand": "Hand", "graveyard": "Graveyard", "exile": "Exile"}[to]:
            raise Refused("it is already in the %s (400.7)" % to)
        purpose = MOVE_TOOLS.get((o["zone"], to))
        if purpose is None:
            raise Unsupported("a move from the %s to the %s (no tool of the adapter does it)" % (o["zone"].lower(), to))
        caster = o["owner"] if purpose == "graveyard-hand" else o["controller"]
        return self.tool(caster, purpose, before, targets=[o["id"]])

    def do_put_onto_battlefield(self, action, before):
        if action.get("asCopyOf") is not None or action.get("faceDown"):
            raise Unsupported("entering as a copy or face down (no tool of the adapter does it)")
        transformed = bool(action.get("transformed"))
        o = self.object_arg(action)
        controller = self.seat_of(action["controller"]) if action.get("controller") else o["owner"]
        if o["zone"] == "Graveyard" and controller != o["owner"] and not transformed:
            # Reanimate's "Put target card from a graveyard onto the battlefield under your control.", its caster
            # the player who is to control it.
            events = self.tool(controller, "reanimate-under-you", before, targets=[o["id"]])
        elif controller != o["owner"] or o["zone"] not in ("Graveyard", "Hand"):
            raise Unsupported("putting onto the battlefield from the %s%s%s (the adapter's tools put a card from its "
                              "owner's graveyard or hand)" % (o["zone"].lower(), " transformed" if transformed else "",
                                                               "" if controller == o["owner"] else
                                                               " under another player's control"))
        elif o["zone"] == "Graveyard":
            purpose = "reanimate-transformed" if transformed else "reanimate"
            events = self.tool(o["owner"], purpose, before, targets=[o["id"]])
        else:
            events = self.mapped(casting.put_from_hand(self.s, o["owner"], o["id"], transformed), before)
        if not any(e["kind"] == "zone-change" and e["to"] == "battlefield" for e in events):
            # The engine carried the effect out and the card stayed where it was (400.4a and the like).
            events.append({"kind": "no-effect", "object": action["object"], "clause": "400.4a",
                           "reason": "the engine's effect left the card where it was"})
        return events

    def do_draw(self, action, before):
        seat = self.seat_of(action["player"])
        if not [i for i in self.s.state()["players"][seat]["library"] if str(i) in self.s.book["number"]]:
            raise Unsupported("drawing from an empty library (the engine then has the player lose, 704.5b, which the "
                              "model leaves out)")
        return self.tool(seat, "draw", before, targets=[{"Player": seat}])

    def tap_to(self, action, before, tapped):
        o = self.object_arg(action, zone="Battlefield")
        if bool(o["tapped"]) == tapped:
            # Adapter-decided: only an untapped permanent can be tapped (701.26a), a tapped one untapped (701.26b);
            # the engine's tap effect would do nothing, Obverse's model calls it illegal.
            raise Refused("already %s (701.26)" % ("tapped" if tapped else "untapped"))
        return self.tool(o["controller"], "tap" if tapped else "untap", before, targets=[o["id"]])

    def do_tap(self, action, before):
        return self.tap_to(action, before, True)

    def do_untap(self, action, before):
        return self.tap_to(action, before, False)

    def do_add_counters(self, action, before):
        o = self.object_arg(action)
        purpose = "counters:" + action["counter"]
        if o["zone"] != "Battlefield" or purpose not in tools.TOOLS:
            raise Unsupported("%s counters on an object in the %s" % (action["counter"], o["zone"].lower()))
        return self.tool(o["controller"], purpose, before, targets=[o["id"]], x=action["amount"])

    def do_deal_damage(self, action, before):
        o = self.object_arg(action, zone="Battlefield")
        if not isinstance(action["amount"], int) or action["amount"] < 1:
            raise Refused("damage must be a whole number of 1 or more")
        types = o["card_types"]["core_types"]
        if not {"Creature", "Planeswalker", "Battle"} & set(types):
            raise Unsupported("damage to a permanent that is no creature, planeswalker or battle (the tool's target is "
                              "any target)")
        if action.get("source") is not None:
            return self.damage_by_source(action, o["controller"], o, before)
        return self.tool(o["controller"], "damage", before, targets=[o["id"]], x=action["amount"])

    def do_deal_damage_to_player(self, action, before):
        if not isinstance(action["amount"], int) or action["amount"] < 1:
            raise Refused("damage must be a whole number of 1 or more")
        seat = self.seat_of(action["player"])
        if action.get("source") is not None:
            return self.damage_by_source(action, seat, {"Player": seat}, before)
        return self.tool(seat, "damage", before, targets=[{"Player": seat}], x=action["amount"])

    def damage_by_source(self, action, recipient_controller, recipient, before):
        """120.1: the named source deals the damage, by the tool's "Target creature deals damage equal to its power to
        any target.", cast by the source's controller: only a creature on the battlefield whose power is the amount."""
        source = self.s.find(action["source"], "Battlefield")
        if source is None or "Creature" not in source["card_types"]["core_types"]:
            raise Unsupported("damage from a source that is not a creature on the battlefield now (the tool's source "
                              "is a target creature)")
        if source.get("power") != action["amount"]:
            raise Unsupported("damage from a source other than its power (the tool's source deals damage equal to its "
                              "power)")
        caster = source["controller"]
        if caster != recipient_controller and isinstance(recipient, dict) and "id" in recipient and any(
                views.ward_cost(k) is not None for k in recipient.get("keywords", [])):
            raise Unsupported("damage by an opponent's effect to a permanent with ward (its ward would trigger)")
        target = recipient if "Player" in recipient else recipient["id"]
        return self.tool(caster, "damage-by-source", before, targets=[source["id"], target])

    def do_phase_out(self, action, before):
        o = self.object_arg(action, zone="Battlefield")
        return self.tool(o["controller"], "phase-out", before, targets=[o["id"]])

    def do_attach(self, action, before):
        o = self.object_arg(action, zone="Battlefield")
        to = self.object_arg(action, field="to", zone="Battlefield")
        if "Equipment" not in o["card_types"]["subtypes"]:
            raise Unsupported("attaching what is no Equipment (the tool attaches an Equipment its controller controls)")
        return self.tool(o["controller"], "attach", before, targets=[o["id"], to["id"]])

    def do_player_leaves(self, action, before):
        """104.3a: a player concedes (the engine's Concede, which its game takes from any player at any time)."""
        seat = self.seat_of(action["player"])
        if seat in before["eliminated_players"]:
            raise Refused("that player has left the game")
        results = [self.s.call(seat, {"type": "Concede", "data": {"player_id": seat}})]
        events = self.mapped(results, before)
        if not any(e["kind"] == "player-left" for e in events):
            events.insert(0, {"kind": "player-left", "player": action["player"]})
        return events

    def manifest_like(self, action, before, kind):
        if action.get("object") is not None:
            raise Unsupported("%s of a given card (the tool manifests the top of the library)" % kind)
        count = action.get("count", 1)
        if count not in (1, 2, 3):
            raise Unsupported("%s of %d cards" % (kind, count))
        seat = self.seat_of(action["player"])
        top = self.shown_library(seat)[:1]
        events = self.tool(seat, "%s:%d" % (kind, count), before)
        empty, stays = {"manifest": ("701.40a", "701.40f"), "cloak": ("701.58a", "701.58f")}[kind]
        return self.nothing_entered(events, top, empty, stays)

    def shown_library(self, seat):
        """The cards of a library Obverse's views name, top first (not the adapter's own tool cards)."""
        return [i for i in self.s.state()["players"][seat]["library"] if str(i) in self.s.book["number"]]

    def nothing_entered(self, events, top, empty, stays):
        """An instruction to manifest or cloak that put no card onto the battlefield did nothing, and the protocol
        asks for a `no-effect` then (docs/adapter.md "Results"): with an empty library nothing happens (`empty`:
        701.40a, 701.58a, 701.62a); a top card that may not enter stays where it is (`stays`: 701.40f, 701.58f). Only
        when the engine's own events show nothing entered: the adapter reports what the engine did, never more."""
        if any(e["kind"] in ("entered", "zone-change") for e in events):
            return events
        if not top:
            return events + [{"kind": "no-effect", "object": None, "clause": empty, "reason": "the library is empty"}]
        return events + [{"kind": "no-effect", "object": views.handle(self.s.obj(top[0]), self.s.book),
                          "clause": stays, "reason": "the engine's effect left the card on top of the library"}]

    def do_manifest(self, action, before):
        return self.manifest_like(action, before, "manifest")

    def do_cloak(self, action, before):
        return self.manifest_like(action, before, "cloak")

    def do_manifest_dread(self, action, before):
        seat = self.seat_of(action["player"])
        library = self.shown_library(seat)
        if action["choose"] not in range(min(2, len(library))) and library:
            raise Refused("manifest dread chooses one of the top %d card(s)" % min(2, len(library)))
        chosen = library[action["choose"]] if library else None
        # 701.62a: the player looks at the top two cards; the engine's choice prompt shows them to that player. Each is
        # reported `looked` as it was in the library (its id and card then), as the contract asks of a look.
        top = {str(c): (views.handle(self.s.obj(c), self.s.book), views.printed(self.s.obj(c), self.s.book))
               for c in library[:2]}
        shown = []

        def answer(waiting):
            if waiting["type"] != "ManifestDreadChoice":
                raise Unsupported("the engine asks %s" % waiting["type"])
            shown.extend(str(c) for c in (waiting.get("data") or {}).get("cards") or [])
            return self.s.take_offered(seat, "SelectCards", cards=[chosen])
        events = self.tool(seat, "manifest-dread", before, answer=answer)
        events = [{"kind": "looked", "object": top[c][0], "printed": top[c][1], "player": action["player"]}
                  for c in shown if c in top] + events
        manifested = self.s.obj(chosen) if chosen is not None else None
        if manifested is not None and manifested["zone"] == "Battlefield" and manifested["face_down"]:
            self.s.book["dread"][str(chosen)] = manifested.get("incarnation", 0)
            for e in events:  # the entered event was read before the adapter noted the way (views.way_of)
                if e["kind"] == "entered" and e["faceDown"] == "manifest" and e["object"] == views.handle(manifested,
                                                                                                        self.s.book):
                    e["faceDown"] = "manifest-dread"
        return events if library else self.nothing_entered(events, [], "701.62a", "701.40f")

    def do_turn_face_down(self, action, before):
        if self.s.find(action["object"]) is None:
            # An effect naming an object that has changed zones does nothing (400.7, docs/adapter.md "Stale ids").
            return [{"kind": "no-effect", "object": action["object"], "clause": "400.7", "reason": "no such permanent"}]
        o = self.object_arg(action, zone="Battlefield")
        events = self.tool(o["controller"], "face-down", before, targets=[o["id"]])
        if not any(e["kind"] == "turned-face-down" for e in events):
            clause = "708.2b" if o["face_down"] else "712.16"
            events.append({"kind": "no-effect", "object": action["object"], "clause": clause,
                           "reason": "the engine's effect did not turn it face down"})
        return events

    def do_create_token_copy(self, action, before):
        o = self.s.find(action["of"], "Battlefield")
        if o is None:
            raise Unsupported("a token copy of an object that is not a permanent now (as it last existed, 608.2h: no "
                              "tool targets what has left)")
        return self.tool(self.seat_of(action["player"]), "token-copy", before, targets=[o["id"]])

    def do_become_copy(self, action, before):
        o = self.object_arg(action, zone="Battlefield")
        of = self.object_arg(action, field="of", zone="Battlefield")
        events = self.tool(o["controller"], "become-copy", before, targets=[o["id"], of["id"]])
        now = self.s.obj(o["id"])
        if now is not None and now["zone"] == "Battlefield" and now.get("incarnation") == o.get("incarnation"):
            # The engine reports the effect resolving, not the copy: it is the effect the action named.
            events.insert(0, {"kind": "became-copy", "object": views.handle(now, self.s.book),
                              "of": views.handle(of, self.s.book)})
        return events

    def do_counter(self, action, before):
        if action.get("to", "graveyard") != "graveyard":
            raise Unsupported("countering a spell into the %s" % action["to"])
        if str(action["object"]).startswith("a"):
            return self.counter_ability(action, before)
        o = self.s.find(action["object"])
        if o is None:
            # An effect naming an object that has changed zones does nothing (400.7, docs/adapter.md "Stale ids").
            return [{"kind": "no-effect", "object": action["object"], "clause": "400.7", "reason": "no such spell"}]
        if o["zone"] != "Stack":
            raise Refused("it is not a spell on the stack")
        return self.tool(o["controller"], "counter", before, targets=[o["id"]])

    def counter_ability(self, action, before):
        """701.6b: the tool's "Counter target activated or triggered ability." (Stifle's line), cast by the ability's
        controller; a countered ability leaves the stack and does nothing."""
        entry = int(str(action["object"])[1:])
        on_stack = next((e for e in self.s.stack() if e["id"] == entry), None)
        if on_stack is None:
            # An effect naming an object that has left does nothing (400.7, docs/adapter.md "Stale ids").
            return [{"kind": "no-effect", "object": action["object"], "clause": "400.7", "reason": "no such ability"}]
        events = self.tool(on_stack["controller"], "counter-ability", before, targets=[entry])
        if any(e["id"] == entry for e in self.s.stack()):
            raise Refused("the engine left the ability on the stack")
        # The engine reports no event of its own for a countered ability: the stack lost it, which is the effect.
        if not any(e["kind"] == "countered" for e in events):
            events.insert(0, {"kind": "countered", "object": action["object"]})
        return events

    def do_become_day_or_night(self, action, before):
        if self.s.book["day_night"] == action["designation"]:
            return [{"kind": "no-effect", "object": None, "clause": "731.1", "reason": "it already is"}]
        return self.tool(self.s.active, action["designation"], before)
