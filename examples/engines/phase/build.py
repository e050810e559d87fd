"""Building an Obverse setup in a new phase.rs game (README, "How a setup is built").

phase.rs has no "place this board" call. Its debug actions place objects (MoveToZone without simulation, SetTapped,
ModifyCounters, SetController, Attach, CreateToken, SetPhase); what a real game does by play, the adapter does by
play: a permanent face down by morph, megamorph or disguise is cast face down and resolves, one manifested or
cloaked is manifested or cloaked by a tool spell, one turned face down by an effect is turned face down by one,
a permanent back face up is transformed by one, a spell on the stack is cast.

Object numbers (the adapter's ids, views.handle) follow the setup's own order, never the engine's ids: phase.rs
numbers objects by its deck list after a shuffle, which depends on which cards are hidden (README, "Ids").
"""
import casting
import tools
import views
from session import Unsupported

ZONE = {"library": "Library", "hand": "Hand", "graveyard": "Graveyard", "exile": "Exile",
        "battlefield": "Battlefield", "command": "Command"}
PLAYED_FACE_DOWN = {"morph", "megamorph", "disguise"}
TOOL_FACE_DOWN = {"manifest": "manifest:1", "cloak": "cloak:1", "manifest-dread": "manifest:1", "effect": "face-down"}


def placements(setup):
    """(seat, card key, zone, details) in the setup's order: what the adapter numbers objects by."""
    seat = {p["id"]: i for i, p in enumerate(setup["players"])}
    out = []
    for spell in setup.get("stack", []):
        if spell.get("face", "front") != "front" or spell.get("controller", spell["owner"]) != spell["owner"]:
            raise Unsupported("a spell on the stack back face up or controlled by a non-owner (no cast makes one)")
        out.append((seat[spell["owner"]], spell["card"], "stack", spell))
    for p in setup["players"]:
        for zone in ("library", "hand", "graveyard"):
            out += [(seat[p["id"]], key, zone, {}) for key in p.get(zone, [])]
        for e in p.get("exile", []):
            out.append((seat[p["id"]], e["card"], "exile-face-down" if e.get("faceDown") else "exile", {}))
        for perm in p.get("battlefield", []):
            if "melded" in perm:
                raise Unsupported("a melded permanent in the setup")
            out.append((seat[p["id"]], perm.get("card"), "battlefield", perm))
    return out


def token_action(seat, definition):
    """Debug CreateToken (the engine's own token, with the characteristics it takes), or Unsupported."""
    if definition["layout"] != "single":
        raise Unsupported("a double-faced token in the setup")
    face = definition["faces"][0]
    if any(a["kind"] != "keyword" for a in face["abilities"]) or face.get("loyalty") is not None:
        raise Unsupported("a token with abilities other than keywords in the setup")
    colors = face["colorIndicator"] if face.get("colorIndicator") is not None else [
        c for c in "WUBRG" if "{%s" % c in (face.get("manaCost") or "")]
    if face.get("manaCost"):
        raise Unsupported("a token with a mana cost in the setup (CreateToken takes none)")
    names = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green"}
    characteristics = {"display_name": face["name"], "power": face.get("power"), "toughness": face.get("toughness"),
                       "core_types": list(face["types"]), "subtypes": list(face["subtypes"]),
                       "supertypes": list(face["supertypes"]), "colors": [names[c] for c in colors],
                       "keywords": [a["keyword"].capitalize() for a in face["abilities"]]}
    return {"type": "CreateToken", "data": {"request": {"type": "Custom", "data": {
        "owner": seat, "characteristics": characteristics}}}}


