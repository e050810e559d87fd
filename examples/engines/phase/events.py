"""Obverse events from the engine's own events and public log of one action (docs/adapter.md, "Events").

Only objects the views show are reported (the tool's own cast and moves are not), each named by its id at the
time of the event (an object that transformed and then died in one action transformed under its old id). What
counts as a reveal (708.9, 701.20): the engine showing the card to every player, by its public log naming the card
as it moves (`'<name>' moves from Battlefield to Hand`, visibility Public), by the card ending face up in a public
zone, or by its `CardsRevealed` event.
"""
import views

PUBLIC_ZONES = ("Graveyard", "Exile", "Battlefield", "Stack")


def reference_incarnation(d):
    ref = d.get("record", {}).get("trigger_source_context", {}).get("identity", {}).get("reference", {})
    return ref.get("incarnation")


def named_publicly(results, oid):
    for r in results:
        for entry in r.log_entries or []:
            if (entry.get("presentation") or {}).get("visibility") != "Public":
                continue
            for seg in entry.get("segments", []):
                value = seg.get("value") if isinstance(seg.get("value"), dict) else {}
                if seg.get("type") == "CardName" and value.get("object_id") == oid and value.get("name"):
                    return True
    return False


def engine_events(results):
    return [e for r in results for e in (r.events or [])]


def next_incarnations(events):
    """For each ZoneChanged (by position), the incarnation it leaves: the one the object's next move starts from."""
    moves = [(i, e["data"]["object_id"], reference_incarnation(e["data"])) for i, e in enumerate(events)
             if e.get("type") == "ZoneChanged"]
    after = {}
    for k, (i, oid, _) in enumerate(moves):
        later = [inc for (_, o, inc) in moves[k + 1:] if o == oid and inc is not None]
        after[i] = later[0] if later else None
    return after


def entered(handle, now, book):
    """The contract's `entered` for engine object `now` (the face it entered with, and how if face down, 708.3)."""
    return {"kind": "entered", "object": handle, "face": "back" if now.get("transformed") else "front",
            "faceDown": views.way_of(now, book) if now["face_down"] else None}


def events_of(s, results, before):
    """The Obverse events of one action: `results` are its engine results, `before` the views' state before it."""
    book, objects, out = s.book, s.state()["objects"], []
    shown = book["number"]
    events = engine_events(results)
    leaves = next_incarnations(events)
    current = {}  # object id -> incarnation it has at this point of the action

    def h(oid, inc):
        return "o%d.%d" % (shown[str(oid)], inc - book["base"][str(oid)])

    def at(oid):
        if oid not in current:
            was = before["objects"].get(str(oid)) or objects.get(str(oid)) or s.obj(oid) or {}
            current[oid] = was.get("incarnation", 0)
        return h(oid, current[oid])

    everyone = [p for i, p in enumerate(book["players"]) if i not in s.state().get("eliminated_players", [])]
    for i, e in enumerate(events):
        kind, d = e.get("type"), e.get("data") or {}
        oid = d.get("object_id")
        if kind == "PlayerEliminated":
            out.append({"kind": "player-left", "player": book["players"][d["player_id"]]})
            continue
        if kind == "DayNightChanged":
            out.append({"kind": "day-night-changed", "designation": d["new_state"].lower(), "clause": "731.1"})
            continue
        if str(oid) not in shown:
            continue  # the tool, or an object no view shows
        if kind == "ZoneChanged":
            if d.get("from") is None:
                # A token coming into being: its token-created event says so, and it enters the battlefield (111.1,
                # 603.6a), which the contract's `entered` reports as it does for any permanent.
                now = objects.get(str(oid)) or s.obj(oid) or {}
                if d.get("to") == "Battlefield" and "card_types" in now:
                    out.append(entered(at(oid), now, book))
                continue
            old = at(oid)
            now = objects.get(str(oid)) or s.obj(oid) or {"zone": d["to"], "face_down": False, "id": oid}
            start = reference_incarnation(d)
            if start is not None:
                old = h(oid, start)
            current[oid] = leaves[i] if leaves[i] is not None else now.get("incarnation", current[oid] + 1)
            out.append({"kind": "zone-change", "object": old, "newObject": at(oid),
                        "from": views.ZONES[d["from"]], "to": views.ZONES[d["to"]]})
            was = before["objects"].get(str(oid), {})
            if was.get("face_down") and d["from"] in ("Battlefield", "Stack") and d["to"] != "Battlefield":
                # What was shown: the card (or token) it is, read from the object before it left if it has ceased
                # to exist since (a token leaving the battlefield).
                card = views.printed(now, book) if "card_types" in now else views.printed(was, book)
                public = named_publicly(results, oid) or (now["zone"] in PUBLIC_ZONES and not now["face_down"])
                if public and card is not None:
                    out.append({"kind": "revealed", "object": old, "printed": card, "to": everyone})
            if d["to"] == "Battlefield" and "card_types" in now:
                out.append(entered(at(oid), now, book))
        elif kind == "SpellCountered":
            # 701.6a: the spell as it was on the stack (the engine reports it before moving it).
            out.append({"kind": "countered", "object": at(oid)})
        elif kind == "CounterAdded":
            out.append({"kind": "counters-added", "object": at(oid),
                        "counter": views.COUNTERS.get(d["counter_type"], d["counter_type"]), "amount": d["count"]})
        elif kind == "TokenCreated":
            out.append({"kind": "token-created", "object": at(oid)})
        elif kind == "Transformed":
            o = objects.get(str(oid)) or s.obj(oid) or {}
            out.append({"kind": "transformed", "object": at(oid), "face": "back" if o.get("transformed") else "front"})
        elif kind == "TurnedFaceDown":
            out.append({"kind": "turned-face-down", "object": at(oid)})
        elif kind in ("PermanentTapped", "PermanentUntapped"):
            out.append({"kind": "tapped" if kind == "PermanentTapped" else "untapped", "object": at(oid)})
    return out + triggered(s, before)


def triggered(s, before):
    """603.2: an ability of a setup card that triggered during the action, now on the stack (views.triggered_of)."""
    known = {e["id"] for e in before["stack"]}
    objects, out = s.state()["objects"], []
    for entry in s.state()["stack"]:
        if entry["id"] in known or entry["kind"]["type"] != "TriggeredAbility":
            continue
        ability = (entry["kind"].get("data") or {}).get("ability") or {}
        which = views.triggered_of(objects.get(str(entry["source_id"])), ability, s.book)
        if which is not None:
            out.append({"kind": "triggered", "source": views.source_handle(entry, s.book, objects),
                        "trigger": which["trigger"]["kind"]})
    return out
