"""What each player sees, read off phase.rs's own state: pure functions of (engine state, adapter book).

The book (session.Book) is what the adapter knows that the engine's state does not say: which setup card an
engine object is, the adapter's own object numbers (independent of hidden cards), the tool objects to leave out.
Everything else comes from the engine's state. This module imports nothing but the standard library, tools.py (for
how the engine words an ability an effect gave), abilities.py and costs.py, so an engine-side reproduction embeds
it as it is and reads a field exactly as the adapter did (repro.py).
"""
import json

import tools
from abilities import abilities_of, face_index, face_of, keyword_key, ward_cost  # noqa: F401 (views.ward_cost, ...)
from costs import cost_text, mana_value_of_text  # noqa: F401 (views.cost_text)

ZONES = {"Library": "library", "Hand": "hand", "Battlefield": "battlefield", "Graveyard": "graveyard",
         "Stack": "stack", "Exile": "exile", "Command": "command"}
COLOR_LETTERS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}
COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1", "Lore": "lore", "Loyalty": "loyalty", "Defense": "defense"}
# The engine's face_down_cause, as Obverse names the way a permanent is face down (708.6).
CAUSES = {"Morph": "morph", "Megamorph": "megamorph", "Disguise": "disguise", "Manifest": "manifest",
          "Cloak": "cloak", "ManifestDread": "manifest-dread", "TurnedFaceDown": "effect"}
# Statuses only a permanent has (110.5d, 702.26, 301.5, 120.3): reported for battlefield objects only.
BATTLEFIELD_ONLY = ("tapped", "phasedOut", "attachedTo", "damage")


def handle(o, book):
    """The adapter's id of an engine object: its number and how many zone changes since it was numbered (400.7)."""
    key = str(o["id"])
    return "o%d.%d" % (book["number"][key], o.get("incarnation", 0) - book["base"][key])


def first_known(o, fields):
    """The first of these fields the engine gives a number for (`printed_loyalty` is `{"Fixed": 3}`, or X)."""
    for f in fields:
        value = o.get(f)
        if isinstance(value, dict):
            value = value.get("Fixed")
        if isinstance(value, int):
            return value
    return None


def way_of(o, book):
    """708.6, by which ability it is face down: the engine's face_down_cause. The engine records manifest dread as a
    manifest (701.62a: one of the two is manifested); the adapter names what it did, manifest dread (README). It
    records a card cast face down by megamorph as cast by morph (702.37b: a megamorph ability is a morph ability):
    for a card whose one morph ability is megamorph, the adapter names that ability."""
    way = CAUSES.get(o.get("face_down_cause"), "effect")
    if way == "manifest" and book.get("dread", {}).get(str(o["id"])) == o.get("incarnation", 0):
        return "manifest-dread"
    if way == "morph" and morph_abilities(o, book) == {"megamorph"}:
        return "megamorph"
    return way


def morph_abilities(o, book):
    """The morph and megamorph abilities (702.37a-b) of the setup card an engine object is (none for an object that
    is no setup card): a face-down object shows none of its card's abilities (708.2a), so they are read off the
    setup's card, its front face (a card is cast face down with its front face, 702.37c)."""
    key = book["key"].get(str(o["id"]))
    if key is None:
        return set()
    return {a["kind"] for a in book["cards"][key]["faces"][0]["abilities"]} & {"morph", "megamorph"}


def characteristics(o, book):
    types = o["card_types"]
    zone = ZONES[o["zone"]]
    creature = "Creature" in types["core_types"]
    mana_value = mana_value_of_text(cost_text(o["mana_cost"]))
    if zone == "stack" and o.get("cost_x_paid"):
        # 202.3e: on the stack X is the value announced (the engine's cost_x_paid), once per {X}.
        mana_value += o["cost_x_paid"] * sum(1 for s in (o["mana_cost"] or {}).get("shards", []) if s == "X")
    key = book["key"].get(str(o["id"]))
    shows, index = face_index(o, book)
    if (o.get("transformed") and not o["face_down"] and key is not None and shows == key and index == 1
            and not o.get("layer1_copy_effect")):
        # 712.8e: a transformed permanent's mana value is its front face's; the engine holds the back face's cost.
        # Not while it is copying something (the engine's layer-1 copy effect): its mana value is then that of the
        # mana cost it copied, 0 for a back face (712.8e, 202.3b), as the engine holds it.
        mana_value = mana_value_of_text(book["cards"][key]["faces"][0].get("manaCost"))
    shown = creature or zone != "battlefield"
    return {
        "name": o["name"] or None,
        "manaCost": cost_text(o["mana_cost"]),
        "manaValue": mana_value,
        "colors": [COLOR_LETTERS[c] for c in ("White", "Blue", "Black", "Red", "Green") if c in o["color"]],
        "supertypes": list(types["supertypes"]),
        "types": list(types["core_types"]),
        "subtypes": list(types["subtypes"]),
        "abilities": abilities_of(o, book),
        "power": o["power"] if shown else None,
        "toughness": o["toughness"] if shown else None,
        # The printed numbers, the characteristics (306.5, 310.4). The engine's `loyalty` and `defense` count the
        # counters of those kinds on any permanent, a creature too, and its `base_*` fields stay the card's own
        # after the object becomes a copy: its `printed_loyalty` is the copiable value (707.2; none once it copies
        # what has none, a face-down 2/2 say). It keeps no copiable defense: a battle's is the card's `base_defense`.
        # Face down, neither (708.2a): a face-down permanent that became a copy keeps the copied number in its
        # `printed_loyalty` for when it is turned face up (708.10), not as a characteristic it has now.
        "loyalty": None if o["face_down"] else first_known(o, ("printed_loyalty",)),
        "defense": first_known(o, ("printed_defense", "base_defense"))
        if "Battle" in types["core_types"] and not o["face_down"] else None,
    }


