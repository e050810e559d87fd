/**
 * Long run (`npm run test:long`): each history mutant (issue 12) is caught at each of seeds 1-10 by
 * the default `obverse check` settings (100 runs, default game length): its declared properties or
 * the differential check fail. `npm run mutants:reach` prints the same with runs to first failure.
 */
import { describe, expect, it } from 'vitest';
import { runProperties } from '../../properties/run.js';
import { MUTANTS } from './catalog.js';
import { loadMutant } from './harness.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const DIFFERENTIAL = 'differential/views-match-reference';

describe('mutants (history): caught at each of seeds 1-10 by the default check', () => {
  for (const entry of MUTANTS.filter((m) => m.group === 'history')) {
    it(`${entry.name} (${entry.clause})`, async () => {
      const missed: number[] = [];
      for (const seed of SEEDS) {
        const results = await runProperties(await loadMutant(entry.name), {
          runs: 100,
          seed,
          maxShrinks: 10,
          properties: [...entry.properties, DIFFERENTIAL],
        });
        if (!results.some((r) => r.status === 'failed')) missed.push(seed);
      }
      expect(missed, `${entry.name} was missed at these seeds`).toEqual([]);
    }, 3_600_000);
  }
});
