"""Routes of the phase adapter (examples/engines/phase/README.md, "Actions"), each played on phase-python itself
through adapter.Game as `obverse check` plays it, with the outcome it must have:

    python test/examples/phase/route_checks.py

- a permanent becomes a copy of another, and of itself (Shapesharer's kind of line: one permanent may be both
  targets, 115.3), the copy read off the engine;
- a card goes from a graveyard to the top and to the bottom of its owner's library (Noxious Revival's and Reito
  Lantern's lines);
- an ability on the stack is countered (Stifle's line, 701.6b) and leaves it; named again it does nothing (400.7);
- copy-spell naming an ability is refused by the engine's own "Copy target spell." (707.10), the game unchanged;
- a permanent gains "When this permanent leaves the battlefield, ..." and shows it; leaving, it triggers, and the
  ability on the stack is the one the effect gave;
- a setup whose building by play makes something trigger (a back face with "whenever this transforms") starts with
  an empty stack;
- an "Enchant creature" Aura on a creature that transforms into a noncreature is put into its owner's graveyard
  (704.5m): the engine reads the adapter's enchant line as the restriction it is;
- an Aura entering other than as a spell (a token copy of an Aura) enchants the first permanent in battlefield
  order it may enchant (303.4f, docs/adapter.md), answering the engine's ReturnAsAuraTarget; a manifested Aura card
  is played through that prompt too, and its views report the attachment the engine made;
- a creature with morph shows it, and a token copy of it shows only what phase.rs gives the token (no morph,
  deviation 22): morph, megamorph and disguise are reported as the engine holds them;
- the legend rule's choice keeps the one that entered last (704.5j, docs/adapter.md), not the one phase.rs gave the
  latest timestamp by transforming it (613.7g);
- loyalty and defense are read as characteristics of planeswalkers and battles only (306.5, 310.4), a copy's
  loyalty as the engine copied it (707.2), whatever counters the permanent has;
- a setup permanent that starts as a copy has the intrinsic counters of what it copies, not of its own card
  (306.5b): a planeswalker card copying a creature, or face down by an effect, has no loyalty counters; a creature
  card copying a planeswalker has its loyalty counters;
- the loyalty and defense counters a setup states are the ones the engine's rules read;
- a permanent back face up shows its front face's mana value when its card is also in the setup under another key;
- a token copy turned face down is still, printed, the copy it was;
- each face-down permanent that leaves in one action (a player who concedes) is revealed (708.9);
- manifesting, cloaking or manifesting dread from an empty library does nothing and says so (`no-effect`);
- the battlefield and exile are listed in the order permanents entered and cards were exiled, the setup's in its
  own order, and the legend rule's choice reads the same order;
- a face-down permanent that becomes a copy of a planeswalker has no loyalty while face down (708.10);
- a permanent back face up has its front face's mana value, a copy of a back face 0 (712.8e);
- an effect whose tool's spell would go on the stack under an ability that waited to be put there is `unsupported`,
  the game unchanged (never carried out with the tool taken off the stack unresolved);
- a token copy is created and enters the battlefield (both events); its leaves-the-battlefield ability, on the stack after the token is exiled, is named as the copied card's
  ability with the token as its source (views.triggered_of);
- manifesting dread reports both cards looked at (701.62a);
- a card whose one morph ability is megamorph is face down by megamorph, cast so or built so (702.37b, 708.6); a card
  with both is face down by morph when cast by morph, and casting it by megamorph is unsupported;
- at every mode prompt the cases meet, the modes the adapter reads off the prompt (session.offered_modes) are the
  ones the engine's legal-action list offers.

Prints each check and exits 1 when any fails, 0 when all pass. Needs the adapter's venv (its setup.sh).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "../../../examples/engines/phase"))

import adapter  # noqa: E402
import session  # noqa: E402
import views  # noqa: E402
from state_checks import face  # noqa: E402  (an Obverse face, as the state checks write one)

FAILED = []


def card(name, abilities=(), types=("Creature",)):
    creature = "Creature" in types
    return {"layout": "single", "faces": [face(name, list(types), "{1}{G}", 2 if creature else None,
                                               2 if creature else None, abilities)]}


def check(what, expected, actual):
    ok = expected == actual
    print("%s %s: expected %r, actual %r" % ("ok  " if ok else "FAIL", what, expected, actual))
    if not ok:
        FAILED.append(what)


def game(p1, p2=None, cards=None):
    return adapter.Game({"players": [dict(id="P1", **p1), dict(id="P2", **(p2 or {}))], "cards": cards})


def names(g):
    return [o["characteristics"]["name"] for o in g.observe("referee")["battlefield"]]


def copies():
    cards = {"a": card("Alpha"), "b": card("Beta")}
    g = game({"battlefield": [{"card": "a"}]}, {"battlefield": [{"card": "b"}]}, cards)
    first, second = [o["id"] for o in g.observe("referee")["battlefield"]]
    check("become-copy of another is accepted", True, g.apply({"kind": "become-copy", "object": first,
                                                                 "of": second})["ok"])
    check("the copy has the copied name", ["Beta", "Beta"], names(g))
    g = game({"battlefield": [{"card": "a"}]}, {"battlefield": [{"card": "b"}]}, cards)
    check("become-copy of itself is accepted", True, g.apply({"kind": "become-copy", "object": first,
                                                                "of": first})["ok"])
    check("a copy of itself is itself", ["Alpha", "Beta"], names(g))


def graveyard_to_library():
    cards = {"a": card("Alpha"), "b": card("Beta"), "c": card("Gamma")}
    for position, order in (("top", ["Alpha", "Beta", "Gamma"]), ("bottom", ["Beta", "Gamma", "Alpha"])):
        g = game({"graveyard": ["a"], "library": ["b", "c"]}, None, cards)
        card_id = g.observe("referee")["players"][0]["graveyard"][0]["id"]
        r = g.apply({"kind": "move", "object": card_id, "to": "library", "position": position})
        check("graveyard to the %s of the library is accepted" % position, True, r["ok"])
        library = g.observe("referee")["players"][0]["library"]
        check("the library after putting it on the %s" % position, order,
              [o["characteristics"]["name"] for o in library])


def abilities_on_the_stack():
    enters = {"kind": "triggered", "trigger": {"kind": "enters"}, "effect": "draw a card (enters)"}
    g = game({"graveyard": ["a"], "library": ["b"]}, None, {"a": card("Alpha", [enters]), "b": card("Beta")})
    g.apply({"kind": "put-onto-battlefield", "object": g.observe("referee")["players"][0]["graveyard"][0]["id"]})
    ability = g.observe("referee")["stack"][-1]["id"]
    r = g.apply({"kind": "copy-spell", "player": "P2", "of": ability})
    check("copy-spell of an ability is refused by the engine", (False, "copy-spell/phase"),
          (r["ok"], (r.get("rejection") or {}).get("code")))
    check("the refused copy leaves the stack as it was", [ability], [o["id"] for o in g.observe("referee")["stack"]])
    r = g.apply({"kind": "counter", "object": ability})
    check("countering the ability", (True, [{"kind": "countered", "object": ability}]), (r["ok"], r.get("events")))
    check("the countered ability has left the stack", [], g.observe("referee")["stack"])
    r = g.apply({"kind": "counter", "object": ability})
    check("countering it again does nothing (400.7)", ["no-effect"], [e["kind"] for e in r.get("events", [])])


def gained_trigger():
    leaves = {"kind": "triggered", "trigger": {"kind": "leaves"}, "effect": "untap this (leaves)",
              "resolves": {"kind": "untap"}}
    g = game({"battlefield": [{"card": "a"}]}, None, {"a": card("Alpha")})
    permanent = g.observe("referee")["battlefield"][0]["id"]
    r = g.apply({"kind": "apply-effect", "object": permanent, "effect": {"kind": "gain-ability", "ability": leaves}})
    check("the effect giving a leaves ability is accepted", True, r["ok"])
    check("the permanent shows the ability it gained", [leaves],
          g.observe("referee")["battlefield"][0]["characteristics"]["abilities"])
    r = g.apply({"kind": "move", "object": permanent, "to": "graveyard"})
    check("leaving, it triggers", [{"kind": "triggered", "source": permanent, "trigger": "leaves"}],
          [e for e in r["events"] if e["kind"] == "triggered"])
    check("the ability on the stack is the one it gained", [("untap this (leaves)", "leaves")],
          [(o["printed"]["description"], o["printed"].get("trigger")) for o in g.observe("referee")["stack"]])


def setup_trigger_countered():
    transforms = {"kind": "triggered", "trigger": {"kind": "transforms"}, "effect": "counters this (transforms)",
                  "resolves": {"kind": "counters", "counter": "+1/+1", "amount": 1}}
    dfc = {"layout": "nonmodal-dfc", "faces": [card("Day Guy", [transforms])["faces"][0],
                                               dict(card("Night Guy", [transforms])["faces"][0], manaCost=None,
                                                    colorIndicator=["G"])]}
    g = game({"battlefield": [{"card": "d", "face": "back"}]}, None, {"d": dfc})
    view = g.observe("referee")
    check("a back face built by transforming starts with an empty stack", [], view["stack"])
    check("and as the setup says it", [("Night Guy", {})],
          [(o["characteristics"]["name"], o["counters"]) for o in view["battlefield"]])


def aura_restriction():
    aura = card("Pacifism", [{"kind": "enchant", "types": ["Creature"]}], types=("Enchantment",))
    aura["faces"][0]["subtypes"] = ["Aura"]
    dfc = {"layout": "nonmodal-dfc", "faces": [card("Day Guy")["faces"][0],
                                               dict(card("Night Relic", types=("Artifact",))["faces"][0],
                                                    manaCost=None, colorIndicator=["G"])]}
    g = game({"battlefield": [{"card": "d", "label": "host"}, {"card": "p", "attachedTo": "host"}]}, None,
             {"d": dfc, "p": aura})
    host = [o["id"] for o in g.observe("referee")["battlefield"] if o["characteristics"]["name"] == "Day Guy"][0]
    check("the transform is accepted", True, g.apply({"kind": "transform", "object": host})["ok"])
    view = g.observe("referee")
    check("the Aura is in its owner's graveyard (704.5m)", ["Pacifism"],
          [o["characteristics"]["name"] for o in view["players"][0]["graveyard"]])


def aura_entering():
    aura = card("Guy Charm", [{"kind": "enchant", "types": ["Creature"]}], types=("Enchantment",))
    aura["faces"][0]["subtypes"] = ["Aura"]
    cards = {"a": card("Alpha"), "b": card("Beta"), "c": aura, "d": dict(aura)}
    g = game({"battlefield": [{"card": "a"}, {"card": "b", "label": "beta"}, {"card": "c", "attachedTo": "beta"}],
              "library": ["d"]}, None, cards)
    alpha, beta, charm = [o["id"] for o in g.observe("referee")["battlefield"]]
    copied = g.apply({"kind": "create-token-copy", "player": "P1", "of": charm})
    check("a token copy of an Aura is created (303.4f: its controller chooses what it enchants)", True, copied["ok"])
    token = g.observe("referee")["battlefield"][-1]
    check("it enchants the first permanent in battlefield order it may enchant", alpha, token["attachedTo"])
    manifested = g.apply({"kind": "manifest", "player": "P1"})
    check("an Aura card manifested is accepted", True, manifested["ok"])
    down = [o for o in g.observe("referee")["battlefield"] if o["faceDown"]]
    check("the manifested card is one face-down permanent", 1, len(down))
    # A face-down permanent is no Aura (708.2a), yet phase.rs attaches the manifested Aura card as it enters
    # (docs/engines/phase.md, deviation 23): the views say what the engine did, for the checks to judge.
    engine = g.s.obj(g.s.find(down[0]["id"])["id"])
    shown = down[0]["attachedTo"] is not None
    check("its attachment is reported as the engine has it", engine.get("attached_to") is not None, shown)


def copied_keywords():
    cards = {"m": card("Masked Guy", [{"kind": "morph", "cost": "{2}{G}"}, {"kind": "keyword", "keyword": "flying"}])}
    g = game({"battlefield": [{"card": "m"}]}, None, cards)
    original = g.observe("referee")["battlefield"][0]
    g.apply({"kind": "create-token-copy", "player": "P1", "of": original["id"]})
    token = g.observe("referee")["battlefield"][1]
    kinds = sorted(a["kind"] for a in original["characteristics"]["abilities"])
    check("the creature shows morph as the engine holds it", ["keyword", "morph"], kinds)
    # phase.rs's token copy has no Morph keyword (docs/engines/phase.md, deviation 22): the views say so.
    check("the token shows the abilities the engine gives it", ["keyword"],
          sorted(a["kind"] for a in token["characteristics"]["abilities"]))


def legend_choice():
    legend = lambda name: {"layout": "single", "faces": [dict(face(name, ["Creature"], "{1}{W}", 4, 1, []),
                                                               supertypes=["Legendary"])]}
    werewolf = {"layout": "nonmodal-dfc", "faces": [dict(face("Fallow Prowler", ["Creature"], "{2}", 4, 2, []),
                                                         supertypes=["Legendary"]),
                                                    dict(face("Rook Herald", ["Creature"], None, 2, 4, [], ["W"]),
                                                         supertypes=["Legendary"])]}
    g = game({"battlefield": [{"card": "w", "face": "back"}, {"card": "s"}]}, None,
             {"w": werewolf, "s": legend("Rook Sentinel")})
    first, second = [o["id"] for o in g.observe("referee")["battlefield"]]
    g.apply({"kind": "transform", "object": first})  # a new timestamp for it (613.7g), not a later entry
    g.apply({"kind": "become-copy", "object": second, "of": first})
    # 704.5j with no choice made: the newest kept, the one that entered last (docs/adapter.md).
    check("the legend rule keeps the one that entered last", [second],
          [o["id"] for o in g.observe("referee")["battlefield"]])


def loyalty_and_defense():
    """306.5 and 310.4: loyalty and defense are characteristics of planeswalkers and battles only. The engine counts
    counters of those kinds in its `loyalty` and `defense` on any permanent and keeps the card's own numbers in its
    `base_*` fields after a copy; the views read the copiable loyalty (`printed_loyalty`) and a battle's defense."""
    walker = {"layout": "single", "faces": [face("Walker Guy", ["Planeswalker"], "{2}{U}", None, None, [])]}
    walker["faces"][0]["loyalty"] = 4
    battle = {"layout": "single", "faces": [face("Some Battle", ["Battle"], "{2}{R}", None, None, [])]}
    battle["faces"][0]["defense"] = 5
    cards = {"w": walker, "t": battle, "a": card("Alpha"), "m": {"layout": "single", "faces": [
        face("Hidden Guy", ["Creature"], "{2}{U}", 3, 3, [{"kind": "morph", "cost": "{1}{U}"}])]}}
    g = game({"battlefield": [{"card": "w"}, {"card": "t"}, {"card": "a"}, {"card": "m", "faceDown": "morph"}]},
             None, cards)
    w, t, a, m = [o["id"] for o in g.observe("referee")["battlefield"]]
    numbers = lambda: [(o["characteristics"]["loyalty"], o["characteristics"]["defense"], o["counters"])
                       for o in g.observe("referee")["battlefield"]]
    check("a planeswalker and a battle show their numbers", [(4, None, {"loyalty": 4}), (None, 5, {"defense": 5})],
          numbers()[:2])
    g.apply({"kind": "add-counters", "object": a, "counter": "loyalty", "amount": 2})
    check("a creature with loyalty counters has no loyalty", (None, None, {"loyalty": 2}), numbers()[2])
    g.apply({"kind": "become-copy", "object": w, "of": m})
    check("a planeswalker that becomes a copy of a face-down 2/2 has no loyalty, its counters stay",
          (None, None, {"loyalty": 4}), numbers()[0])
    g.apply({"kind": "become-copy", "object": t, "of": a})
    check("a battle that becomes a copy of a creature has no defense, its counters stay", (None, None, {"defense": 5}),
          numbers()[1])
    g = game({"battlefield": [{"card": "w"}, {"card": "m", "faceDown": "morph"}]}, None, cards)
    w, m = [o["id"] for o in g.observe("referee")["battlefield"]]
    check("a face-down permanent becoming a copy of a planeswalker is accepted", True,
          g.apply({"kind": "become-copy", "object": m, "of": w})["ok"])
    check("face down, it has no loyalty (708.2a, 708.10), nor loyalty counters", (None, None, {}), numbers()[1])


