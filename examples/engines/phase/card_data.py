"""Obverse card definitions -> phase.rs card data, offline.

phase.rs reads a `card-data.json` normally generated from an MTGJSON download. This module
builds the same entries from Obverse's own card definitions (the setup's cards, or the catalog
in catalog/cards.json): it writes an MTGJSON-shaped dict per face and hands it to the package's
own `build_oracle_face` / `build_oracle_face_multi`, so the engine parses the card as it would
any real one. Only what Obverse's data holds goes in: names, mana costs, types, power and
toughness, loyalty, defense, colour indicators and keyword abilities with their costs (written as
the keyword line the engine's parser reads, e.g. `Morph {1}{U}`). No rules text is pasted.

A card the adapter cannot describe to the engine this way raises `Unloadable` with the reason;
`mechanics_loadable` says which Obverse abilities can be described (the rest keep a card out).
"""
import hashlib

COLOR_LETTERS = "WUBRG"

# Obverse ability kinds the engine is told about as a keyword line; `keyword` abilities (flying, ...) too.
KEYWORD_LINES = {
    "morph": "Morph {cost}",
    "megamorph": "Megamorph {cost}",
    "disguise": "Disguise {cost}",
    "ward": "Ward {cost}",
    "disturb": "Disturb {cost}",
    "more-than-meets-the-eye": "More Than Meets the Eye {cost}",
}
# Obverse ability kinds that change no rule the engine needs to know for the face-changing checks
# the adapter declares: kept out of the engine's card data (the view reports them, README "views").
IGNORED = {"text"}


class Unloadable(Exception):
    """A card the engine's card data cannot describe honestly (the adapter says `unsupported`)."""


def oracle_id(key, definition):
    """A stable made-up oracle id per card, which links a double-faced card's faces in the engine's database."""
    digest = hashlib.sha1((key + repr(definition)).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (digest[:8], digest[8:12], digest[12:16], digest[16:20], digest[20:32])


def colors_of(face):
    if face.get("colorIndicator") is not None:
        return [c for c in face["colorIndicator"]]
    cost = face.get("manaCost") or ""
    return [c for c in COLOR_LETTERS if "{%s" % c in cost or "/%s}" % c in cost or "/%s/" % c in cost]


def keyword_lines(face):
    lines, keywords = [], []
    for ability in face.get("abilities", []):
        kind = ability["kind"]
        if kind == "keyword":
            word = ability["keyword"]
            lines.append(word[:1].upper() + word[1:])
            keywords.append(word[:1].upper() + word[1:])
        elif kind in KEYWORD_LINES:
            lines.append(KEYWORD_LINES[kind].format(cost=ability["cost"]))
        elif kind in IGNORED:
            continue
        else:
            raise Unloadable("ability %r of %s is not described to the engine" % (kind, face["name"]))
    return lines, keywords


def mtgjson_face(face, layout, side=None):
    """The MTGJSON AtomicCard fields phase's builder reads, from one Obverse face."""
    lines, keywords = keyword_lines(face)
    types = list(face["types"])
    type_line = " ".join(list(face["supertypes"]) + types)
    if face["subtypes"]:
        type_line += " \u2014 " + " ".join(face["subtypes"])
    card = {
        "name": face["name"], "faceName": face["name"], "type": type_line, "types": types,
        "subtypes": list(face["subtypes"]), "supertypes": list(face["supertypes"]), "layout": layout,
        "text": "\n".join(lines), "colors": colors_of(face), "colorIdentity": colors_of(face),
        "keywords": keywords, "identifiers": {}, "manaValue": 0,
    }
    if face.get("manaCost") is not None:
        card["manaCost"] = face["manaCost"]
    if face.get("colorIndicator") is not None:
        card["colorIndicator"] = list(face["colorIndicator"])
    for field in ("power", "toughness", "loyalty", "defense"):
        if face.get(field) is not None:
            card[field] = str(face[field])
    if side is not None:
        card["side"] = side
    return card


LAYOUTS = {"single": "normal", "nonmodal-dfc": "transform", "modal-dfc": "modal_dfc"}


def entries(phase, key, definition):
    """The card-data entries (one per face, keyed by lower-case face name) for one Obverse card."""
    layout = definition["layout"]
    if layout not in LAYOUTS:
        raise Unloadable("%s layout cards are not described to the engine" % layout)
    oid = oracle_id(key, definition)
    faces = definition["faces"]
    if len({f["name"].lower() for f in faces}) < len(faces):
        raise Unloadable("two faces named %r (the engine's card data is keyed by face name)" % faces[0]["name"])
    if layout == "single":
        face = phase.build_oracle_face(mtgjson_face(faces[0], "normal"), oid)
        return {faces[0]["name"].lower(): face}
    out = {}
    for index, face in enumerate(faces):
        built = phase.build_oracle_face_multi(mtgjson_face(face, LAYOUTS[layout], "ab"[index]), oid)
        built["layout"] = LAYOUTS[layout]
        built["face_index"] = index
        out[face["name"].lower()] = built
    return out
