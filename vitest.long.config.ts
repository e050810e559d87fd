import { defineConfig } from 'vitest/config';
import { WORKER_V8_FLAGS } from './test/support/worker-v8-flags.js';

/**
 * `npm run test:long`: the long runs kept out of `npm test` (issue 14), files named `*.long.test.ts`:
 * every mutant swept by every property and scenario, the search for a mutant catching each untargeted
 * property, high run counts. No wall-clock limit a busy machine could trip.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.long.test.ts'],
    // As in vitest.config.ts (the mutant sweeps run the same code in process; not measured apart).
    execArgv: WORKER_V8_FLAGS,
    testTimeout: 3_600_000,
    hookTimeout: 3_600_000,
  },
});