def setup_copy_of_a_creature():
    """A setup permanent that starts as a copy entered as the copy (Obverse's reference engine gives it the copy's
    intrinsic counters, 306.5b): a planeswalker card that starts as a copy of a creature has no loyalty counters,
    though building it by play put it onto the battlefield as a planeswalker first; a creature card that starts as a
    copy of a planeswalker has the loyalty counters it would have entered with."""
    walker = {"layout": "single", "faces": [face("Walker Guy", ["Planeswalker"], "{2}{U}", None, None, [])]}
    walker["faces"][0]["loyalty"] = 3
    cards = {"w": walker, "a": card("Alpha")}
    g = game({"battlefield": [{"card": "w", "copyOf": "A"}, {"card": "a", "label": "A"}]}, None, cards)
    seen = g.observe("referee")["battlefield"][0]
    check("a planeswalker card that starts as a copy of a creature: the creature, no counters", ("Alpha", {}),
          (seen["characteristics"]["name"], seen["counters"]))
    g = game({"battlefield": [{"card": "a", "copyOf": "W"}, {"card": "w", "label": "W"}]}, None, cards)
    seen = g.observe("referee")["battlefield"][0]
    engine = [o["loyalty"] for o in g.s.game.battlefield() if o["name"] == "Walker Guy"]  # the copy and the original
    check("a creature card that starts as a copy of a planeswalker: its loyalty counters, the engine's own",
          ("Walker Guy", {"loyalty": 3}, [3, 3]), (seen["characteristics"]["name"], seen["counters"], engine))
    # Face down by an effect the same: a 2/2 with no loyalty (708.2a), whatever its card entered as when built by play
    # (phase.rs keeps the counters of a permanent turned face down). 708/no-hidden-information-leak at seed 8 (100
    # runs) failed after setup on it: the hidden card's loyalty showed as counters to the other player.
    dfc = {"layout": "nonmodal-dfc", "faces": [face("Village Guy", ["Creature"], "{1}{G}{U}", 2, 2),
                                               face("Night Walker", ["Planeswalker"], None, None, None, indicator=["G"])]}
    dfc["faces"][1]["loyalty"] = 4
    g = game({"battlefield": [{"card": "d", "face": "back"}]}, None, {"d": dfc})
    check("a planeswalker back face up as the game starts: the loyalty counters it would have entered with",
          {"loyalty": 4}, g.observe("referee")["battlefield"][0]["counters"])
    g = game({"battlefield": [{"card": "w", "faceDown": "effect"}]}, None, cards)
    check("a planeswalker card face down by an effect as the game starts has no counters", {},
          g.observe("P2")["battlefield"][0]["counters"])


