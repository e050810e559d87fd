import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
    // A larger young generation for the workers (forks: these are `node` flags): the tests allocate short-lived
    // game states fast, and V8's default 16 MB semi-space made it scavenge about every 150 ms. With 64 MB, the
    // digest test scavenged 89 times instead of 229 (2.1 s of pauses instead of 3.9 s), and the whole of
    // `vitest run` took 231 CPU-s instead of 248 on the same busy machine (issue 24). Results do not depend on it.
    // And the compilation settings `obverse check` uses (cli/check/v8-tuning.ts): a smaller inlining budget and a
    // later tier-up. Two workers on two cores compile the same engine code each, competing with each other's tests;
    // targets.test.ts with digest.test.ts took 26.1 and 28.8 CPU-s instead of 33.0 and 34.4 (A/B/A/B, busy machine).
    execArgv: ['--max-semi-space-size=64', '--max-inlined-bytecode-size-cumulative=300', '--interrupt-budget=150000'],
    // Generous on purpose: the machines are shared, and a test must never fail because one is busy
    // (the property-and-mutant tests took 30-40 s idle and over 300 s under load). A hung test still ends.
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
