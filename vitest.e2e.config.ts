import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WORKER_V8_FLAGS } from './test/support/worker-v8-flags.js';

/**
 * `npm run test:e2e`: the end-to-end tests kept out of `npm test` for its speed (issue 14), files named
 * `*.e2e.test.ts`: the rest of the fault-injection matrix, the packed package installed in a new project, the
 * HTML report in Chromium, the benchmark's smoke run, `--jobs` over `--engine-cmd` and from tsx, the union of
 * shards and `obverse merge`, `--expectations` end to end, `obverse editions diff`, replay over `--engine-cmd`,
 * the Python engine and the digest at more seeds. Each area keeps a fast share in `npm test`; CI (`.ci/run`)
 * runs both.
 * No wall-clock limit a busy machine could trip.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.e2e.test.ts'],
    // A worker per core, as in vitest.config.ts (vitest's default is one fewer than the cores).
    maxWorkers: availableParallelism(),
    // As in vitest.config.ts (the digest at more seeds runs the same code in process; not measured apart).
    execArgv: WORKER_V8_FLAGS,
    testTimeout: 3_600_000,
    hookTimeout: 3_600_000,
  },
});
