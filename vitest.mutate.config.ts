import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Scenarios first: they are cheap (168 in under a second) and precise, and they kill most mutants (143 of the 171
 * killed in engine/actions/transform.ts); with bail, a mutant a scenario kills never starts a property. Vitest's own
 * order would run the larger, slower file first.
 */
class ScenariosFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification): number => (f.moduleId.includes('scenarios.mutate') ? 0 : 1);
    return Promise.resolve([...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId)));
  }
}

/**
 * The tests mutation testing runs (`npm run mutate`, issue 25): every property and every scenario judging the
 * reference engine (test/mutation/). Never part of `npm test`.
 */
export default defineConfig({
  test: {
    include: ['test/mutation/**/*.mutate.test.ts'],
    // Stryker runs each mutant against the tests that cover it; a mutant that loops must still end.
    testTimeout: 900_000,
    hookTimeout: 900_000,
    sequence: { sequencer: ScenariosFirst },
    globalSetup: ['test/mutation/load-scenarios-once.ts'],
  },
});
