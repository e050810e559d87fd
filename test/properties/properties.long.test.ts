/**
 * The long form of properties.test.ts's reference pass (`npm run test:long`): every property at 60 runs
 * on the reference engine, in the quick tests' short games.
 */
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { loadProperties } from '../../properties/registry.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';

const RUNS = 60;
const ALL_PROPERTIES = await loadProperties();

describe('every property passes on the reference engine (60 runs)', () => {
  for (const p of ALL_PROPERTIES) {
    it(p.id, async () => {
      const r = await p.check(referenceEngine, { runs: RUNS, seed: 20260417, gameLength: TEST_GAME_LENGTH });
      expect(r.counterexample?.message ?? r.message ?? '').toBe('');
      expect(r.status).toBe('passed');
      expect(r.runs).toBe(RUNS);
    });
  }
});