def stated_counters():
    """The loyalty and defense counters a setup states are the engine's own loyalty and defense counters, the ones its
    rules read (704.5i, 120.3c): ModifyCounters given `Loyalty` made a generic counter of that name, which the
    engine's state showed under the same key while its loyalty stayed the printed number."""
    walker = {"layout": "single", "faces": [face("Walker Guy", ["Planeswalker"], "{2}{U}", None, None, [])]}
    walker["faces"][0]["loyalty"] = 4
    battle = {"layout": "single", "faces": [face("Some Battle", ["Battle"], "{2}{R}", None, None, [])]}
    battle["faces"][0]["defense"] = 5
    g = game({"battlefield": [{"card": "w", "counters": {"loyalty": 6}}, {"card": "t", "counters": {"defense": 2}}]},
             None, {"w": walker, "t": battle})
    seen = [o["counters"] for o in g.observe("referee")["battlefield"]]
    engine = [g.s.game.object(o["id"]) for o in g.s.game.battlefield() if o["name"] in ("Walker Guy", "Some Battle")]
    check("the stated counters, seen and as the engine's rules read them", ([{"loyalty": 6}, {"defense": 2}], [6, 2]),
          (seen, [engine[0]["loyalty"], engine[1]["defense"]]))


def reveals_of_one_action():
    """708.9: every face-down permanent that leaves in one action is revealed, not only the first (the events of an
    action after a reveal were once dropped). A player of three concedes with two face-down permanents; phase.rs
    exiles them face up and its public log names each."""
    cards = {"a": card("Alpha"), "m": {"layout": "single", "faces": [
        face("Hidden Guy", ["Creature"], "{2}{U}", 3, 3, [{"kind": "morph", "cost": "{1}{U}"}])]}}
    g = adapter.Game({"players": [{"id": "P1", "battlefield": [{"card": "m", "faceDown": "morph"},
                                                            {"card": "a", "faceDown": "manifest"}]},
                                  {"id": "P2"}, {"id": "P3"}], "cards": cards})
    down = [o["id"] for o in g.observe("referee")["battlefield"]]
    r = g.apply({"kind": "player-leaves", "player": "P1"})
    check("both leave, each revealed to the players still in the game",
          [("zone-change", down[0], None), ("revealed", down[0], ["P2", "P3"]),
           ("zone-change", down[1], None), ("revealed", down[1], ["P2", "P3"]), ("player-left", None, None)],
          [(e["kind"], e.get("object"), e.get("to") if e["kind"] == "revealed" else None) for e in r["events"]])


