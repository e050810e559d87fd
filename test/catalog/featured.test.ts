/**
 * The featured cards scenarios rely on: all present, overriding the generated entries,
 * with the abilities the scenarios exercise, and agreeing with card-facts.json where
 * the card is there.
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_CATALOG,
  FEATURED_CARDS,
  SYNTHETIC_INSTANT_BACK,
  cardByName,
  closeNames,
  mergeCatalog,
  type CatalogCard,
} from '../../catalog/index.js';
import { parseManaCost, parseTypeLine } from '../../catalog/scripts/convert-facts.js';
import type { Ability } from '../../model/ability.js';
import { loadFacts } from './facts-path.js';

/** The cards the brief asks for, by the name each answers to. */
const REQUIRED = [
  'Gatstaf Shepherd',
  'Cryptic Coat',
  'Reality Shift',
  'Ixidron',
  'Clone',
  'Zombify',
  'Duress',
  'Telepathy',
  'Coercion',
  'Delver of Secrets',
  'Huntmaster of the Fells',
  'Baithook Angler',
  'Akoum Warrior',
  'Tergrid, God of Fright',
  'Valakut Awakening',
  'Bruna, the Fading Light',
  'Gisela, the Broken Blade',
  'Spark Double',
  'Vesuvan Shapeshifter',
  'Den Protector',
  'Aerie Bowmasters',
  'Dog Walker',
  'Icefeather Aven',
  'Hooded Hydra',
  'Synthetic Turncoat Sentry',
  // Issue 23: a double-faced Saga (714, 704.5s).
  "Azusa's Many Journeys",
] as const;

function abilities(card: CatalogCard, face = 0): readonly Ability[] {
  return card.definition.faces[face]?.abilities ?? [];
}
function kinds(card: CatalogCard, face = 0): readonly string[] {
  return abilities(card, face).map((a) => (a.kind === 'triggered' ? `triggered:${a.trigger.kind}` : a.kind));
}

describe('featured list', () => {
  it('contains every required card, and each is the featured (hand-written) entry', () => {
    const featuredNames = FEATURED_CARDS.map((c) => c.name);
    for (const name of REQUIRED) {
      expect(featuredNames, name).toContain(name);
      expect(cardByName(name), name).toEqual(FEATURED_CARDS.find((c) => c.name === name));
    }
    expect([...featuredNames].sort()).toEqual([...REQUIRED].sort());
  });

  it('featured entries replace generated ones of the same name', () => {
    const generated: CatalogCard = {
      name: 'Clone',
      definition: { layout: 'single', faces: [{ ...cardByName('Clone').definition.faces[0], abilities: [] }] },
      mechanics: [],
    };
    const merged = mergeCatalog([generated], FEATURED_CARDS);
    expect(merged.filter((c) => c.name === 'Clone')).toEqual([cardByName('Clone')]);
    expect(CARD_CATALOG.filter((c) => c.name === 'Ixidron')).toHaveLength(1);
    expect(abilities(cardByName('Ixidron')).length).toBeGreaterThan(0);
  });

  it('every featured card states at least one ability', () => {
    for (const card of FEATURED_CARDS)
      expect(card.definition.faces.flatMap((f) => f.abilities).length, card.name).toBeGreaterThan(0);
  });
});

