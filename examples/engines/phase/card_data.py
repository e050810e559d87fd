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
import copy
import hashlib
import json

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
# Obverse ability kinds kept out of the engine's card data (the view reports them, README "views"): a text
# ability changes no rule; "copy-on-enter" (a Clone's) is inert in Obverse's model, which states what an
# object enters as a copy of in the action (`put-onto-battlefield` `asCopyOf`, unsupported here), so the engine
# is not asked to offer a copy as the card enters either.
IGNORED = {"text", "copy-on-enter"}


class Unloadable(Exception):
    """A card the engine's card data cannot describe honestly (the adapter says `unsupported`)."""


def oracle_id(key, definition):
    """A stable made-up oracle id per card (the same for the same definition, whatever its key), which links a
    double-faced card's faces in the engine's database."""
    digest = hashlib.sha1(json.dumps(definition, sort_keys=True).encode()).hexdigest()
    return "%s-%s-%s-%s-%s" % (digest[:8], digest[8:12], digest[12:16], digest[16:20], digest[20:32])


def colors_of(face):
    if face.get("colorIndicator") is not None:
        return [c for c in face["colorIndicator"]]
    cost = face.get("manaCost") or ""
    return [c for c in COLOR_LETTERS if "{%s" % c in cost or "/%s}" % c in cost or "/%s/" % c in cost]


TRIGGER_WORDS = {
    "enters": "When {name} enters, ",
    "turned-face-up": "When {name} is turned face up, ",
    "transforms-into": "When this creature transforms into {name}, ",
    "transforms": "Whenever {name} transforms, ",
    "leaves": "When {name} leaves the battlefield, ",
    "permanent-transforms": "Whenever a permanent you control transforms, ",
    "permanent-turned-face-up": "Whenever a permanent you control is turned face up, ",
    "another-creature-dies": "Whenever another creature dies, ",
}


def triggered_line(name, ability):
    """A triggered ability in the engine's templating, from Obverse's data (trigger, resolves), not a card's text.

    What it does on resolving is the Obverse `resolves` (608.2): counters on it, transform it, untap it; one that
    changes nothing (`resolves` absent or text) gains its controller 0 life, so that the engine still puts the
    ability on the stack and resolves it, changing nothing.
    """
    trigger = ability["trigger"]["kind"]
    if trigger not in TRIGGER_WORDS:
        raise Unloadable("a %s trigger of %s is not described to the engine" % (trigger, name))
    resolves = ability.get("resolves") or {"kind": "text"}
    kind = resolves["kind"]
    if kind == "counters" and resolves["counter"] in ("+1/+1", "-1/-1"):
        n = resolves["amount"]
        effect = "put %s %s counter%s on %s" % ("a" if n == 1 else n, resolves["counter"], "" if n == 1 else "s", name)
    elif kind == "transform":
        effect = "transform %s" % name
    elif kind == "untap":
        effect = "untap %s" % name
    elif kind == "text":
        effect = "you gain 0 life"
    else:
        raise Unloadable("a triggered ability of %s that resolves by %s is not described to the engine" % (name, kind))
    return TRIGGER_WORDS[trigger].format(name=name) + effect + "."


NUMBERS = ["no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def counters_line(name, ability):
    """614.1c, 702.37 (as turned face up): a replacement putting counters, in the engine's templating."""
    effect = ability.get("effect", ability)
    counter, amount = effect.get("counter"), effect.get("amount")
    if effect.get("kind", "counters") != "counters" or counter not in ("+1/+1", "-1/-1"):
        raise Unloadable("an ability of %s putting %s is not described to the engine" % (name, effect))
    if amount == "X" and ability["kind"] == "enters-with-counters":
        count = "X %s counters" % counter
    elif isinstance(amount, int) and 1 <= amount < len(NUMBERS):
        count = "%s %s counter%s" % (NUMBERS[amount], counter, "" if amount == 1 else "s")
    else:
        raise Unloadable("%s counters of %s are not described to the engine" % (amount, name))
    if ability["kind"] == "enters-with-counters":
        return "%s enters with %s on it." % (name, count)
    return "As %s is turned face up, put %s on it." % (name, count)


def enchant_line(types):
    """An enchant ability (702.5a) as the engine's parser reads it: `Enchant creature`, `Enchant artifact or
    creature`; no card type is `Enchant permanent`."""
    words = [t.lower() for t in types] or ["permanent"]
    listed = words[0] if len(words) == 1 else (
        " or ".join(words) if len(words) == 2 else ", ".join(words[:-1]) + ", or " + words[-1])
    return "Enchant " + listed


def keyword_lines(face):
    lines, keywords = [], []
    if "Aura" in face.get("subtypes", []) and not any(a["kind"] == "enchant" for a in face.get("abilities", [])):
        # An Aura of Obverse's model without an enchant ability may enchant any permanent (303.4, model/ability.ts).
        lines.append(enchant_line([]))
        keywords.append("Enchant")
    for ability in face.get("abilities", []):
        kind = ability["kind"]
        if kind == "keyword":
            word = ability["keyword"]
            lines.append(word[:1].upper() + word[1:])
            keywords.append(word[:1].upper() + word[1:])
        elif kind == "transform-self":
            # An activated ability in the engine's templating, from Obverse's data (cost), not a card's text.
            lines.append("%s: Transform %s." % (ability["cost"], face["name"]))
        elif kind == "triggered":
            lines.append(triggered_line(face["name"], ability))
        elif kind == "as-turned-face-up" and ability["effect"]["kind"] == "text":
            continue  # a text effect changes nothing in Obverse's model (as a text ability): not told to the engine
        elif kind in ("as-turned-face-up", "enters-with-counters"):
            lines.append(counters_line(face["name"], ability))
        elif kind in ("daybound", "nightbound"):
            lines.append(kind.capitalize())
            keywords.append(kind.capitalize())
        elif kind == "enchant":
            # The engine's builder reads an enchant line only when MTGJSON's keywords list Enchant, as a real Aura's
            # do; without it the Aura has no restriction (702.5a) and is never put into a graveyard by 704.5m.
            lines.append(enchant_line(ability["types"]))
            keywords.append("Enchant")
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


_BUILT = {}


def entries(phase, key, definition):
    """The card-data entries (one per face, keyed by lower-case face name) for one Obverse card; built once per
    definition (the engine's parser is the slow part of starting a game)."""
    text = json.dumps(definition, sort_keys=True)
    if text not in _BUILT:
        try:
            _BUILT[text] = build_entries(phase, key, definition)
        except Unloadable as e:
            _BUILT[text] = e
    built = _BUILT[text]
    if isinstance(built, Unloadable):
        raise built
    return copy.deepcopy(built)


def build_entries(phase, key, definition):
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