def printed(o, book):
    key = book["key"].get(str(o["id"]))
    if key is not None:
        return {"kind": "card", "definition": book["cards"][key]}
    token = book["tokens"].get(str(o["id"]))
    if token is not None:
        return {"kind": "token", "definition": token}
    return {"kind": "token", "definition": copied_token(o, book)} if o.get("is_token") else None


def copied_token(o, book):
    """A token the engine made as a copy (707.2), as the engine holds it: with a back face, the copied double-faced
    card (707.8a); else one face of its copiable values, a colour indicator only where its colours differ from its
    cost's (the reference's copyShell); a copy of a face-down permanent is the nameless 2/2 it was."""
    key, _ = face_of(o, book) if not o["face_down"] else (None, None)
    if key is not None and o.get("back_face") and book["cards"][key]["layout"] in ("nonmodal-dfc", "modal-dfc"):
        return book["cards"][key]
    hidden = o.get("back_face") if o["face_down"] else None
    if hidden and hidden.get("is_swap_snapshot"):
        # A token turned face down: the engine keeps what it is face up in its `back_face`, and that is the token
        # (708.2a's values are what it looks like while face down).
        shown = {k: v for k, v in hidden.items() if k not in ("printed_ref", "is_swap_snapshot")}
        shown.setdefault("printed_loyalty", shown.get("loyalty"))
        o = {**o, **shown, "face_down": False, "transformed": False, "back_face": None}
    c = characteristics(dict(o, zone="Exile"), book)
    cost_colors = [x for x in "WUBRG" if c["manaCost"] and "{%s" % x in c["manaCost"]]
    return {"layout": "single", "faces": [{
        "name": c["name"] or "", "manaCost": c["manaCost"],
        "colorIndicator": None if sorted(cost_colors) == sorted(c["colors"]) else c["colors"],
        "supertypes": c["supertypes"], "types": c["types"], "subtypes": c["subtypes"], "abilities": c["abilities"],
        "power": c["power"], "toughness": c["toughness"], "loyalty": c["loyalty"], "defense": c["defense"]}]}


def may_look(o, viewer, book):
    """Adapter-decided (the engine's view filter is not exposed): 402.3, 401.2, 708.5, 406.3."""
    if viewer == "referee":
        return True
    zone = ZONES[o["zone"]]
    if zone == "hand":
        return book["players"][o["owner"]] == viewer
    if zone == "library":
        return False
    if o["face_down"]:
        return zone in ("battlefield", "stack") and book["players"][o["controller"]] == viewer
    return True


def counters_of(o, on_battlefield):
    """The engine's counters. A planeswalker's loyalty or a battle's defense the engine says is 0 is shown as 0 such
    counters (a permanent at 0 while an ability of it waits, 704.5v): the engine drops the key at 0."""
    counters = {COUNTERS.get(k, k): v for k, v in sorted(o["counters"].items()) if v}
    types = o["card_types"]["core_types"]
    for kind, field in (("Planeswalker", "loyalty"), ("Battle", "defense")):
        if on_battlefield and kind in types and o.get(field) == 0 and field not in counters:
            counters[field] = 0
    return counters


