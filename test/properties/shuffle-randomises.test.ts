/**
 * 701/shuffle-randomises (701.24a): its first verdict (5 games of 10 cards) as it always was, and the shrink after it
 * fails (issue 24): the smallest library still put in one order in all its own games, whose counterexample replays by
 * seed and path and is locally minimal by its removals, computed; an engine's error or the budget keeps the first
 * verdict's game, not known to be minimal.
 */
import { describe, expect, it } from 'vitest';
import fixedOrderShuffle from '../../examples/mutants/fixed-order-shuffle.js';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { GameSetup } from '../../model/setup.js';
import { property } from '../../properties/701/shuffle-randomises.js';
import { CHANCE_DIGITS, GAMES, gamesFor, shuffleSeeds } from '../../properties/701/shuffle-games.js';

const librarySize = (setup: GameSetup): number => (setup.players[0]?.library ?? []).length;

/** The reference engine's shuffle for libraries below `from` cards, the mutant's from there; `sizes` logs each. */
function fixedFrom(from: number, sizes: number[] = []): EngineAdapter {
  return {
    describe: () => referenceEngine.describe(),
    start: (setup) => {
      sizes.push(librarySize(setup));
      return (librarySize(setup) < from ? referenceEngine : fixedOrderShuffle).start(setup);
    },
  };
}

