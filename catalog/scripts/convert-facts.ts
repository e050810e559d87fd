/**
 * Pure conversion of card-facts.json records into catalog entries. Used by the one-off
 * generator (generate-cards.ts) and by the drift test; never at run time.
 */
import type { Mechanic } from '../../adapter/mechanics.js';
import type { Ability } from '../../model/ability.js';
import { type CardDefinition, splitOf } from '../../model/card.js';
import { CARD_TYPES, SUPERTYPES, type CardType, type Face, type Supertype } from '../../model/characteristics.js';
import { COLORS, type Color } from '../../model/mana.js';
import type { CatalogCard } from '../catalog-card.js';
import type { CatalogNotes } from '../catalog-file.js';
import { mechanicsOf } from '../mechanics-of.js';

/** One face as card-facts.json states it (all values are strings, as printed). */
export interface FactFace {
  readonly name: string;
  readonly manaCost: string | null;
  readonly typeLine: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  readonly colors: readonly string[] | null;
  readonly colorIndicator?: string;
  readonly disturbCost?: string;
  readonly mechanics?: readonly string[];
}

/** One record of card-facts.json. */
export interface FactRecord extends FactFace {
  readonly layout?: string;
  readonly faces?: readonly FactFace[];
  readonly morphCost?: string;
  readonly megamorphCost?: string;
  readonly disguiseCost?: string;
  readonly meld?: {
    readonly meldsWith?: string;
    readonly meldsInto?: string;
    readonly meldedFrom?: readonly string[];
  };
}

/** What the conversion did besides plain copying (kept in catalog/cards.json as `notes`). */
export type ConversionNotes = CatalogNotes;

export interface Conversion {
  /** Sorted by name. Meld pairs share one melded Face object. */
  readonly cards: readonly CatalogCard[];
  readonly notes: ConversionNotes;
}

/**
 * Corrections of facts checked against the printed cards. The facts give melded faces
 * no colors, but each printed melded half carries a color indicator; Rowan's front face
 * lost its printed loyalty.
 */
const MELDED_COLOR_INDICATOR: Readonly<Record<string, readonly Color[]>> = {
  'Brisela, Voice of Nightmares': ['W'],
  'Hanweir, the Writhing Township': ['R'],
  'Urza, Planeswalker': ['W', 'U'],
};
const LOYALTY_CORRECTION: Readonly<Record<string, number>> = {
  'Rowan, Scholar of Sparks': 2,
};

/**
 * Enchant abilities (702.5a) of Auras as printed, which the facts, keeping no rules text, do not give; without one an
 * Aura of the model may enchant any permanent, which these may not. Only restrictions by card type are expressible
 * (an empty list is "enchant permanent"): Minimus Containment ("enchant nonland permanent") and the Curses that
 * enchant a player keep none.
 */
const ENCHANT_AS_PRINTED: Readonly<Record<string, readonly CardType[]>> = {
  'Bound by Moonsilver': [],
  'Ghastly Mimicry': ['Creature'],
  'Gift of Doom': ['Creature'],
  'Illusory Gains': ['Creature'],
  'Infernal Scarring': ['Creature'],
  'Mirror Mockery': ['Creature'],
  "Tamiyo's Compleation": ['Artifact', 'Creature', 'Planeswalker'],
  'Unable to Scream': ['Creature'],
};

/** The face's enchant ability as printed, when ENCHANT_AS_PRINTED has one (noted among the corrections). */
function enchantAsPrinted(name: string, corrections: string[]): Ability[] {
  const types = ENCHANT_AS_PRINTED[name];
  if (types === undefined) return [];
  corrections.push(
    `${name}: enchant ${types.length === 0 ? 'permanent' : types.join(', ')} as printed (facts give no text)`,
  );
  return [{ kind: 'enchant', types }];
}

/** The card of each meld pair that carries the melding ability (712.4a), keyed by melded face. */
const MELDING_CARD: Readonly<Record<string, string>> = {
  'Brisela, Voice of Nightmares': 'Gisela, the Broken Blade',
  'Hanweir, the Writhing Township': 'Hanweir Battlements',
  'Urza, Planeswalker': 'Urza, Lord Protector',
};

/**
 * Cards whose rules text turns permanents face down or manifests dread; the facts'
 * "face down" tag is too broad (it also marks morph cards and face-down exile) to map.
 */
const TEXT_MECHANICS: Readonly<Record<string, readonly Mechanic[]>> = {
  Ixidron: ['turn-face-down'],
  Backslide: ['turn-face-down'],
  'Vesuvan Shapeshifter': ['turn-face-down'],
  'Obscuring Aether': ['turn-face-down'],
  'Unwanted Remake': ['manifest-dread'],
};

/** Fact tags that name one of our mechanics. */
const TAG_MECHANICS: Readonly<Record<string, readonly Mechanic[]>> = {
  transform: ['transform'],
  daybound: ['transform', 'day-night'],
  nightbound: ['transform', 'day-night'],
  manifest: ['manifest'],
  cloak: ['cloak'],
  copy: ['copy'],
  meld: ['meld'],
};