def face_down_token_copy():
    """A token copy turned face down is still the copy it was (its `printed`): the engine keeps its face-up values in
    its `back_face` while it is face down; the view's characteristics are the face-down 2/2 (708.2a)."""
    g = game({"battlefield": [{"card": "a"}]}, None, {"a": card("Alpha")})
    alpha = g.observe("referee")["battlefield"][0]["id"]
    g.apply({"kind": "create-token-copy", "player": "P1", "of": alpha})
    token = g.observe("referee")["battlefield"][1]["id"]
    check("turning the token copy face down is accepted", True,
          g.apply({"kind": "turn-face-down", "object": token})["ok"])
    seen = g.observe("referee")["battlefield"][1]
    check("face down, it looks like a 2/2 with no name and is still a copy of Alpha", (None, "Alpha"),
          (seen["characteristics"]["name"], seen["printed"]["definition"]["faces"][0]["name"]))


def same_card_under_two_keys():
    """A setup may hold the same card under two keys (the engine's card data, keyed by name, holds it once): a
    permanent back face up shows its front face's mana value (712.8e) whichever key the book's name index kept."""
    dfc = {"layout": "nonmodal-dfc", "faces": [face("Village Guy", ["Creature"], "{1}{G}{U}", 2, 2),
                                               face("Night Guy", ["Creature"], None, 4, 4, indicator=["G"])]}
    g = game({"battlefield": [{"card": "d", "face": "back"}], "library": ["e"]}, None, {"d": dfc, "e": dfc})
    check("a back face up permanent has its front face's mana value, its card also under another key", 3,
          g.observe("referee")["battlefield"][0]["characteristics"]["manaValue"])


