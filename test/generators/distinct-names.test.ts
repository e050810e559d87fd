/**
 * Generated cards never share a name by accident (issue 22): a story showing `Ashen Warden // Ashen Warden`
 * beside an unrelated single-faced `Ashen Warden` reads as one card. Only the names a group shares on purpose
 * stay shared: a legendary pair's one name (704.5j) and a meld pair's melded face (712.4).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { face } from '../../model/characteristics.js';
import type { CardDefinition } from '../../model/card.js';
import { defaultCatalog } from '../../generators/catalog.js';
import { distinctNames } from '../../generators/distinct-names.js';
import { setupArb } from '../../generators/setup.js';
import type { PlayerDraft } from '../../generators/setup-draft.js';

/** Each printed name and the distinct cards (by definition) printing it, the melded faces apart. */
function printers(cards: Readonly<Record<string, CardDefinition>>): Map<string, Set<string>> {
  const by = new Map<string, Set<string>>();
  for (const card of Object.values(cards)) {
    for (const f of card.faces) {
      const set = by.get(f.name) ?? new Set<string>();
      set.add(JSON.stringify(card));
      by.set(f.name, set);
    }
  }
  return by;
}

const creature = (name: string) => face({ name, types: ['Creature'], power: 1, toughness: 1 });

describe('generated card names', () => {
  it('no two different cards of a setup print the same name, but a legendary pair', () => {
    const catalog = defaultCatalog();
    const setups = fc.sample(setupArb({ cards: { catalog } }), { seed: 22, numRuns: 150 });
    for (const setup of setups) {
      for (const [name, cards] of printers(setup.cards)) {
        if (name.endsWith(', the Twice-Told')) expect(cards.size, name).toBeLessThanOrEqual(2);
        else expect(cards.size, `${name} printed by ${[...cards].join(' and ')}`).toBe(1);
      }
      // And no double-faced card shows one name on both faces.
      for (const card of Object.values(setup.cards))
        if (card.faces.length === 2) expect(card.faces[0].name).not.toBe(card.faces[1]?.name);
    }
  });

  it('renames the shrunk-to-one-name case, keeping what a group shares on purpose', () => {
    const dfc: CardDefinition = { layout: 'nonmodal-dfc', faces: [creature('Ashen Warden'), creature('Ashen Warden')] };
    const single: CardDefinition = { layout: 'single', faces: [creature('Ashen Warden')] };
    const melded = creature('Ashen Warden, Melded');
    const meld: CardDefinition[] = [
      {
        layout: 'meld',
        partner: 'Ashen Warden Twin',
        melded,
        faces: [{ ...creature('Ashen Warden'), abilities: [{ kind: 'meld', partner: 'Ashen Warden Twin' }] }],
      },
      { layout: 'meld', partner: 'Ashen Warden', melded, faces: [creature('Ashen Warden Twin')] },
    ];
    const pair: CardDefinition[] = [
      { layout: 'single', faces: [creature('Ashen Warden, the Twice-Told')] },
      { layout: 'single', faces: [creature('Ashen Warden, the Twice-Told')] },
    ];
    const draft: PlayerDraft = {
      library: [[dfc], [single]],
      hand: [pair],
      graveyard: [],
      exile: [],
      battlefield: [{ group: meld, rolls: undefined as never }],
      tokens: [],
      attachments: [],
      stack: [],
    };
    const [out] = distinctNames([draft]);
    const [d] = out?.library[0] ?? [];
    const [s] = out?.library[1] ?? [];
    const names = [d?.faces[0].name, d?.faces[1]?.name, s?.faces[0].name];
    expect(new Set(names).size).toBe(3);
    expect(names[0]).toBe('Ashen Warden');
    const [a, b] = out?.hand[0] ?? [];
    expect(a?.faces[0].name).toBe(b?.faces[0].name);
    const [m1, m2] = out?.battlefield[0]?.group ?? [];
    if (m1?.layout !== 'meld' || m2?.layout !== 'meld') throw new Error('meld pair lost');
    expect(m1.partner).toBe(m2.faces[0].name);
    expect(m2.partner).toBe(m1.faces[0].name);
    expect(m1.faces[0].abilities).toContainEqual({ kind: 'meld', partner: m2.faces[0].name });
    expect(m1.melded.name).toBe(m2.melded.name);
    expect(new Set([m1.faces[0].name, m2.faces[0].name, ...names]).size).toBe(5);
  });
});