def build(s, setup, cast_face_down, cast_normally, cast_tool):
    """Start `s` (a Session) on a new game and put every card where `setup` says, by the routes above."""
    places = placements(setup)
    decks = [[] for _ in setup["players"]]
    for seat, key, _, _ in places:
        if key is not None:
            decks[seat].append(setup["cards"][key]["faces"][0]["name"])
    for seat in range(len(decks)):
        decks[seat].append(tools.NAME)
    s.start(decks)
    s.debug({"type": "SetPhase", "data": {"phase": "PreCombatMain", "active_player": 0}})
    for seat, p in enumerate(setup["players"]):
        if p.get("life") is not None:
            s.debug({"type": "SetLife", "data": {"player_id": seat, "life": p["life"]}})
    free = {}  # as the game starts every object is in a library or a hand: by owner and name
    everything = sorted(i for seat in range(len(decks)) for zone in ("library", "hand")
                        for i in s.game.player(seat)[zone])
    for oid in everything:
        o = s.obj(oid)
        free.setdefault((o["owner"], o["name"]), []).append(oid)
    for seat in range(len(decks)):
        s.book["tools"][str(seat)] = free[(seat, tools.NAME)].pop(0)
    grant_flash(s, len(decks))
    ids = []
    for seat, key, zone, _ in places:
        ids.append(None if key is None else free[(seat, setup["cards"][key]["faces"][0]["name"])].pop(0))
    # Everything waits in the command zone (no view shows it), then goes where the setup says, in its order.
    for oid in everything:
        move(s, oid, "command")
    # Attached permanents after every other permanent: a spell cast to build a later permanent (a manifest, a
    # planeswalker entering by an effect) checks state-based actions, which would put an Aura placed before its
    # host into its owner's graveyard (704.5m). Cards exiled face down first, while every library is empty.
    order = sorted(range(len(places)), key=lambda i: (["exile-face-down", "battlefield", "library", "hand",
                                                       "graveyard", "exile", "stack"].index(places[i][2]),
                                                      places[i][3].get("attachedTo") is not None))
    attached = set()
    for i in order:
        seat, key, zone, details = places[i]
        if zone == "battlefield":
            ids[i] = permanent(s, seat, ids[i], details, cast_face_down, cast_tool)
            # Attached as soon as both are there: a spell cast to build a later permanent checks state-based
            # actions, which would put an Aura attached to nothing into its owner's graveyard (704.5m).
            attach(s, places, ids, attached)
        elif zone == "exile-face-down":
            # By play, while every library is still empty: the card is the top of its owner's library, and its owner
            # casts the tool's "Exile the top card of your library face down." (406.3).
            move(s, ids[i], "library")
            cast_tool(seat, "exile-top-face-down")
            if s.obj(ids[i])["zone"] != "Exile" or not s.obj(ids[i])["face_down"]:
                raise Unsupported("the engine did not exile the setup card face down")
        elif zone == "stack":
            move(s, ids[i], "hand")
            (cast_face_down if details.get("faceDown") else cast_normally)(seat, ids[i], details.get("faceDown"))
        else:
            move(s, ids[i], zone)
    for i, (seat, key, zone, details) in enumerate(places):
        s.number(ids[i], key)
        if key is None:
            s.book["tokens"][str(ids[i])] = details["token"]
    attach(s, places, ids, attached)
    copies(s, places, ids, cast_tool)
    if len(attached) != sum(1 for p in places if p[2] == "battlefield" and p[3].get("attachedTo") is not None):
        raise Unsupported("an attachment of the setup could not be made")
    spells = sum(1 for p in places if p[2] == "stack")
    for entry in [e for e in s.stack() if e["kind"]["type"] != "Spell"]:
        # By play, what building by play made trigger (a back face's "whenever this transforms", a planeswalker's
        # "when this enters") is countered by its controller's Stifle line: the setup starts with no ability no one
        # put there, and none of them has done anything.
        cast_tool(entry["controller"], "counter-ability", targets=[entry["id"]])
    if len(s.stack()) != spells:
        # Building by play made something trigger: the setup would start with abilities no one put there.
        raise Unsupported("building the setup by play left %d abilities on the stack" % (len(s.stack()) - spells))
    s.debug({"type": "SetPhase", "data": {"phase": "PreCombatMain", "active_player": 0}}) if not s.stack() else None
    # The views list the battlefield and exile in the setup's order (views.setup_first), not the order building put
    # them there in.
    s.book["setup_order"] = {zone: [[str(ids[i]), s.obj(ids[i]).get("incarnation", 0)] for i, place in enumerate(places)
                                    if place[2] in kinds and ids[i] is not None and s.obj(ids[i]) is not None]
                             for zone, kinds in (("battlefield", ("battlefield",)),
                                                 ("exile", ("exile", "exile-face-down")))}


