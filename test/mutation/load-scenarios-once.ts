/**
 * Global setup of mutation testing (vitest.mutate.config.ts, issue 25): the shipped scenarios are read and validated
 * once per test runner, not once per mutant. Stryker keeps one vitest alive per worker and starts each mutant's tests
 * in a fresh thread, which imported and validated all of scenarios/cases again (6 s of a mutant's run on the shared
 * machine); the scenarios are data that no mutant of engine/ changes.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { loadScenarios } from '../../scenarios/load.js';
import type { Scenario } from '../../scenarios/format.js';

const CASES = join(dirname(fileURLToPath(import.meta.url)), '../../scenarios/cases');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every scenario of scenarios/cases, validated, in the loader's order (by file path). */
    mutationScenarios: readonly Scenario[];
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const loaded = await loadScenarios(CASES);
  project.provide(
    'mutationScenarios',
    loaded.map((l) => l.scenario),
  );
}
