/**
 * What mutation testing (`npm run mutate`, issue 25) runs against each mutant of engine/, beside the properties:
 * every shipped scenario on the reference engine. A mutant is killed when a scenario no longer passes.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { loadScenarios, runScenario } from '../../scenarios/index.js';

const CASES = join(dirname(fileURLToPath(import.meta.url)), '../../scenarios/cases');
const loaded = await loadScenarios(CASES);

describe('scenarios on the reference engine', () => {
  for (const { scenario } of loaded) {
    it(scenario.id, async () => {
      const outcome = await runScenario(referenceEngine, scenario);
      expect(outcome.message ?? '').toBe('');
      expect(outcome.status).toBe('passed');
    });
  }
});