/**
 * Split-card halves with aftermath (702.127a) on the printed card; the facts do not say so, and
 * without it the half would be castable from a hand, which the printed card forbids.
 */
const AFTERMATH_HALVES: readonly string[] = ['Dawn'];

/** Old type names that the current rules renamed. */
const RENAMED_TYPES: Readonly<Record<string, CardType>> = { Tribal: 'Kindred' };

export interface ParsedTypeLine {
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
}

/** Splits "Legendary Creature — Human Wizard" at the em dash into its three parts. */
export function parseTypeLine(typeLine: string): ParsedTypeLine {
  const [left = '', right = ''] = typeLine.split('—').map((part) => part.trim());
  const supertypes: Supertype[] = [];
  const types: CardType[] = [];
  for (const word of left.split(/\s+/).filter((w) => w !== '')) {
    const renamed = RENAMED_TYPES[word] ?? word;
    if ((SUPERTYPES as readonly string[]).includes(renamed)) supertypes.push(renamed as Supertype);
    else if ((CARD_TYPES as readonly string[]).includes(renamed)) types.push(renamed as CardType);
    else throw new Error(`Unknown supertype or card type "${word}" in "${typeLine}"`);
  }
  const subtypes = right.split(/\s+/).filter((w) => w !== '');
  return { supertypes, types, subtypes };
}

/** `""`/`null` become null (no mana cost, 202.1b); anything else is kept as printed. */
export function parseManaCost(cost: string | null | undefined): string | null {
  return cost === undefined || cost === null || cost === '' ? null : cost;
}

/** "WU" gives ['W', 'U'] in WUBRG order; absent gives null. */
export function parseColorIndicator(letters: string | undefined): readonly Color[] | null {
  if (letters === undefined || letters === '') return null;
  return COLORS.filter((c) => letters.includes(c));
}

function numberOrNull(value: string | undefined, label: string, star: string[]): number | null {
  if (value === undefined) return null;
  if (/^-?\d+$/.test(value)) return Number(value);
  star.push(label);
  return 0;
}

function toFace(
  fact: FactFace,
  abilities: readonly Ability[],
  star: string[],
  colorIndicator: readonly Color[] | null,
): Face {
  const { supertypes, types, subtypes } = parseTypeLine(fact.typeLine);
  const power = numberOrNull(fact.power, `${fact.name} power "${fact.power ?? ''}"`, star);
  const toughness = numberOrNull(fact.toughness, `${fact.name} toughness "${fact.toughness ?? ''}"`, star);
  const isCreature = types.includes('Creature');
  if (isCreature && (power === null || toughness === null)) {
    star.push(`${fact.name}: creature with no P/T in the facts (printed as stars)`);
  }
  return {
    name: fact.name,
    manaCost: parseManaCost(fact.manaCost),
    colorIndicator,
    supertypes,
    types,
    subtypes,
    abilities,
    power: isCreature ? (power ?? 0) : power,
    toughness: isCreature ? (toughness ?? 0) : toughness,
    loyalty: LOYALTY_CORRECTION[fact.name] ?? numberOrNull(fact.loyalty, `${fact.name} loyalty`, star),
    defense: null,
  };
}

/** Cost-based abilities the facts state for the card (its front face). */
function frontAbilities(record: FactRecord, front: FactFace): Ability[] {
  const abilities: Ability[] = [];
  if (record.morphCost !== undefined) abilities.push({ kind: 'morph', cost: record.morphCost });
  if (record.megamorphCost !== undefined) abilities.push({ kind: 'megamorph', cost: record.megamorphCost });
  if (record.disguiseCost !== undefined) abilities.push({ kind: 'disguise', cost: record.disguiseCost });
  const disturb = front.disturbCost ?? record.disturbCost;
  if (disturb !== undefined) abilities.push({ kind: 'disturb', cost: disturb });
  return abilities;
}

/**
 * Daybound and nightbound, which the facts tag per face: daybound is found on front faces and
 * nightbound on back faces (702.145a, 702.145b, 702.145e), each a static ability as data.
 */
function boundAbilities(fact: FactFace, side: 'front' | 'back'): Ability[] {
  const tag = side === 'front' ? 'daybound' : 'nightbound';
  return (fact.mechanics ?? []).includes(tag) ? [{ kind: tag }] : [];
}

function tagMechanics(record: FactRecord): Mechanic[] {
  const tags = [record.mechanics ?? [], ...(record.faces ?? []).map((f) => f.mechanics ?? [])].flat();
  return [...tags.flatMap((t) => TAG_MECHANICS[t] ?? []), ...(TEXT_MECHANICS[record.name] ?? [])];
}

function isLand(fact: FactFace): boolean {
  return parseTypeLine(fact.typeLine).types.includes('Land');
}