MODE_PROMPTS = []  # at each mode prompt met: (modes the prompt offers, modes the legal-action list offers)
_read_off_prompt = session.Session.offered_modes


def empty_library():
    """Manifesting or cloaking from an empty library does nothing (701.40a, 701.58a, 701.62a): a `no-effect`, as the
    protocol asks; from a library with a card, that card enters face down and there is no `no-effect`."""
    for action, clause in (({"kind": "manifest", "player": "P2"}, "701.40a"),
                           ({"kind": "cloak", "player": "P2"}, "701.58a"),
                           ({"kind": "manifest-dread", "player": "P2", "choose": 0}, "701.62a")):
        g = game({}, None, {})
        r = g.apply(action)
        check("%s from an empty library is accepted" % action["kind"], True, r["ok"])
        check("%s from an empty library does nothing" % action["kind"], [("no-effect", None, clause)],
              [(e["kind"], e.get("object"), e.get("clause")) for e in r["events"] if e["kind"] != "state-based-action"])
    g = game({}, {"library": ["a"]}, {"a": card("Alpha")})
    r = g.apply({"kind": "manifest", "player": "P2"})
    kinds = [e["kind"] for e in r["events"]]
    check("manifest from a library with a card: it enters, and no no-effect", (True, False),
          ("entered" in kinds, "no-effect" in kinds))


