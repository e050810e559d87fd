"""The acting player's tools: instants whose one effect line is a real card's, parsed by phase.rs's own parser.

Obverse's effect actions (a bounce, a destroy, "transform target creature", a manifest, a token copy, ...) are
carried out the way phase.rs's game carries them out: a player casts a spell with that effect, choosing it as the
mode of one modal instant ("Choose one —", one mode per effect), and every player passes priority until it
resolves. Each effect line is written as real cards print it (Boomerang's "Return target
permanent to its owner's hand.", Cancel's "Counter target spell.", Regrowth's, Soul Summons' manifest), and
phase.rs builds the card from it as its card database builds any card from MTGJSON (`build_oracle_face`), with the
same parsed effect its database holds for such cards. The tool's name, type and cost ({X}, X being an amount the
effect puts or deals, else 0) are the adapter's, so that casting it needs no mana beyond an amount. One card
carries every mode because each object in a phase.rs game slows every engine call (about 0.1 ms each).

Every player's deck holds one tool; it waits in the command zone, which no Obverse view shows, is moved to its
owner's hand just before it is cast and back to the command zone after it resolves (debug `MoveToZone` without
simulation: README, "Debug actions"). Views and events never show it.
"""
import card_data

# purpose -> (effect line, the action field X is read from, or None); a mode each, in this order
TOOLS = {
    "bounce": ("Return target permanent to its owner's hand.", None),
    "destroy": ("Destroy target permanent.", None),
    "exile": ("Exile target permanent.", None),
    "top": ("Put target permanent on top of its owner's library.", None),
    "bottom": ("Put target permanent on the bottom of its owner's library.", None),
    "transform": ("Transform target permanent.", None),
    "tap": ("Tap target permanent.", None),
    "untap": ("Untap target permanent.", None),
    "counters:+1/+1": ("Put X +1/+1 counters on target permanent.", "amount"),
    "counters:-1/-1": ("Put X -1/-1 counters on target permanent.", "amount"),
    "counters:lore": ("Put X lore counters on target permanent.", "amount"),
    "counters:loyalty": ("Put X loyalty counters on target permanent.", "amount"),
    "counters:defense": ("Put X defense counters on target permanent.", "amount"),
    "draw": ("Target player draws a card.", None),
    "reveal-from-hand": ("Target player reveals a card from their hand.", None),
    "manifest:1": ("Manifest the top card of your library.", None),
    "manifest:2": ("Manifest the top two cards of your library.", None),
    "manifest:3": ("Manifest the top three cards of your library.", None),
    "cloak:1": ("Cloak the top card of your library.", None),
    "cloak:2": ("Cloak the top two cards of your library.", None),
    "cloak:3": ("Cloak the top three cards of your library.", None),
    "manifest-dread": ("Manifest dread.", None),
    "face-down": ("Turn target permanent face down.", None),
    "token-copy": ("Create a token that's a copy of target permanent.", None),
    # Shapesharer's kind of line: one permanent may be both targets (115.3), as a `become-copy` may name it twice.
    "become-copy": ("Target permanent becomes a copy of target permanent.", None),
    "counter": ("Counter target spell.", None),
    "copy-spell": ("Copy target spell.", None),
    # Stifle's line.
    "counter-ability": ("Counter target activated or triggered ability.", None),
    "damage": ("Obverse Tool deals X damage to any target.", "amount"),
    # Rabid Bite's and Soul's Fire's kind of line: the source a `deal-damage` names deals the damage (120.1).
    "damage-by-source": ("Target creature deals damage equal to its power to any target.", None),
    "day": ("It becomes day.", None),
    "night": ("It becomes night.", None),
    "reanimate": ("Return target card from your graveyard to the battlefield.", None),
    "reanimate-transformed": ("Return target card from your graveyard to the battlefield transformed.", None),
    "reanimate-under-you": ("Put target card from a graveyard onto the battlefield under your control.", None),
    "graveyard-exile": ("Exile target card from a graveyard.", None),
    "graveyard-hand": ("Return target card from your graveyard to your hand.", None),
    # Noxious Revival's and Reito Lantern's lines.
    "graveyard-top": ("Put target card from a graveyard on top of its owner's library.", None),
    "graveyard-bottom": ("Put target card from a graveyard on the bottom of its owner's library.", None),
    "hand-to-battlefield": ("You may put a card from your hand onto the battlefield.", None),
    "hand-to-battlefield-transformed": ("You may put a card from your hand onto the battlefield transformed.", None),
    "exile-top-face-down": ("Exile the top card of your library face down.", None),
    "face-up": ("Turn target face-down creature face up.", None),
    "phase-out": ("Target permanent phases out.", None),
    "attach": ("Attach target Equipment you control to target creature.", None),
    # apply-effect (effects.py): continuous effects of a resolving spell, lasting with no duration stated (611.2a)
    "lose-all-abilities": ("Target permanent loses all abilities.", None),
    "gain:flying": ("Target permanent gains flying.", None),
    "gain:daybound": ("Target permanent gains daybound.", None),
    "gain:nightbound": ("Target permanent gains nightbound.", None),
    "add-types:Artifact:": ("Target permanent becomes an artifact in addition to its other types.", None),
    "add-types:Artifact:Golem": ("Target permanent becomes an artifact Golem in addition to its other types.", None),
    "set-power-toughness:X/X": ("Target permanent has base power and toughness X/X.", "amount"),
    "set-power-toughness:0/1": ("Target permanent has base power and toughness 0/1.", None),
    "modify-power-toughness:+X/+X": ("Target permanent gets +X/+X.", "amount"),
    "modify-power-toughness:-X/-X": ("Target permanent gets -X/-X.", "amount"),
    # Borne Upon a Wind's line: cast by each player as the setup is built (build.py), since Obverse's model has no
    # timing (a spell may be cast onto a nonempty stack or in another player's turn).
    "flash": ("You may cast spells this turn as though they had flash.", None),
}
# apply-effect gaining a triggered ability (generators' follow-up and look-back motifs): "When this permanent leaves
# the battlefield, ..." or "Whenever this permanent transforms, ...", resolving as the Obverse ability says (608.2),
# worded as card_data.py words a card's own (a text effect gains 0 life, so that it still resolves, changing nothing).
GAINED_TRIGGERS = ("leaves", "transforms")
GAINED_RESOLVES = {"counters": {"kind": "counters", "counter": "+1/+1", "amount": 1},
                   "transform": {"kind": "transform"}, "untap": {"kind": "untap"}, "text": None}


