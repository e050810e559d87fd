/**
 * What mutation testing (`npm run mutate`, issue 25) runs against each mutant of engine/, beside the properties:
 * every shipped scenario on the reference engine. A mutant is killed when a scenario no longer passes. The scenarios
 * are read and validated once per test runner (load-scenarios-once.ts), not once per mutant.
 */
import { describe, expect, inject, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { runScenario } from '../../scenarios/runner.js';

describe('scenarios on the reference engine', () => {
  for (const scenario of inject('mutationScenarios')) {
    it(scenario.id, async () => {
      const outcome = await runScenario(referenceEngine, scenario);
      expect(outcome.message ?? '').toBe('');
      expect(outcome.status).toBe('passed');
    });
  }
});
