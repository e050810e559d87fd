"""The abilities an object has, as the views report them: read off phase.rs's own object (its keywords, granted
triggers, continuous effects) and the setup card whose face the engine names. Pure functions of (engine object,
adapter book), importing nothing but tools.py, so that an engine-side reproduction embeds it as it is (repro.py).
"""
import tools
from costs import cost_text


def face_of(o, book):
    """(setup card key or None, Obverse face) of the face the engine says this object shows."""
    key, index = face_index(o, book)
    return (key, book["cards"][key]["faces"][index]) if key is not None else (None, None)


def face_index(o, book):
    """(setup card key, face index) of the face the engine says this object shows (its printed_ref), or Nones."""
    ref = (o.get("printed_ref") or {}).get("face_name") or o.get("base_name") or o.get("name") or ""
    # Its own card first: two setup cards may print a face of the same name (the same card under two keys, which
    # the engine's card data, keyed by name, holds once), and the book's name index keeps only one of them.
    own = book["key"].get(str(o["id"]))
    if own is not None:
        for index, face in enumerate(book["cards"][own]["faces"]):
            if face["name"].lower() == ref.lower():
                return own, index
    hit = book["faces"].get(ref.lower())
    return (hit[0], hit[1]) if hit is not None else (None, None)


def ward_cost(keyword):
    """`{"Ward": {"type": "Mana", "data": <ManaCost>}}` (the engine's keyword) as Obverse's `{2}`, else None."""
    ward = keyword.get("Ward") if isinstance(keyword, dict) else None
    if isinstance(ward, dict) and ward.get("type") == "Mana":
        return cost_text(ward.get("data"))
    return None


def keyword_key(keyword):
    """An engine keyword (`FirstStrike`) or an Obverse one (`first strike`) as one comparable word."""
    word = keyword if isinstance(keyword, str) else next(iter(keyword), "") if isinstance(keyword, dict) else ""
    return "".join(ch for ch in word.lower() if ch.isalnum())


def abilities_of(o, book):
    """Face-up: the Obverse abilities of the face the engine shows (its parsed form is its own); face down: the ward
    the engine gives it (702.168a, 701.58a), the only ability a face-down permanent may have here. Then what the
    engine's continuous effects (the tool's, effects.py) changed: none of those while the engine applies a
    "loses all abilities" effect to it (613.1f), and each keyword an effect gave it that the engine shows (after)."""
    wards = [{"kind": "ward", "cost": c} for c in (ward_cost(k) for k in o.get("keywords", [])) if c is not None]
    if o["face_down"]:
        kept = wards
    else:
        _, face = face_of(o, book)
        # No face of the setup's cards with the name the engine shows (a copy of a face-down permanent, nameless):
        # the ward the engine gives it, as it would give a face-down one.
        kept = list(face["abilities"]) if face is not None and face["name"] == o["name"] else wards
        # Morph, megamorph and disguise only as the engine holds them: its keywords (a copy may lack them,
        # docs/engines/phase.md deviation 22), not the setup card's text.
        shown = {keyword_key(k) for k in o.get("keywords", [])}
        kept = [a for a in kept if a["kind"] not in ("morph", "megamorph", "disguise") or a["kind"] in shown]
    if o.get("lost_all_abilities") and book.get("lost", {}).get(str(o["id"])) == o.get("incarnation", 0):
        kept = []
    gained = book.get("gained", {}).get(str(o["id"]))
    if gained and o["zone"] == "Battlefield" and gained[0] == o.get("incarnation", 0):
        shown = [keyword_key(k) for k in o.get("keywords", [])]
        # A triggered ability an effect gave it: one the engine shows among its granted trigger definitions.
        granted = [(d.get("definition") or {}).get("description") for d in o.get("trigger_definitions") or []
                   if (d.get("occurrence") or {}).get("type") == "Granted"]
        for ability in unique(a for a in gained[1] if a["kind"] == "triggered"):
            kept += [ability] * max(0, granted.count(tools.gained_line(ability)) - kept.count(ability))
        for ability in unique(a for a in gained[1] if a["kind"] != "triggered"):
            word = keyword_key(ability.get("keyword", ability["kind"]))
            extra = shown.count(word) - sum(1 for a in kept if keyword_key(a.get("keyword", a["kind"])) == word)
            kept += [ability] * max(0, extra)
    return kept


def unique(items):
    out = []
    for item in items:
        if item not in out:
            out.append(item)
    return out