describe('701/shuffle-randomises', () => {
  it('keeps the seeds of its first verdict, and gives each size its own distinct seeds', () => {
    expect(shuffleSeeds(1)).toEqual([2654476264, 2654516767, 2654557270, 2654597773, 2654638276]);
    for (const cards of [2, 3, 9]) {
      const seeds = shuffleSeeds(1, cards, gamesFor(cards));
      expect(new Set(seeds).size).toBe(seeds.length);
      expect(seeds).not.toContain(0);
    }
  });

  it('judges a size by the fewest games for which a fair shuffle agreeing has a chance of at most 1e-12', () => {
    expect([2, 3, 10].map(gamesFor)).toEqual([41, 17, 3]);
    for (let cards = 2; cards <= 10; cards++) {
      let log = 0;
      for (let i = 2; i <= cards; i++) log += Math.log10(i);
      const k = gamesFor(cards);
      expect((k - 1) * log).toBeGreaterThanOrEqual(CHANCE_DIGITS);
      expect((k - 2) * log).toBeLessThan(CHANCE_DIGITS);
    }
  });

  it.each([1, 2, 3])('passes on the reference engine at seed %i, judging its 5 games', async (seed) => {
    const r = await property.check(referenceEngine, { runs: 1, seed });
    expect(r.status).toBe('passed');
    expect(r.runs).toBe(GAMES);
  });

  it.each([1, 2, 3, 42])('shrinks the fixed-order mutant to 2 cards and 41 games at seed %i', async (seed) => {
    const r = await property.check(fixedOrderShuffle, { runs: 1, seed });
    expect(r.status).toBe('failed');
    expect(r.runs).toBe(GAMES);
    const ce = r.counterexample;
    expect(ce?.path).toBe('2:40');
    expect(ce?.size).toEqual({ cards: 2, actions: 1 });
    // Its removals: no shuffle judges nothing, a library of 1 or 0 cards has one order.
    expect(ce?.locallyMinimal).toBe(true);
    expect(ce?.shrinking?.attempts).toBe(41);
    expect(ce?.shrinking?.stoppedBy).toBeUndefined();
    expect(ce?.message).toMatch(
      /a library of 2 distinct cards in the same order in all 41 games .*1e-12.*\(701\.24a\)$/,
    );
    expect(ce?.setup.seed).toBe(shuffleSeeds(seed, 2, 41)[40]);
    expect(ce?.replay).toBe(`npx obverse check --properties 701/shuffle-randomises --seed ${seed} --path 2:40`);
  });

  it('replays a counterexample from its seed and path: the shrunk one, or the first verdict with path 4', async () => {
    const r = await property.check(fixedOrderShuffle, { runs: 1, seed: 7 });
    const again = await property.check(fixedOrderShuffle, { runs: 1, seed: 7, path: r.counterexample?.path as string });
    expect(again.counterexample?.message).toBe(r.counterexample?.message);
    expect(again.counterexample?.setup).toEqual(r.counterexample?.setup);
    expect(again.counterexample?.locallyMinimal).toBe(true);
    const first = await property.check(fixedOrderShuffle, { runs: 1, seed: 7, path: '4' });
    expect(first.counterexample?.size).toEqual({ cards: 10, actions: 1 });
    expect(first.counterexample?.message).toMatch(/10 distinct cards in the same order in all 5 games, seeds \d+/);
    expect(await property.check(referenceEngine, { runs: 1, seed: 7, path: '2:40' })).toMatchObject({
      status: 'passed',
    });
  });

  it('finds the smallest size that fails, and judges its removal by the size judged already', async () => {
    const sizes: number[] = [];
    const r = await property.check(fixedFrom(4, sizes), { runs: 1, seed: 3 });
    const ce = r.counterexample;
    expect(ce?.size).toEqual({ cards: 4, actions: 1 });
    expect(ce?.path).toBe(`4:${gamesFor(4) - 1}`);
    expect(ce?.locallyMinimal).toBe(true);
    // Sizes 2 and 3 were judged (passing) before 4; no game of 3 cards was played again for the removals.
    const shrink = sizes.slice(GAMES);
    expect(shrink.length).toBe(ce?.shrinking?.attempts);
    expect(shrink.filter((n) => n === 4)).toHaveLength(gamesFor(4));
    expect(shrink.lastIndexOf(3)).toBeLessThan(shrink.indexOf(4));
    expect(new Set(shrink)).toEqual(new Set([2, 3, 4]));
  });

  it('keeps the first verdict, locally minimal, when no smaller library fails in its own games', async () => {
    const r = await property.check(fixedFrom(10), { runs: 1, seed: 3 });
    expect(r.counterexample?.path).toBe('4');
    expect(r.counterexample?.size).toEqual({ cards: 10, actions: 1 });
    // Taking a card away leaves 9, which passed in its own games.
    expect(r.counterexample?.locallyMinimal).toBe(true);
  });

  it('keeps the first verdict, not known to be minimal, when the engine fails while shrinking; says so', async () => {
    const failing: EngineAdapter = {
      describe: () => referenceEngine.describe(),
      start: (setup) =>
        librarySize(setup) === 2 ? Promise.reject(new Error('no: two')) : fixedOrderShuffle.start(setup),
    };
    const r = await property.check(failing, { runs: 1, seed: 1 });
    expect(r.status).toBe('failed');
    const ce = r.counterexample;
    expect(ce?.path).toBe('4');
    expect(ce?.size).toEqual({ cards: 10, actions: 1 });
    expect(ce?.locallyMinimal).toBe(false);
    expect(ce?.message).toMatch(/shrinking stopped as the engine failed \[start - no - two\] in a game of 2 cards/);
    expect(ce?.message).toMatch(/in all 5 games, seeds [^:]*: a shuffle randomises \(701\.24a\)$/);
  });

  it('keeps the first verdict, not known to be minimal, when the shrink budget is spent', async () => {
    const timed = await property.check(fixedOrderShuffle, { runs: 1, seed: 1, shrinkTimeMs: 0 });
    expect(timed.counterexample?.size).toEqual({ cards: 10, actions: 1 });
    expect(timed.counterexample?.locallyMinimal).toBe(false);
    expect(timed.counterexample?.shrinking?.stoppedBy).toBe('time');
    const counted = await property.check(fixedOrderShuffle, { runs: 1, seed: 1, maxShrinks: 20 });
    expect(counted.counterexample?.path).toBe('4');
    expect(counted.counterexample?.locallyMinimal).toBe(false);
    expect(counted.counterexample?.shrinking).toMatchObject({ attempts: 20, stoppedBy: 'attempts' });
  });
});