describe('featured abilities', () => {
  it('Huntmaster has an enters trigger and transforms-into triggers on both faces', () => {
    const card = cardByName('Huntmaster of the Fells');
    expect(kinds(card, 0)).toEqual(expect.arrayContaining(['triggered:enters', 'triggered:transforms-into']));
    expect(kinds(card, 1)).toContain('triggered:transforms-into');
  });

  it('face-down makers declare their mechanic', () => {
    expect(cardByName('Cryptic Coat').mechanics).toContain('cloak');
    expect(kinds(cardByName('Cryptic Coat'))).toContain('triggered:enters');
    expect(cardByName('Reality Shift').mechanics).toContain('manifest');
    expect(cardByName('Ixidron').mechanics).toContain('turn-face-down');
  });

  it('morph family: morph with turned-face-up trigger, as-turned-face-up counters, megamorph, disguise', () => {
    expect(kinds(cardByName('Icefeather Aven'))).toEqual(expect.arrayContaining(['morph', 'triggered:turned-face-up']));
    expect(abilities(cardByName('Hooded Hydra'))).toContainEqual({
      kind: 'as-turned-face-up',
      effect: { kind: 'counters', counter: '+1/+1', amount: 5 },
    });
    expect(cardByName('Den Protector').mechanics).toEqual(['morph', 'megamorph']);
    expect(kinds(cardByName('Den Protector'))).toEqual(
      expect.arrayContaining(['megamorph', 'triggered:turned-face-up']),
    );
    expect(cardByName('Dog Walker').mechanics).toEqual(['disguise']);
  });

  it('copy makers enter as copies', () => {
    for (const name of ['Clone', 'Spark Double', 'Vesuvan Shapeshifter']) {
      expect(kinds(cardByName(name)), name).toContain('copy-on-enter');
      expect(cardByName(name).mechanics, name).toContain('copy');
    }
  });

  it('double-faced variety: disturb, land-backed and instant-fronted modal DFCs, meld', () => {
    const angler = cardByName('Baithook Angler');
    expect(kinds(angler)).toContain('disturb');
    expect(angler.mechanics).toEqual(['transform', 'disturb']);
    expect(cardByName('Akoum Warrior').definition.faces[1]?.types).toEqual(['Land']);
    const valakut = cardByName('Valakut Awakening // Valakut Stoneforge');
    expect(valakut.definition.layout).toBe('modal-dfc');
    expect(valakut.definition.faces[0].types).toEqual(['Instant']);
    expect(valakut.definition.faces[1]?.types).toEqual(['Land']);
    expect(cardByName('Gisela, the Broken Blade').mechanics).toEqual(['meld']);
  });

  it('hand reveal cards declare reveal and hidden information', () => {
    for (const name of ['Duress', 'Coercion', 'Telepathy'])
      expect(cardByName(name).mechanics, name).toEqual(['reveal', 'hidden-information']);
  });

  it('the synthetic card is marked and its back face is an instant (701.27d)', () => {
    expect(SYNTHETIC_INSTANT_BACK.synthetic).toBe(true);
    expect(SYNTHETIC_INSTANT_BACK.name.startsWith('Synthetic')).toBe(true);
    expect(SYNTHETIC_INSTANT_BACK.definition.layout).toBe('nonmodal-dfc');
    expect(SYNTHETIC_INSTANT_BACK.definition.faces[1]?.types).toEqual(['Instant']);
    expect(CARD_CATALOG.filter((c) => c.synthetic === true).map((c) => c.name)).toEqual(['Synthetic Turncoat Sentry']);
  });
});

describe('featured cards agree with card-facts.json where the card is there', () => {
  const facts = new Map(loadFacts().map((r) => [r.name, r]));
  const inFacts = FEATURED_CARDS.filter((c) => facts.has(c.name));

  it('only the cards the facts lack are hand-sourced from the printed cards', () => {
    expect(
      FEATURED_CARDS.filter((c) => !facts.has(c.name))
        .map((c) => c.name)
        .sort(),
    ).toEqual([
      'Coercion',
      'Den Protector',
      'Duress',
      'Spark Double',
      'Synthetic Turncoat Sentry',
      'Telepathy',
      'Valakut Awakening',
      'Zombify',
    ]);
  });

  it.each(inFacts.map((c) => [c.name, c] as const))('%s', (_name, card) => {
    const record = facts.get(card.name);
    if (record === undefined) throw new Error('missing');
    const recordFaces = record.faces ?? [record];
    expect(card.definition.faces.length).toBe(recordFaces.length);
    card.definition.faces.forEach((f, i) => {
      const fact = recordFaces[i];
      if (fact === undefined) throw new Error(`no face ${i}`);
      expect(f.name).toBe(fact.name);
      expect(f.manaCost).toBe(parseManaCost(fact.manaCost));
      expect({ supertypes: f.supertypes, types: f.types, subtypes: f.subtypes }).toEqual(parseTypeLine(fact.typeLine));
      const num = (v: string | undefined): number | null => (v === undefined ? null : /^\d+$/.test(v) ? Number(v) : 0);
      expect([f.power, f.toughness]).toEqual([num(fact.power), num(fact.toughness)]);
      expect(f.colorIndicator?.join('') ?? null).toBe(fact.colorIndicator ?? null);
    });
    for (const [key, kind] of [
      ['morphCost', 'morph'],
      ['megamorphCost', 'megamorph'],
      ['disguiseCost', 'disguise'],
      ['disturbCost', 'disturb'],
    ] as const) {
      const cost = record[key];
      if (cost !== undefined) expect(abilities(card)).toContainEqual({ kind, cost });
    }
    if (record.meld?.meldsWith !== undefined) {
      expect(card.definition.layout === 'meld' && card.definition.partner).toBe(record.meld.meldsWith);
    }
  });
});

describe('cardByName', () => {
  it('finds cards by front face name or by "front // back"', () => {
    expect(cardByName('Delver of Secrets // Insectile Aberration')).toBe(cardByName('Delver of Secrets'));
  });

  it('throws for an unknown name, listing close names', () => {
    expect(() => cardByName('Gatstaff Shepherd')).toThrow(/Unknown card "Gatstaff Shepherd".*Gatstaf Shepherd/);
    expect(() => cardByName('No Such Card Anywhere')).toThrow(
      /Unknown card "No Such Card Anywhere" in the catalog \(no close names\)/,
    );
    expect(closeNames('delver')).toEqual(['Delver of Secrets', 'Delver of Secrets // Insectile Aberration']);
  });
});