def setup_order():
    """The views list the battlefield in the order permanents entered and exile in the order cards were exiled, a
    setup's in its own order (docs/adapter.md, "Views"), although building it puts an attached permanent onto the
    battlefield after the others and exiles face-down cards first; what comes later comes after them. The legend
    rule keeps the newest by the same order."""
    aura = card("Guy Charm", [{"kind": "enchant", "types": ["Creature"]}], types=("Enchantment",))
    aura["faces"][0]["subtypes"] = ["Aura"]
    cards = {"a": card("Alpha"), "b": card("Beta"), "c": card("Gamma"), "h": card("Host"), "m": aura}
    g = game({"exile": [{"card": "a"}], "battlefield": [{"card": "h", "label": "host"}, {"card": "m", "attachedTo":
                                                                                          "host"}, {"card": "c"}]},
             {"exile": [{"card": "b", "faceDown": True}]}, cards)
    view = g.observe("referee")
    check("the setup's battlefield in its order", ["Host", "Guy Charm", "Gamma"],
          [o["characteristics"]["name"] for o in view["battlefield"]])
    check("the setup's exile in its order", [("P1", None), ("P2", "exile")],
          [(o["owner"], (o["faceDown"] or {}).get("by")) for o in view["exile"]])
    gamma = view["battlefield"][2]["id"]
    check("exiling a permanent is accepted", True, g.apply({"kind": "move", "object": gamma, "to": "exile"})["ok"])
    check("a card exiled later comes after the setup's", ["Alpha", None, "Gamma"],
          [(o["characteristics"] or {}).get("name") for o in g.observe("referee")["exile"]])
    check("the order the legend rule's choice reads is the views'", [o["id"] for o in view["battlefield"][:2]],
          [views.handle(g.s.obj(oid), g.s.book) for oid in g.s.battlefield_order()])


