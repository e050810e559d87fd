/**
 * Spot checks of hard values read from card-facts.json (and the printed cards), plus a
 * full cross-check of the generated entries against the facts and of the generated file
 * against its generator.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardByName, type CatalogCard } from '../../catalog/index.js';
import {
  convertFacts,
  parseColorIndicator,
  parseManaCost,
  parseTypeLine,
} from '../../catalog/scripts/convert-facts.js';
import { renderCatalogJson } from '../../catalog/scripts/render-json.js';
import { FEATURED_CARDS } from '../../catalog/featured.js';
import type { Face } from '../../model/characteristics.js';
import { manaValueOfCost } from '../../model/mana.js';
import { CATALOG_JSON_PATH, loadFacts } from './facts-path.js';

function faces(card: CatalogCard): readonly Face[] {
  return card.definition.faces;
}
function pt(f: Face | undefined): [number | null, number | null] {
  return [f?.power ?? null, f?.toughness ?? null];
}

describe('spot checks against values verified in card-facts.json', () => {
  it('Delver of Secrets: mana value 1, 1/1 front, 3/2 blue back with no mana cost', () => {
    const [front, back] = faces(cardByName('Delver of Secrets'));
    expect(manaValueOfCost(front?.manaCost ?? null)).toBe(1);
    expect(pt(front)).toEqual([1, 1]);
    expect(pt(back)).toEqual([3, 2]);
    expect(back?.manaCost).toBeNull();
    expect(back?.colorIndicator).toEqual(['U']);
  });

  it('Huntmaster of the Fells: mana value 4, 2/2 front, 4/4 red-green back', () => {
    const [front, back] = faces(cardByName('Huntmaster of the Fells'));
    expect(front?.manaCost).toBe('{2}{R}{G}');
    expect(manaValueOfCost(front?.manaCost ?? null)).toBe(4);
    expect(pt(front)).toEqual([2, 2]);
    expect(pt(back)).toEqual([4, 4]);
    expect(back?.colorIndicator).toEqual(['R', 'G']);
  });

  it('Aberrant Researcher (generated): mana value 4, 3/2 front, 5/4 back Perfected Form', () => {
    const [front, back] = faces(cardByName('Aberrant Researcher'));
    expect(manaValueOfCost(front?.manaCost ?? null)).toBe(4);
    expect(pt(front)).toEqual([3, 2]);
    expect(back?.name).toBe('Perfected Form');
    expect(pt(back)).toEqual([5, 4]);
  });

  it('Akoum Warrior: mana value 6, 4/5, land back face with no mana cost', () => {
    const card = cardByName('Akoum Warrior');
    expect(card.definition.layout).toBe('modal-dfc');
    const [front, back] = faces(card);
    expect(manaValueOfCost(front?.manaCost ?? null)).toBe(6);
    expect(pt(front)).toEqual([4, 5]);
    expect(back).toMatchObject({ name: 'Akoum Teeth', types: ['Land'], manaCost: null, power: null });
  });

  it('Alrund, God of the Cosmos (generated modal DFC): each face keeps its own mana cost', () => {
    const [front, back] = faces(cardByName('Alrund, God of the Cosmos'));
    expect(front?.manaCost).toBe('{3}{U}{U}');
    expect(back?.manaCost).toBe('{1}{U}');
    expect(pt(back)).toEqual([2, 3]);
  });

  it('Bruna and Gisela meld into a 9/10 Brisela whose melded mana value is 7 + 4 = 11 (712.8g)', () => {
    const bruna = cardByName('Bruna, the Fading Light').definition;
    const gisela = cardByName('Gisela, the Broken Blade').definition;
    if (bruna.layout !== 'meld' || gisela.layout !== 'meld') throw new Error('not meld cards');
    expect(manaValueOfCost(bruna.faces[0].manaCost)).toBe(7);
    expect(manaValueOfCost(gisela.faces[0].manaCost)).toBe(4);
    expect(pt(bruna.faces[0])).toEqual([5, 7]);
    expect(pt(gisela.faces[0])).toEqual([4, 3]);
    expect(pt(bruna.melded)).toEqual([9, 10]);
    expect(bruna.melded.supertypes).toEqual(['Legendary']);
    expect(bruna.melded.subtypes).toEqual(['Eldrazi', 'Angel']);
  });

  it('Urza, Planeswalker (generated melded face) has loyalty 7 and no mana cost', () => {
    const urza = cardByName('Urza, Lord Protector').definition;
    if (urza.layout !== 'meld') throw new Error('not a meld card');
    expect(urza.partner).toBe('The Mightstone and Weakstone');
    expect(urza.melded).toMatchObject({
      name: 'Urza, Planeswalker',
      loyalty: 7,
      manaCost: null,
      types: ['Planeswalker'],
    });
  });

  it('morph-family costs: Aerie Bowmasters {5}{G} (megamorph), Dog Walker {R/W}{R/W}, Ainok Tracker {4}{R}', () => {
    expect(faces(cardByName('Aerie Bowmasters'))[0]?.abilities).toContainEqual({ kind: 'megamorph', cost: '{5}{G}' });
    expect(faces(cardByName('Dog Walker'))[0]?.abilities).toContainEqual({ kind: 'disguise', cost: '{R/W}{R/W}' });
    expect(manaValueOfCost('{R/W}{R/W}')).toBe(2);
    expect(faces(cardByName('Ainok Tracker'))[0]?.abilities).toEqual([{ kind: 'morph', cost: '{4}{R}' }]);
  });

  it('disturb costs sit on the front face: Faithbound Judge {5}{W}{W}, back an Aura Curse', () => {
    const [front, back] = faces(cardByName('Faithbound Judge'));
    expect(front?.abilities).toContainEqual({ kind: 'disturb', cost: '{5}{W}{W}' });
    expect(back).toMatchObject({ types: ['Enchantment'], subtypes: ['Aura', 'Curse'], colorIndicator: ['W'] });
  });

  it('Ixidron stores its * / * as 0/0; Hooded Hydra {X}{G}{G} has mana value 2', () => {
    expect(pt(faces(cardByName('Ixidron'))[0])).toEqual([0, 0]);
    expect(manaValueOfCost(faces(cardByName('Hooded Hydra'))[0]?.manaCost ?? null)).toBe(2);
  });

  it('planeswalker loyalty: Garruk Relentless 3, Jace back face 5; basic lands have no mana cost', () => {
    expect(faces(cardByName('Garruk Relentless'))[0]?.loyalty).toBe(3);
    expect(faces(cardByName("Jace, Vryn's Prodigy"))[1]?.loyalty).toBe(5);
    expect(faces(cardByName('Island'))[0]).toMatchObject({
      manaCost: null,
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: ['Island'],
    });
  });
});

describe('fact parsing', () => {
  it('splits type lines at the em dash and renames Tribal to Kindred', () => {
    expect(parseTypeLine('Legendary Enchantment Creature — God')).toEqual({
      supertypes: ['Legendary'],
      types: ['Enchantment', 'Creature'],
      subtypes: ['God'],
    });
    expect(parseTypeLine('Tribal Instant — Rogue')).toEqual({
      supertypes: [],
      types: ['Kindred', 'Instant'],
      subtypes: ['Rogue'],
    });
    expect(parseTypeLine('Basic Snow Land — Forest')).toEqual({
      supertypes: ['Basic', 'Snow'],
      types: ['Land'],
      subtypes: ['Forest'],
    });
    expect(() => parseTypeLine('Scheme')).toThrow(/Scheme/);
  });

  it('reads mana costs and color indicators', () => {
    expect(parseManaCost('')).toBeNull();
    expect(parseManaCost(null)).toBeNull();
    expect(parseManaCost('{X}{R}')).toBe('{X}{R}');
    expect(parseColorIndicator('BG')).toEqual(['B', 'G']);
    expect(parseColorIndicator('GR')).toEqual(['R', 'G']);
    expect(parseColorIndicator(undefined)).toBeNull();
  });
});

describe('generated entries against card-facts.json', () => {
  const facts = loadFacts();
  const conversion = convertFacts(facts);

  it('catalog/cards.json is what the generator writes today from facts and featured.ts (no hand edits)', () => {
    expect(readFileSync(CATALOG_JSON_PATH, 'utf8')).toBe(renderCatalogJson(conversion, FEATURED_CARDS));
  });

  it('keeps every normal, tdfc, mdfc and meld record except the ones it lists as skipped', () => {
    const kept = new Set(conversion.cards.map((c) => c.name));
    const skipped = conversion.notes.skipped.map((s) => s.split(':')[0]);
    for (const record of facts) {
      if (record.layout === 'meld-result') continue;
      expect(kept.has(record.name) || skipped.includes(record.name), record.name).toBe(true);
    }
    expect(skipped.sort()).toEqual([
      'Ardenvale Tactician // Dizzying Swoop',
      'Assault // Battery',
      'Death in Heaven',
      'Graf Rats',
      'Gwen Stacy',
      'Moldering Gym // Weight Room',
    ]);
  });

  it('keeps split cards with halves, whole face both halves combined (709.4); skips Assault // Battery', () => {
    const split = conversion.cards.filter((c) => c.definition.layout === 'split');
    expect(split.map((c) => c.name)).toEqual(['Alive // Well', 'Dusk // Dawn']);
    const alive = split[0]?.definition;
    if (alive?.layout !== 'split') throw new Error('Alive // Well is not split');
    expect(alive.halves.map((h) => [h.name, h.manaCost])).toEqual([
      ['Alive', '{3}{G}'],
      ['Well', '{W}'],
    ]);
    expect(alive.faces[0]).toMatchObject({ name: 'Alive // Well', manaCost: '{3}{G}{W}', types: ['Sorcery'] });
    const dawn = split[1]?.definition;
    if (dawn?.layout !== 'split') throw new Error('Dusk // Dawn is not split');
    expect(dawn.halves[1].abilities).toEqual([{ kind: 'aftermath' }]);
    expect(dawn.halves[0].abilities).toEqual([]);
    expect(conversion.notes.skipped.find((s) => s.startsWith('Assault // Battery'))).toMatch(/no halves/);
  });

  it('copies mana cost and numeric P/T of every face exactly', () => {
    const byName = new Map(facts.map((r) => [r.name, r]));
    for (const card of conversion.cards) {
      const record = byName.get(card.name);
      if (record === undefined) throw new Error(`no record for ${card.name}`);
      const recordFaces = record.faces ?? [record];
      // A split card's halves are the record's faces; its whole face combines them (checked below).
      const def = card.definition;
      const faces = def.layout === 'split' ? def.halves : def.faces;
      faces.forEach((f, i) => {
        const fact = recordFaces[i];
        if (fact === undefined) throw new Error(`${card.name}: no fact face ${i}`);
        expect(f.manaCost, f.name).toBe(parseManaCost(fact.manaCost));
        if (fact.power !== undefined && /^\d+$/.test(fact.power)) expect(f.power, f.name).toBe(Number(fact.power));
        if (fact.toughness !== undefined && /^\d+$/.test(fact.toughness))
          expect(f.toughness, f.name).toBe(Number(fact.toughness));
      });
    }
  });
});