def gained_ability(trigger, resolves):
    ability = {"kind": "triggered", "trigger": {"kind": trigger}, "effect": ""}
    if GAINED_RESOLVES[resolves] is not None:
        ability["resolves"] = GAINED_RESOLVES[resolves]
    return ability


def gained_purpose(ability):
    """The tool's purpose giving `ability` (an Obverse triggered ability), or None when no mode states it."""
    resolves = ability.get("resolves") or {"kind": "text"}
    kind = next((k for k, r in GAINED_RESOLVES.items() if (r or {"kind": "text"}) == resolves), None)
    if ability["trigger"]["kind"] not in GAINED_TRIGGERS or kind is None:
        return None
    return "gain:triggered:%s:%s" % (ability["trigger"]["kind"], kind)


def gained_line(ability):
    """How the engine describes a gained triggered ability (its trigger_definitions, a stack entry): "~" for it."""
    return card_data.triggered_line("this permanent", ability).replace("this permanent", "~")


for _trigger in GAINED_TRIGGERS:
    for _resolves in GAINED_RESOLVES:
        _line = card_data.triggered_line("this permanent", gained_ability(_trigger, _resolves))
        TOOLS["gain:triggered:%s:%s" % (_trigger, _resolves)] = ('Target permanent gains "%s"' % _line, None)
NAME = "Obverse Tool"
_ENTRY = []


def mode(purpose):
    return list(TOOLS).index(purpose)


def mtgjson():
    text = "Choose one \u2014\n" + "\n".join("\u2022 " + line for line, _ in TOOLS.values())
    return {"name": NAME, "faceName": NAME, "type": "Instant", "types": ["Instant"], "subtypes": [], "supertypes": [],
            "layout": "normal", "text": text, "colors": [], "colorIdentity": [], "keywords": [], "identifiers": {},
            "manaValue": 0, "manaCost": "{X}"}


def entries(phase):
    """The tool's card-data entry, keyed as the engine's card data is (lower-case name); built once."""
    if not _ENTRY:
        face = phase.build_oracle_face(mtgjson(), None)
        if (face.get("modal") or {}).get("mode_count") != len(TOOLS):
            raise RuntimeError("phase.rs parsed %s modes of the tool, not %d" % (
                (face.get("modal") or {}).get("mode_count"), len(TOOLS)))
        _ENTRY.append(face)
    return {NAME.lower(): _ENTRY[0]}