def view_object(o, viewer, book, objects):
    zone = ZONES[o["zone"]]
    face_down = bool(o["face_down"])
    on_battlefield = zone == "battlefield"
    attached = o.get("attached_to")  # {"type": "Object", "data": id} (or a player, which Obverse has no view of)
    attached = attached.get("data") if isinstance(attached, dict) and attached.get("type") == "Object" else None
    phased = (o.get("phase_status") or {}).get("status") == "PhasedOut"
    view = {
        "id": handle(o, book), "zone": zone, "owner": book["players"][o["owner"]],
        "controller": book["players"][o["controller"]],
        "faceDown": ({"by": way_of(o, book)} if face_down and zone in ("battlefield", "stack") else
                     {"by": "exile"} if face_down and zone == "exile" else None),
        # 406.3: a card exiled face down has no characteristics anyone may know (the referee sees it in `printed`).
        "characteristics": None if face_down and zone == "exile" else characteristics(o, book),
        "face": "back" if o.get("transformed") else "front",
        "melded": False,
        "transformed": on_battlefield and bool(o.get("transformed")) and not face_down,
        # A copy of a spell is a spell, not a token, until it resolves (707.10f, 111.13): the engine marks it a token.
        "token": bool(o.get("is_token")) and zone != "stack",
        # 110.5d: tapped, phased out, attached and damage are statuses of permanents only; elsewhere none.
        "tapped": on_battlefield and bool(o["tapped"]),
        "phasedOut": on_battlefield and phased,
        "counters": counters_of(o, on_battlefield),
        "attachedTo": (handle(objects[str(attached)], book)
                       if on_battlefield and attached is not None and str(attached) in book["number"] else None),
        "damage": o.get("damage_marked", 0) if on_battlefield else 0,
        "printed": printed(o, book) if may_look(o, viewer, book) else None,
    }
    if viewer == "referee":
        key = book["key"].get(str(o["id"]))
        view["cards"] = [key] if key is not None else []
    return view


def object_of(game, oid):
    """The engine's object `oid`, or None when it has ceased to exist (a token that left the battlefield)."""
    try:
        return game.object(int(oid))
    except ValueError:
        return None


def read_state(game, seats, day_night=None, effects=False, obj=None):
    """The parts of the engine's state the views read, through the game's cheap accessors (`Game.state()` serialises
    the whole game, turn history included, and grows with it): objects by id, players' zones, battlefield, stack.
    `effects`: the adapter has had the engine apply continuous effects, so read which objects lost all abilities.
    `obj`: how an object is read by id (a session's, which reads each once per engine call), else object_of."""
    obj = obj or (lambda oid: object_of(game, oid))
    players = [game.player(seat) for seat in range(seats)]
    ids = [i for p in players for zone in ("library", "hand", "graveyard") for i in p[zone]]
    battlefield = [o["id"] for o in game.battlefield()]
    exile = [o["id"] for o in game.exile()]
    stack = game.stack()
    objects = {}
    for oid in ids + battlefield + exile + [e["source_id"] for e in stack]:  # an ability's source is an object too
        o = obj(oid)
        if o is not None:
            objects[str(oid)] = o
    if effects:
        # 613.1f: the objects the engine applies a "loses all abilities" effect to now (its own list of continuous
        # effects, by object id; abilities_of keeps it to the object the effect began on, 400.7).
        for e in game.state()["state"].get("transient_continuous_effects") or []:
            target = e.get("affected") or {}
            o = objects.get(str(target.get("id"))) if target.get("type") == "SpecificObject" else None
            if (o is not None and o["zone"] == "Battlefield"
                    and any(m.get("type") == "RemoveAllAbilities" for m in e.get("modifications", []))):
                objects[str(target.get("id"))] = dict(o, lost_all_abilities=True)  # not the session's own dict
    return {"objects": objects, "players": players, "battlefield": battlefield, "exile": exile, "stack": stack,
            "eliminated_players": [seat for seat, p in enumerate(players) if p.get("is_eliminated")],
            "game_over": game.waiting_for()["type"] == "GameOver", "day_night": day_night}


def shown(ids, book):
    """The objects the views show: every numbered one (tool objects never are)."""
    return [i for i in ids if str(i) in book["number"]]


def setup_first(ids, objects, entries):
    """`ids` (a zone in the engine's order) with the setup's objects first, in the setup's order, then the rest in the
    engine's. The views list the battlefield in the order permanents entered and exile in the order cards were
    exiled (docs/adapter.md, "Views"), a setup's in its own order; building it by play puts its attached permanents
    onto the battlefield after the others and exiles its face-down cards first, so the engine's order is not the
    setup's. `entries`: [engine id, incarnation] in the setup's order (build.py); one that has left since (another
    incarnation) is no longer the setup's object."""
    here = {str(i): objects[str(i)].get("incarnation", 0) for i in ids if objects.get(str(i)) is not None}
    first = [int(oid) for oid, inc in entries if here.get(oid) == inc]
    return first + [i for i in ids if i not in first]