/** Converts every usable record; see ConversionNotes for what was skipped or changed. */
export function convertFacts(records: readonly FactRecord[]): Conversion {
  const star: string[] = [];
  const skipped: string[] = [];
  const corrections: string[] = [];
  const suspect: string[] = [];
  const cards: CatalogCard[] = [];
  const byName = new Map(records.map((r) => [r.name, r]));
  const meldedFaces = new Map<string, Face>();

  const meldedFace = (resultName: string): Face | undefined => {
    const cached = meldedFaces.get(resultName);
    if (cached !== undefined) return cached;
    const result = byName.get(resultName);
    if (result === undefined || result.layout !== 'meld-result') return undefined;
    const indicator = MELDED_COLOR_INDICATOR[resultName] ?? null;
    if (indicator !== null)
      corrections.push(`${resultName}: color indicator ${indicator.join('')} (facts give no color)`);
    const built = toFace(result, [], star, indicator);
    meldedFaces.set(resultName, built);
    return built;
  };

  for (const record of records) {
    const layout = record.layout ?? (record.manaCost === '' && isLand(record) ? 'normal' : undefined);
    if (layout === undefined) {
      skipped.push(`${record.name}: no layout and no usable mana cost in the facts`);
      continue;
    }
    if (layout === 'split') {
      const [left, right] = record.faces ?? [];
      if (left === undefined || right === undefined) {
        skipped.push(`${record.name}: split card but the facts list no halves (names, costs and types unknown)`);
        continue;
      }
      const half = (fact: FactFace): Face => {
        const aftermath = AFTERMATH_HALVES.includes(fact.name);
        if (aftermath) corrections.push(`${fact.name}: aftermath (702.127a) as printed (facts give no mechanics)`);
        return toFace(fact, aftermath ? [{ kind: 'aftermath' }] : [], star, parseColorIndicator(fact.colorIndicator));
      };
      const definition = splitOf(half(left), half(right));
      cards.push({ name: record.name, definition, mechanics: mechanicsOf(definition, tagMechanics(record)) });
      continue;
    }
    if (layout === 'adventure' || record.name.includes(' // ')) {
      skipped.push(`${record.name}: ${layout === 'normal' ? 'split card (Room)' : layout} layout is out of scope`);
      continue;
    }
    if (layout === 'meld-result') continue; // folded into its pair's melded face
    let definition: CardDefinition;
    if (layout === 'normal') {
      const abilities = [...frontAbilities(record, record), ...enchantAsPrinted(record.name, corrections)];
      definition = { layout: 'single', faces: [toFace(record, abilities, star, null)] };
    } else if (layout === 'tdfc' || layout === 'mdfc') {
      const [front, back] = record.faces ?? [];
      if (front === undefined || back === undefined) {
        skipped.push(`${record.name}: double-faced but the facts list fewer than two faces`);
        continue;
      }
      if (layout === 'mdfc' && parseManaCost(back.manaCost) === null && !isLand(back)) {
        skipped.push(`${record.name}: modal DFC whose nonland back face has no mana cost; facts inconsistent`);
        continue;
      }
      const backIndicator = parseColorIndicator(back.colorIndicator);
      if (layout === 'tdfc' && backIndicator === null && !isLand(back)) {
        suspect.push(`${back.name}: back face without color indicator, so colorless; check the printed card`);
      }
      definition = {
        layout: layout === 'tdfc' ? 'nonmodal-dfc' : 'modal-dfc',
        faces: [
          toFace(
            front,
            [...frontAbilities(record, front), ...boundAbilities(front, 'front')],
            star,
            parseColorIndicator(front.colorIndicator),
          ),
          // A nonmodal back face never has a mana cost (712.8e): the facts agree, but enforce it.
          toFace(
            layout === 'tdfc' ? { ...back, manaCost: null } : back,
            [...boundAbilities(back, 'back'), ...enchantAsPrinted(back.name, corrections)],
            star,
            backIndicator,
          ),
        ],
      };
    } else if (layout === 'meld') {
      const partner = record.meld?.meldsWith;
      const resultName = record.meld?.meldsInto;
      const melded = resultName === undefined ? undefined : meldedFace(resultName);
      if (partner === undefined || resultName === undefined || melded === undefined || !byName.has(partner)) {
        skipped.push(`${record.name}: meld partner or melded face missing from the facts`);
        continue;
      }
      const abilities: Ability[] = MELDING_CARD[resultName] === record.name ? [{ kind: 'meld', partner }] : [];
      definition = { layout: 'meld', faces: [toFace(record, abilities, star, null)], partner, melded };
    } else {
      skipped.push(`${record.name}: unknown layout "${layout}"`);
      continue;
    }
    cards.push({ name: record.name, definition, mechanics: mechanicsOf(definition, tagMechanics(record)) });
  }

  // Meld pairs whose partner was skipped cannot stand alone.
  const names = new Set(cards.map((c) => c.name));
  const usable = cards.filter((c) => {
    if (c.definition.layout !== 'meld' || names.has(c.definition.partner)) return true;
    skipped.push(`${c.name}: meld partner ${c.definition.partner} was skipped`);
    return false;
  });
  for (const name of Object.keys(LOYALTY_CORRECTION)) {
    if (names.has(name)) corrections.push(`${name}: loyalty ${String(LOYALTY_CORRECTION[name])} (facts give none)`);
  }
  usable.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    cards: usable,
    notes: { starPowerToughness: star, skipped, corrections, suspect },
  };
}