def copy_of_a_back_face():
    """712.8e: a permanent back face up has its front face's mana value, unless it is copying a back face (itself,
    here), whose mana value is 0 (202.3b): the adapter adds the front face's cost only while no copy effect applies."""
    dfc = {"layout": "nonmodal-dfc", "faces": [face("Hinterland Guy", ["Creature"], "{1}{G}", 2, 1, []),
                                               face("Timber Guy", ["Creature"], None, 4, 2, [], ["G"])]}
    g = game({"battlefield": [{"card": "d", "face": "back"}]}, None, {"d": dfc})
    guy = g.observe("referee")["battlefield"][0]
    check("back face up: the front face's mana value", 2, guy["characteristics"]["manaValue"])
    check("becoming a copy of itself is accepted", True,
          g.apply({"kind": "become-copy", "object": guy["id"], "of": guy["id"]})["ok"])
    check("a copy of a back face: mana value 0", 0, g.observe("referee")["battlefield"][0]["characteristics"]["manaValue"])


def tool_under_a_waiting_trigger():
    """An ability that triggered while a spell waited on the stack goes on the stack only when a player next receives
    priority (deviation 11): cast on top of it, the tool's spell would sit under it and it would resolve first. The
    effect is then `unsupported` (the game unchanged), never carried out with the tool taken off the stack."""
    enters = {"kind": "triggered", "trigger": {"kind": "enters"}, "effect": "counters this (enters)",
              "resolves": {"kind": "counters", "counter": "+1/+1", "amount": 1}}
    cards = {"a": card("Alpha"), "g": card("Grave Guy", [enters]), "s": card("Stack Guy")}
    g = adapter.Game({"players": [{"id": "P1", "battlefield": [{"card": "a"}], "graveyard": ["g"]}, {"id": "P2"}],
                      "cards": cards, "stack": [{"card": "s", "owner": "P1"}]})
    view = g.observe("referee")
    alpha, grave = view["battlefield"][0]["id"], view["players"][0]["graveyard"][0]["id"]
    check("putting the card with an enters ability onto the battlefield is accepted", True,
          g.apply({"kind": "put-onto-battlefield", "object": grave})["ok"])
    before = g.observe("referee")
    r = g.apply({"kind": "become-copy", "object": alpha, "of": alpha})
    check("an effect whose tool would sit under the waiting ability is unsupported", "unsupported",
          (r.get("rejection") or {}).get("code", r))
    check("and the game is as it was", before, g.observe("referee"))


def token_copy_trigger():
    """A token copy of a card with a leaves-the-battlefield ability has it (707.2); exiled, the token's ability goes on
    the stack and the view names it as that card's ability, with the token as its source (603.10a), though the token
    has ceased to exist (704.5d) and no setup card is it."""
    leaves = {"kind": "triggered", "trigger": {"kind": "leaves"}, "effect": "counters this (leaves)",
              "resolves": {"kind": "counters", "counter": "+1/+1", "amount": 1}}
    g = game({"battlefield": [{"card": "a"}]}, None, {"a": card("Alpha", [leaves])})
    alpha = g.observe("referee")["battlefield"][0]["id"]
    check("a token copy is accepted", True, g.apply({"kind": "create-token-copy", "player": "P1", "of": alpha})["ok"])
    token = [o["id"] for o in g.observe("referee")["battlefield"] if o["id"] != alpha][0]
    g = game({"battlefield": [{"card": "a"}]}, None, {"a": card("Alpha", [leaves])})
    r = g.apply({"kind": "create-token-copy", "player": "P1", "of": alpha})
    check("the token is created and enters the battlefield (111.1, 603.6a)",
          [{"kind": "token-created", "object": token}, {"kind": "entered", "object": token, "face": "front",
                                                          "faceDown": None}],
          sorted(r["events"], key=lambda e: e["kind"], reverse=True))
    check("exiling the token is accepted", True, g.apply({"kind": "move", "object": token, "to": "exile"})["ok"])
    check("the token's leaves ability is on the stack as the card's", [(token, "leaves", "counters this (leaves)")],
          [(o["printed"]["source"], o["printed"].get("trigger"), o["printed"]["description"])
           for o in g.observe("referee")["stack"]])


def manifest_dread_looks():
    """701.62a: manifesting dread, the player looks at the top two cards (the engine's choice prompt shows them): both
    are reported `looked`, by that player, as they were in the library."""
    g = game({"library": ["a", "b"]}, None, {"a": card("Alpha"), "b": card("Beta")})
    library = [o["id"] for o in g.observe("referee")["players"][0]["library"]]
    r = g.apply({"kind": "manifest-dread", "player": "P1", "choose": 1})
    check("manifesting dread is accepted", True, r["ok"])
    check("both cards looked at are reported, as they were in the library",
          sorted((i, "P1", n) for i, n in zip(library, ["Alpha", "Beta"])),
          sorted((e["object"], e["player"], e["printed"]["definition"]["faces"][0]["name"]) for e in r["events"]
                 if e["kind"] == "looked"))


