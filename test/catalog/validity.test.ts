import { describe, expect, it } from 'vitest';
import { MECHANICS } from '../../adapter/mechanics.js';
import { CARD_CATALOG, INCUBATOR_TOKEN, mechanicsOf } from '../../catalog/index.js';
import { type CardDefinition, combineHalves, type TokenDefinition } from '../../model/card.js';
import { CARD_TYPES, SUPERTYPES, type Face } from '../../model/characteristics.js';
import { COLORS, isManaCost } from '../../model/mana.js';

const COST_KINDS = new Set(['morph', 'megamorph', 'disguise', 'disturb', 'more-than-meets-the-eye', 'ward']);

/** Every problem with one face, as messages (empty when valid). */
function faceProblems(face: Face): string[] {
  const problems: string[] = [];
  const where = face.name;
  if (face.name.trim() === '') problems.push('empty name');
  if (face.types.length === 0) problems.push(`${where}: no card type`);
  for (const t of face.types)
    if (!(CARD_TYPES as readonly string[]).includes(t)) problems.push(`${where}: unknown type ${t}`);
  for (const s of face.supertypes)
    if (!(SUPERTYPES as readonly string[]).includes(s)) problems.push(`${where}: unknown supertype ${s}`);
  if (face.manaCost !== null && !isManaCost(face.manaCost)) problems.push(`${where}: bad mana cost ${face.manaCost}`);
  if (face.colorIndicator !== null) {
    if (face.colorIndicator.length === 0) problems.push(`${where}: empty color indicator (use null)`);
    for (const c of face.colorIndicator)
      if (!(COLORS as readonly string[]).includes(c)) problems.push(`${where}: bad color ${c}`);
  }
  for (const value of [face.power, face.toughness, face.loyalty, face.defense]) {
    if (value !== null && !Number.isInteger(value)) problems.push(`${where}: non-integer number ${value}`);
  }
  if (face.types.includes('Creature') && (face.power === null || face.toughness === null)) {
    problems.push(`${where}: creature without power/toughness`);
  }
  if (
    !face.types.includes('Creature') &&
    !face.subtypes.includes('Vehicle') &&
    (face.power !== null || face.toughness !== null)
  ) {
    problems.push(`${where}: noncreature, nonvehicle face with power/toughness`);
  }
  for (const ability of face.abilities) {
    if (
      COST_KINDS.has(ability.kind) &&
      'cost' in ability &&
      typeof ability.cost === 'string' &&
      !isManaCost(ability.cost)
    ) {
      problems.push(`${where}: ${ability.kind} cost ${ability.cost} is malformed`);
    }
    if (ability.kind === 'transform-self' && ability.cost !== null && !isManaCost(ability.cost)) {
      problems.push(`${where}: transform cost ${ability.cost} is malformed`);
    }
  }
  return problems;
}

function definitionProblems(def: CardDefinition | TokenDefinition): string[] {
  const problems = def.faces.flatMap(faceProblems);
  if (def.layout === 'nonmodal-dfc' && def.faces[1].manaCost !== null) {
    problems.push(`${def.faces[1].name}: back face of a nonmodal DFC has a mana cost (712.8e)`);
  }
  if (def.layout === 'meld') problems.push(...faceProblems(def.melded));
  if (def.layout === 'meld' && def.melded.manaCost !== null)
    problems.push(`${def.melded.name}: melded face has a mana cost`);
  return problems;
}

