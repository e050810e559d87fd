import { defineConfig } from 'vitest/config';

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
  },
});