def view(state, book, viewer):
    """The GameView of `viewer` (a player id or `referee`) from the engine's state (`Game.state()["state"]`)."""
    objects = state["objects"]

    def views(ids):
        return [view_object(objects[str(i)], viewer, book, objects) for i in shown(ids, book)]

    players = []
    for seat, pid in enumerate(book["players"]):
        p = state["players"][seat]
        library, hand = shown(p["library"], book), shown(p["hand"], book)
        players.append({
            "id": pid, "left": seat in state.get("eliminated_players", []),
            "libraryCount": len(library), "handCount": len(hand),
            "library": views(library) if viewer == "referee" else None,
            "hand": views(hand) if viewer in ("referee", pid) else None,
            "graveyard": views(p["graveyard"]),
            "life": p.get("life"), "poison": p.get("poison_counters", 0),
        })
    stack = []
    for entry in state["stack"]:
        if entry["kind"]["type"] == "Spell":
            stack += views([entry["source_id"]])
        else:
            stack.append(view_ability(entry, viewer, book, objects))
    order = book.get("setup_order", {})
    view = {"viewer": viewer, "players": players,
            "battlefield": views(setup_first(state["battlefield"], objects, order.get("battlefield", []))),
            "stack": stack, "exile": views(setup_first(state["exile"], objects, order.get("exile", []))),
            "gameOver": bool(state.get("game_over"))}
    if state.get("day_night") in ("Day", "Night"):
        view["dayNight"] = state["day_night"].lower()  # absent while the game has neither (731.1)
    return view


def view_ability(entry, viewer, book, objects):
    """An ability on the stack (113.7): not a card, no characteristics; its source (as it was when it triggered) and,
    for a setup card's triggered ability, the Obverse ability it is (its effect text and trigger, docs/adapter.md)."""
    data = entry["kind"].get("data") or {}
    ability = data.get("ability") or {}
    ref = ((ability.get("trigger_source") or {}).get("identity") or {}).get("reference") or {}
    source = objects.get(str(entry["source_id"]))
    controller = book["players"][entry["controller"]]
    printed = {"kind": "ability", "source": source_handle(entry, book, objects),
               "description": ability.get("description") or entry["kind"]["type"]}
    known = triggered_of(source, ability, book) if entry["kind"]["type"] == "TriggeredAbility" else None
    if known is not None:
        printed.update(description=known["effect"], trigger=known["trigger"]["kind"])
    view = {"id": "a%d" % entry["id"], "zone": "stack", "owner": controller, "controller": controller, "faceDown": None,
            "characteristics": None, "face": "front", "melded": False, "transformed": False, "token": False,
            "tapped": False, "phasedOut": False, "counters": {}, "attachedTo": None, "damage": 0, "printed": printed}
    if viewer == "referee":
        view["cards"] = []
    return view


def source_handle(entry, book, objects):
    """The source as it was when the ability triggered or was activated (its incarnation then: 603.10a, 602.2)."""
    ability = (entry["kind"].get("data") or {}).get("ability") or {}
    ref = ((ability.get("trigger_source") or {}).get("identity") or {}).get("reference") or {}
    oid, inc = entry["source_id"], ref.get("incarnation", ability.get("source_incarnation"))
    if str(oid) not in book["number"]:
        return "o?"
    if inc is None:
        source = objects.get(str(oid))
        return handle(source, book) if source is not None else "o?"
    return "o%d.%d" % (book["number"][str(oid)], inc - book["base"][str(oid)])


def triggered_of(source, ability, book):
    """The Obverse triggered ability the engine's one is: the one of the source card whose line (card_data.py, the
    card's name as ~) is the engine's description; None when there is no such one (a ward trigger, say). A source
    that is no setup card (a token copy of one, 707.2) has the abilities of the setup card whose face it showed as it
    triggered (the engine's `trigger_source`, 603.10a)."""
    engine_id = str(ability.get("source_id")) if source is None else str(source["id"])
    key = book["key"].get(engine_id)
    said = (ability.get("description") or "").strip()
    # One an effect gave it (reach.py, tools.gained_line), on this object or an earlier incarnation of it.
    gained = book.get("gained", {}).get(engine_id, [None, []])[1]
    found = next((a for a in gained if a["kind"] == "triggered" and tools.gained_line(a) == said), None)
    if found is not None:
        return found
    if key is None:
        # The face it had as it triggered (its last known information, the token may be gone since, 603.10a).
        was = (ability.get("trigger_source") or {}).get("printed_ref")
        key, _ = face_index({"id": engine_id, "printed_ref": was}, book)
    if key is None:
        return None
    for f in book["cards"][key]["faces"]:
        for a in f["abilities"]:
            line = book.get("lines", {}).get(json.dumps([f["name"], a], sort_keys=True))
            if a["kind"] == "triggered" and line == said:
                return a
    return None