describe('every catalog entry is a valid CardDefinition', () => {
  it('the checker itself rejects a broken definition', () => {
    const broken: CardDefinition = {
      layout: 'nonmodal-dfc',
      faces: [
        {
          name: 'Broken',
          manaCost: '2U',
          colorIndicator: [],
          supertypes: [],
          types: ['Tribal' as never],
          subtypes: [],
          abilities: [{ kind: 'morph', cost: 'three' }],
          power: null,
          toughness: null,
          loyalty: null,
          defense: null,
        },
        {
          name: 'Back',
          manaCost: '{1}',
          colorIndicator: null,
          supertypes: [],
          types: ['Creature'],
          subtypes: [],
          abilities: [],
          power: 1,
          toughness: null,
          loyalty: null,
          defense: null,
        },
      ],
    };
    expect(definitionProblems(broken)).toEqual([
      'Broken: unknown type Tribal',
      'Broken: bad mana cost 2U',
      'Broken: empty color indicator (use null)',
      'Broken: morph cost three is malformed',
      'Back: creature without power/toughness',
      'Back: back face of a nonmodal DFC has a mana cost (712.8e)',
    ]);
  });

  it('has a sizeable catalog', () => {
    expect(CARD_CATALOG.length).toBeGreaterThan(250);
  });

  it.each(CARD_CATALOG.map((c) => [c.name, c] as const))('%s', (_name, card) => {
    expect(definitionProblems(card.definition)).toEqual([]);
    expect(card.name).toBe(card.definition.faces[0].name);
  });

  it('has no duplicate names (of cards or of faces)', () => {
    const names = CARD_CATALOG.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const faceNames = CARD_CATALOG.flatMap((c) => c.definition.faces.map((f) => f.name));
    expect(new Set(faceNames).size).toBe(faceNames.length);
  });

  it('is sorted by name', () => {
    const names = CARD_CATALOG.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists known mechanics, in MECHANICS order, including those its definition implies', () => {
    for (const card of CARD_CATALOG) {
      const order = card.mechanics.map((m) => MECHANICS.indexOf(m));
      expect(
        order.every((i) => i >= 0),
        card.name,
      ).toBe(true);
      expect(order, card.name).toEqual([...new Set(order)].sort((a, b) => a - b));
      for (const implied of mechanicsOf(card.definition)) expect(card.mechanics, card.name).toContain(implied);
    }
  });

  it('has both kinds of double-faced cards, meld cards and split cards', () => {
    const layouts = new Set(CARD_CATALOG.map((c) => c.definition.layout));
    expect([...layouts].sort()).toEqual(['meld', 'modal-dfc', 'nonmodal-dfc', 'single', 'split']);
  });

  it('gives every split card the combination of its halves as its whole face (709.4)', () => {
    for (const card of CARD_CATALOG) {
      const def = card.definition;
      if (def.layout === 'split') expect(def.faces[0], card.name).toEqual(combineHalves(def.halves[0], def.halves[1]));
    }
  });
});

describe('meld pairs', () => {
  const melds = CARD_CATALOG.flatMap((c) => (c.definition.layout === 'meld' ? [{ card: c, def: c.definition }] : []));

  it('exist', () => {
    expect(melds.length).toBeGreaterThanOrEqual(6);
  });

  it.each(melds.map((m) => [m.card.name, m] as const))(
    '%s names a partner that names it back and has the same melded face',
    (_n, { card, def }) => {
      const partner = CARD_CATALOG.find((c) => c.name === def.partner);
      expect(partner, `partner ${def.partner}`).toBeDefined();
      const partnerDef = partner?.definition;
      if (partnerDef?.layout !== 'meld') throw new Error(`${def.partner} is not a meld card`);
      expect(partnerDef.partner).toBe(card.name);
      expect(partnerDef.melded).toEqual(def.melded);
    },
  );

  it('has exactly one card per pair carrying the melding ability (712.4a)', () => {
    const pairs = new Map<string, string[]>();
    for (const { card, def } of melds) {
      const carriers = pairs.get(def.melded.name) ?? [];
      if (def.faces[0].abilities.some((a) => a.kind === 'meld' && a.partner === def.partner)) carriers.push(card.name);
      pairs.set(def.melded.name, carriers);
    }
    for (const [melded, carriers] of pairs) expect(carriers, melded).toHaveLength(1);
  });
});

describe('INCUBATOR_TOKEN (111.10i)', () => {
  it('is a valid DFC token: colorless Incubator artifact, transforms for {2} into a 0/0 Phyrexian Token', () => {
    expect(definitionProblems(INCUBATOR_TOKEN)).toEqual([]);
    expect(INCUBATOR_TOKEN.layout).toBe('nonmodal-dfc');
    if (INCUBATOR_TOKEN.layout === 'single') throw new Error('single-faced');
    const [front, back] = INCUBATOR_TOKEN.faces;
    expect(front.types).toEqual(['Artifact']);
    expect(front.subtypes).toEqual(['Incubator']);
    expect(front.abilities).toContainEqual({ kind: 'transform-self', cost: '{2}' });
    expect(back).toMatchObject({
      name: 'Phyrexian Token',
      types: ['Artifact', 'Creature'],
      subtypes: ['Phyrexian'],
      power: 0,
      toughness: 0,
    });
    expect(front.manaCost).toBeNull();
    expect(front.colorIndicator).toBeNull();
    expect(back.colorIndicator).toBeNull();
  });
});
