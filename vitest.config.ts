import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WORKER_V8_FLAGS } from './test/support/worker-v8-flags.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The long runs (`*.long.test.ts`, `npm run test:long`) and the end-to-end tests (`*.e2e.test.ts`,
    // `npm run test:e2e`) have their own configs and commands (issue 14), and so do the tests mutation testing runs
    // (`*.mutate.test.ts`, `npm run mutate`, issue 25).
    exclude: ['test/**/*.long.test.ts', 'test/**/*.e2e.test.ts', 'test/**/*.mutate.test.ts', '**/node_modules/**'],
    // One module graph per worker, not one per test file: every file imports the engine, the catalog and the
    // properties, and importing them again for each of about a hundred files cost more CPU than most tests.
    // Nothing here keeps state between files (no mocks, no stubbed globals). Measured back to back on a busy
    // machine: 181 CPU-s instead of 280 for the whole of `vitest run` (issue 14).
    isolate: false,
    // A worker per core: vitest's default for a run is one fewer than the cores, a single worker on a 2-core
    // machine. On an idle 2-core machine the whole of `vitest run` took 74 s with two workers, 95 s with one.
    maxWorkers: availableParallelism(),
    // V8 settings for the workers: a larger young generation and obverse check's compilation settings (issue 24).
    execArgv: WORKER_V8_FLAGS,
    // Generous on purpose: the machines are shared, and a test must never fail because one is busy
    // (the property-and-mutant tests took 30-40 s idle and over 300 s under load). A hung test still ends.
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
