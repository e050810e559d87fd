import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupArb, setupProblems, stepsArb, cardsArb, defaultCatalog, legalFaceDownWays } from '../../generators/index.js';
import type { GameSetup } from '../../model/setup.js';

const catalog = defaultCatalog();

describe('generators are deterministic for a seed', () => {
  it('same seed, same setups and steps; another seed, other values', () => {
    const arb = fc.tuple(setupArb({ cards: { catalog } }), stepsArb());
    const a = fc.sample(arb, { numRuns: 20, seed: 7 });
    const b = fc.sample(arb, { numRuns: 20, seed: 7 });
    const c = fc.sample(arb, { numRuns: 20, seed: 8 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c));
  });
});

describe('generated setups are legal', () => {
  it('holds for 300 setups with the catalog mixed in', () => {
    fc.assert(fc.property(setupArb({ cards: { catalog } }), (s) => {
      expect(setupProblems(s)).toEqual([]);
    }), { numRuns: 300, seed: 11 });
  });

  it('holds under face-down-heavy and back-face-heavy constraints', () => {
    fc.assert(fc.property(setupArb({ faceDownPercent: 90, backFacePercent: 90, minBattlefield: 2, maxTokens: 3 }), (s) => {
      expect(setupProblems(s)).toEqual([]);
    }), { numRuns: 200, seed: 12 });
  });

  it('double-faced cards are face down only through manifest-like ways (712.15)', () => {
    const setups = fc.sample(setupArb({ faceDownPercent: 80, minBattlefield: 2 }), { numRuns: 100, seed: 3 });
    let faceDownDfcs = 0;
    for (const s of setups) for (const p of s.players) for (const b of p.battlefield ?? []) {
      const def = b.card === undefined ? undefined : s.cards[b.card];
      if (def && def.layout !== 'single' && b.faceDown) {
        faceDownDfcs++;
        expect(['manifest', 'cloak', 'manifest-dread']).toContain(b.faceDown);
      }
    }
    expect(faceDownDfcs).toBeGreaterThan(10);
  });

  it('produces the situations the properties need', () => {
    const setups = fc.sample(setupArb({ cards: { catalog }, minBattlefield: 1 }), { numRuns: 200, seed: 5 });
    const has = (pred: (s: GameSetup) => boolean) => setups.filter(pred).length;
    const perms = (s: GameSetup) => s.players.flatMap((p) => p.battlefield ?? []);
    expect(has((s) => s.players.length === 3)).toBeGreaterThan(10);
    expect(has((s) => perms(s).some((b) => b.face === 'back'))).toBeGreaterThan(20);
    expect(has((s) => perms(s).some((b) => b.token !== undefined))).toBeGreaterThan(20);
    expect(has((s) => perms(s).some((b) => b.faceDown === 'megamorph' || (b.faceDown === 'manifest' && b.card !== undefined && s.cards[b.card]?.faces[0].abilities.some((a) => a.kind === 'megamorph'))))).toBeGreaterThan(0);
    expect(has((s) => s.players.some((p) => (p.exile ?? []).some((e) => e.faceDown)))).toBeGreaterThan(20);
    expect(has((s) => Object.values(s.cards).some((c) => c.layout === 'meld'))).toBeGreaterThan(10);
    expect(has((s) => Object.values(s.cards).some((c) => c.layout !== 'single' && c.layout !== 'meld' && c.faces[1].types.includes('Instant')))).toBeGreaterThan(5);
  });
});

describe('setupProblems finds illegal setups', () => {
  const dfc = { layout: 'nonmodal-dfc' as const, faces: [
    { name: 'A', manaCost: '{1}', colorIndicator: null, supertypes: [], types: ['Creature' as const], subtypes: [], abilities: [], power: 1, toughness: 1, loyalty: null, defense: null },
    { name: 'B', manaCost: null, colorIndicator: null, supertypes: [], types: ['Creature' as const], subtypes: [], abilities: [], power: 2, toughness: 2, loyalty: null, defense: null },
  ] as const };
  const single = { layout: 'single' as const, faces: [dfc.faces[0]] as const };
  it('rejects a DFC face down by morph, a single card with its back up, a card used twice, an unused card', () => {
    expect(setupProblems({ players: [{ id: 'P1', battlefield: [{ card: 'c1', faceDown: 'morph' }] }, { id: 'P2' }], cards: { c1: dfc } })).toHaveLength(1);
    expect(setupProblems({ players: [{ id: 'P1', battlefield: [{ card: 'c1', face: 'back' }] }, { id: 'P2' }], cards: { c1: single } })).toHaveLength(1);
    expect(setupProblems({ players: [{ id: 'P1', hand: ['c1'], library: ['c1'] }, { id: 'P2' }], cards: { c1: single } })).toHaveLength(1);
    expect(setupProblems({ players: [{ id: 'P1' }, { id: 'P2' }], cards: { c1: single } })).toHaveLength(1);
    expect(legalFaceDownWays(dfc)).toEqual(['manifest', 'cloak', 'manifest-dread']);
  });
});

describe('cards', () => {
  it('meld cards come in pairs naming each other', () => {
    for (const cards of fc.sample(cardsArb({ weights: { meld: 5 } }), { numRuns: 50, seed: 9 })) {
      for (const c of cards) if (c.layout === 'meld') expect(cards.some((d) => d.layout === 'meld' && d.faces[0].name === c.partner)).toBe(true);
    }
  });
});
