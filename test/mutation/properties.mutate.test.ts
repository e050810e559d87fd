/**
 * What mutation testing (`npm run mutate`, issue 25) runs against each mutant of engine/: every property judging the
 * reference engine at fixed seeds and run counts, so a verdict is reproducible. A mutant is killed when a property
 * fails on it. The differential check is left out: under mutation it compares the engine with itself.
 */
import { describe, expect, it } from 'vitest';
import { referenceEngine, referenceEngineFor } from '../../engine/reference-adapter.js';
import { DEFAULT_EDITION, EDITIONS } from '../../model/rules-edition.js';
import { loadProperties } from '../../properties/registry.js';
import type { PropertyResult } from '../../results/result.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';
import { EDITION_PROPERTIES, EDITION_RUNS, MUTATION_RUNS, MUTATION_SEEDS, NO_SHRINKING } from './settings.js';

const PROPERTIES = (await loadProperties()).filter((p) => !p.id.startsWith('differential/'));

/**
 * What a failing check found, with the game that first failed (its fast-check path: unshrunk, the run's index from
 * 0), so that a report shows how many games a mutant took to kill (docs/mutation.md weighs fewer games on it).
 */
function failure(r: PropertyResult, runs: number): string {
  const c = r.counterexample;
  // The game first: vitest cuts a long message short in the report.
  return c ? `game ${c.path} of ${runs}: ${c.message}` : (r.message ?? '');
}

// Every property at the first seed before any at the second: with bail, a mutant the first seed kills stops there.
describe('properties judging the reference engine', () => {
  for (const seed of MUTATION_SEEDS) {
    for (const p of PROPERTIES) {
      it(`${p.id} (seed ${seed})`, async () => {
        const r = await p.check(referenceEngine, {
          runs: MUTATION_RUNS,
          seed,
          gameLength: TEST_GAME_LENGTH,
          maxShrinks: NO_SHRINKING,
        });
        expect(failure(r, MUTATION_RUNS)).toBe('');
        expect(r.status).toBe('passed');
        // A property of fixed games judges each on the reference engine (as in its reference pass): one it answered
        // `unsupported` would be a game it failed to play.
        if (p.fixedGames !== undefined) expect(r.runs).toBe(p.fixedGames);
      });
    }
  }
});

describe('properties whose rule changed, under older editions', () => {
  const seed = MUTATION_SEEDS[0] as number;
  for (const edition of EDITIONS.filter((e) => e !== DEFAULT_EDITION)) {
    for (const p of PROPERTIES.filter((q) => EDITION_PROPERTIES.includes(q.id))) {
      it(`${p.id} under ${edition} (seed ${seed})`, async () => {
        const r = await p.check(referenceEngineFor(edition), {
          runs: EDITION_RUNS,
          seed,
          gameLength: TEST_GAME_LENGTH,
          edition,
          maxShrinks: NO_SHRINKING,
        });
        expect(failure(r, EDITION_RUNS)).toBe('');
        expect(r.status).toBe('passed');
        if (p.fixedGames !== undefined) expect(r.runs).toBe(p.fixedGames);
      });
    }
  }
});