def megamorph_way():
    """702.37b, 708.6: a card whose one morph ability is megamorph, cast face down by it, is face down by megamorph in
    the cast event, on the stack, in the entered event and on the battlefield (the engine records it as by morph:
    views.way_of); built so by the setup too. A card with both is face down by morph when cast by morph, and casting
    it by megamorph is unsupported (the engine does not say which of the two was announced)."""
    mega = card("Mega Guy", [{"kind": "megamorph", "cost": "{1}{G}"}])
    both = card("Both Guy", [{"kind": "morph", "cost": "{2}"}, {"kind": "megamorph", "cost": "{1}{G}"}])
    g = game({"hand": ["m"]}, None, {"m": mega})
    hand = g.observe("referee")["players"][0]["hand"][0]["id"]
    r = g.apply({"kind": "cast", "player": "P1", "object": hand, "mode": {"kind": "face-down", "by": "megamorph"}})
    check("the megamorph card's face-down cast is accepted", True, r["ok"])
    check("the cast event names megamorph", ["megamorph"],
          [e["faceDown"] for e in r.get("events", []) if e["kind"] == "cast"])
    check("the spell is face down by megamorph", [{"by": "megamorph"}],
          [o["faceDown"] for o in g.observe("referee")["stack"]])
    r = g.apply({"kind": "resolve"})
    check("the entered event names megamorph", ["megamorph"],
          [e["faceDown"] for e in r.get("events", []) if e["kind"] == "entered"])
    check("the permanent is face down by megamorph", [{"by": "megamorph"}],
          [o["faceDown"] for o in g.observe("referee")["battlefield"]])
    g = game({"battlefield": [{"card": "m", "faceDown": "megamorph"}]}, None, {"m": mega})
    check("a setup permanent face down by megamorph shows it", [{"by": "megamorph"}],
          [o["faceDown"] for o in g.observe("referee")["battlefield"]])
    g = game({"hand": ["b"]}, None, {"b": both})
    hand = g.observe("referee")["players"][0]["hand"][0]["id"]
    r = g.apply({"kind": "cast", "player": "P1", "object": hand, "mode": {"kind": "face-down", "by": "megamorph"}})
    check("casting by megamorph a card that also has morph is unsupported", (False, "unsupported"),
          (r["ok"], (r.get("rejection") or {}).get("code")))
    r = g.apply({"kind": "cast", "player": "P1", "object": hand, "mode": {"kind": "face-down", "by": "morph"}})
    check("a card with both cast by morph is face down by morph", (True, [{"by": "morph"}]),
          (r["ok"], [o["faceDown"] for o in g.observe("referee")["stack"]]))


def offered_modes_compared(self, waiting):
    """session.offered_modes, compared with the engine's legal-action list at the same prompt."""
    read = _read_off_prompt(self, waiting)
    listed = [a for a in self.offered() if a["type"] == "SelectModes"]
    MODE_PROMPTS.append((sorted(a["data"]["indices"] for a in read or listed),
                         sorted(a["data"]["indices"] for a in listed)))
    return read


session.Session.offered_modes = offered_modes_compared


def mode_prompts():
    """After the cases: every mode prompt they met offered, read off the prompt, what the legal-action list offers."""
    check("mode prompts were met", True, len(MODE_PROMPTS) > 10)
    check("modes read off each prompt are the legal-action list's", [],
          [(read, listed) for read, listed in MODE_PROMPTS if read != listed])
    check("some prompt had modes unavailable", True, any(len(read) < 40 for read, _ in MODE_PROMPTS))


for case in (copies, graveyard_to_library, abilities_on_the_stack, gained_trigger, setup_trigger_countered,
             aura_restriction, aura_entering, copied_keywords, legend_choice, loyalty_and_defense,
             setup_copy_of_a_creature, stated_counters, reveals_of_one_action, face_down_token_copy,
             same_card_under_two_keys, empty_library, setup_order, copy_of_a_back_face, tool_under_a_waiting_trigger,
             token_copy_trigger, manifest_dread_looks, megamorph_way, mode_prompts):
    try:
        case()
    except Exception as e:  # a route the adapter refuses: that case fails, the others still run
        print("FAIL %s: %s: %s" % (case.__name__, type(e).__name__, e))
        FAILED.append(case.__name__)
print("%d failed" % len(FAILED) if FAILED else "all passed")
sys.exit(1 if FAILED else 0)