def grant_flash(s, seats):
    """By play, before anything is placed: each player casts the tool's "You may cast spells this turn as though they
    had flash." (Borne Upon a Wind's line), so that a spell of the setup or of an action can be cast with other
    spells on the stack or in another player's turn, as Obverse's model (which has no timing) allows. No turn passes
    in Obverse's games, so it lasts the whole game; it changes nothing but when a spell may be cast (307.1, 702.8a)."""
    for seat in range(seats):
        def accept(waiting, seat=seat):
            if waiting["type"] != "OptionalEffectChoice":
                raise Unsupported("the engine asks %s as the flash effect resolves" % waiting["type"])
            return s.take_offered(seat, "DecideOptionalEffect", accept=True)
        casting.cast_tool(s, seat, "flash", answer=accept)
        s.book.setdefault("flash", []).append(seat)


def move(s, oid, zone, simulate=False):
    if s.obj(oid)["zone"] == ZONE[zone]:
        return
    s.debug({"type": "MoveToZone", "data": {"object_id": oid, "to_zone": ZONE[zone], "simulate": simulate}})
    s.resolve_prompts()
    if s.obj(oid)["zone"] != ZONE[zone]:
        # e.g. an instant or sorcery card, which the engine keeps off the battlefield (400.4a).
        raise Unsupported("the engine will not place %s in %s" % (s.obj(oid)["name"] or "a face-down card", zone))


def permanent(s, seat, oid, perm, cast_face_down, cast_tool):
    """One setup permanent, by placement or by play; returns its engine id."""
    if oid is None:
        before = {o["id"] for o in s.game.battlefield()}
        s.debug(token_action(seat, perm["token"]))
        oid = next(o["id"] for o in s.game.battlefield() if o["id"] not in before)
    way = perm.get("faceDown")
    if way in PLAYED_FACE_DOWN:
        move(s, oid, "hand")
        cast_face_down(seat, oid, way)
        s.resolve_top()
    elif way in ("manifest", "cloak", "manifest-dread"):
        if s.game.player(seat)["library"]:
            raise Unsupported("manifesting in the setup needs an empty library")
        move(s, oid, "library")
        cast_tool(seat, TOOL_FACE_DOWN[way])
        if way == "manifest-dread":  # manifested as the one card manifest dread chose (views.way_of)
            s.book["dread"][str(oid)] = s.obj(oid).get("incarnation", 0)
    elif oid is not None and {"Planeswalker", "Battle"} & set(s.obj(oid)["card_types"]["core_types"]):
        # By play: a planeswalker or battle enters by an effect, and gets its loyalty or defense counters as the engine
        # gives them (306.5b, 310.4b); placed, it would have none.
        move(s, oid, "hand")
        casting.put_from_hand(s, seat, oid)
    elif oid is not None and s.obj(oid)["zone"] != "Battlefield":
        move(s, oid, "battlefield")
    if s.obj(oid)["zone"] != "Battlefield":
        raise Unsupported("the setup permanent did not reach the battlefield")
    if perm.get("face") == "back":
        cast_tool(seat, "transform", targets=[oid])
        if not s.obj(oid).get("transformed"):
            raise Unsupported("the engine did not transform the setup permanent")
    if way == "effect":
        cast_tool(seat, "face-down", targets=[oid])
    if way is not None and not s.obj(oid)["face_down"]:
        raise Unsupported("the engine did not put the setup permanent face down by %s" % way)
    if perm.get("face") == "back" or way == "effect":
        intrinsic_counters(s, oid, perm)  # it entered front face up and face up: with that face's counters
    if perm.get("tapped"):
        s.debug({"type": "SetTapped", "data": {"object_id": oid, "tapped": True}})
    for counter, amount in perm.get("counters", {}).items():  # what the setup states replaces what it entered with
        engine_counter = ENGINE_COUNTERS.get(counter, counter)
        delta = amount - s.obj(oid)["counters"].get(engine_counter, 0)
        if delta:
            s.debug({"type": "ModifyCounters", "data": {"object_id": oid, "counter_type": engine_counter,
                                                         "delta": delta}})
    controller = perm.get("controller")
    if controller is not None and s.seat[controller] != seat:
        s.debug({"type": "SetController", "data": {"object_id": oid, "controller": s.seat[controller]}})
    return oid


def copies(s, places, ids, cast_tool):
    """By play: a permanent of the setup that starts as a copy of another becomes one by the tool's "Target permanent
    becomes a copy of target permanent." (707.2), cast by its controller once every permanent is there; a
    copy of a copy after the one it copies (707.3: the copiable values include copy effects)."""
    labels = {d.get("label"): i for i, (_, _, z, d) in enumerate(places) if z == "battlefield" and d.get("label")}
    todo = [i for i, (_, _, z, d) in enumerate(places) if z == "battlefield" and d.get("copyOf") is not None]
    done = set()
    while todo:
        ready = [i for i in todo if labels.get(places[i][3]["copyOf"]) not in todo]
        if not ready:
            raise Unsupported("permanents of the setup copying one another in a cycle")
        for i in ready:
            target = labels.get(places[i][3]["copyOf"])
            if target is None or ids[i] is None or ids[target] is None:
                raise Unsupported("a setup permanent copies one the setup does not place")
            oid, of = ids[i], ids[target]
            cast_tool(s.obj(oid)["controller"], "become-copy", targets=[oid, of])
            now, model = s.obj(oid), s.obj(of)
            if now["zone"] != "Battlefield" or now["name"] != model["name"] or s.waiting()["type"] != "Priority":
                # A Clone (0/0 as printed) placed first dies to state-based actions before the copy resolves; its
                # own "enter as a copy" is not told to the engine (card_data.IGNORED).
                raise Unsupported("the engine did not make the setup permanent a copy as the setup says")
            intrinsic_counters(s, oid, places[i][3])
            done.add(i)
            todo.remove(i)


# The engine's counter names, as its state keys them and its ModifyCounters reads them: `loyalty`, `defense` and
# `lore` lowercase (`Loyalty` would be a generic counter of that name, which the engine's rules do not read as
# loyalty though its state shows it under the same key).
ENGINE_COUNTERS = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
# The counters a permanent enters with for being of a type (306.5b, 310.4b, 714.3a), by engine counter.
INTRINSIC = {"loyalty": "Planeswalker", "defense": "Battle", "lore": "Saga"}


def intrinsic_counters(s, oid, perm):
    """A setup permanent entered as it is (the setup's meaning, as in Obverse's reference engine): with the intrinsic
    counters of what it is now (306.5b, 310.4b), not of what it entered as when built by play. One that starts as a
    copy entered as the copy, one back face up or face down by an effect as that: built by play, it entered as its own
    card's front face first (a planeswalker with its loyalty counters) and then became the copy, transformed or was
    turned face down; counters of that first entry the setup does not state are taken off again, and those it would
    have entered with as it is now (a copy of a planeswalker, a planeswalker back face) are put on it, as the setup's
    stated counters are."""
    stated = {ENGINE_COUNTERS.get(c, c) for c in perm.get("counters", {})}
    o = s.obj(oid)
    kinds = set(o["card_types"]["core_types"]) | set(o["card_types"]["subtypes"])
    printed = {"loyalty": views.first_known(o, ("printed_loyalty",)),
               "defense": views.first_known(o, ("printed_defense", "base_defense")), "lore": 1}
    for counter, kind in INTRINSIC.items():
        if counter in stated:
            continue
        have = o["counters"].get(counter, 0)
        want = (printed[counter] or 0) if kind in kinds else 0
        if have == want:
            continue
        s.debug({"type": "ModifyCounters", "data": {"object_id": oid, "counter_type": counter, "delta": want - have}})
        if s.obj(oid)["zone"] != "Battlefield" or s.obj(oid)["counters"].get(counter, 0) != want:
            raise Unsupported("the engine did not give the setup permanent the %d %s counters a %s has entering "
                              "(306.5b, 310.4b, 714.3a)" % (want, counter, kind.lower()))


def attach(s, places, ids, done):
    """Attach every placed permanent whose host is placed too (debug Attach), once each."""
    labels = {d.get("label"): ids[i] for i, (_, _, z, d) in enumerate(places)
              if z == "battlefield" and d.get("label") and ids[i] is not None}
    for i, (_, _, zone, details) in enumerate(places):
        target = labels.get(details.get("attachedTo")) if zone == "battlefield" else None
        if i in done or target is None or ids[i] is None or s.obj(ids[i])["zone"] != "Battlefield":
            continue
        if s.obj(target)["zone"] != "Battlefield":
            continue
        s.debug({"type": "Attach", "data": {"object_id": ids[i], "target": {"type": "Object", "data": target}}})
        done.add(i)
