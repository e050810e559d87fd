/**
 * `obverse/vitest`: the conformance suite as vitest tests, for engine authors who want it
 * inside their own test run (and vitest's reporters: JUnit, HTML, GitHub).
 *
 * ```ts
 * // conformance.test.ts
 * import { defineConformanceSuite } from 'obverse/vitest';
 * import adapter from './my-engine-adapter.js';
 *
 * defineConformanceSuite(adapter, { runs: 50, seed: 1 });
 * ```
 *
 * One test per property, the differential check and each scenario, named by its id (never a
 * seed), so names are stable across runs. A failure's message is the counterexample story
 * and the command that replays it; `not-supported` and `not-reached` checks are skipped with the reason.
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, test } from 'vitest';
import type { PropertyResult } from '../reports/report.js';
import { writeReplayFile } from '../suite/replay-file.js';
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import { classify, type ExpectationsFile, judgedPast } from '../suite/expectations/index.js';
import { DEFAULT_MAX_FAILURES } from '../properties/harness/search.js';
import { failureText } from '../suite/failure-text.js';
import { DEFAULT_RUNS, DEFAULT_SEED, lengthOf, suiteChecks } from '../suite/run.js';
import { UNEXPECTED } from '../reports/build.js';
import type { GameLength } from '../generators/game-length.js';

export interface ConformanceSuiteOptions {
  /** Generated games per property (default 100). */
  readonly runs?: number;
  /** Seed of the generated games (default 1). */
  readonly seed?: number;
  /** Steps per generated game (default: each property's own, else `DEFAULT_GAME_LENGTH`, 20-30). */
  readonly gameLength?: GameLength;
  /** Ids or globs of properties and scenarios (`712/*`); default: all. */
  readonly properties?: readonly string[];
  /** Scenario folder; default: the shipped scenarios; `false`: none. */
  readonly scenarios?: string | false;
  /** Include the differential check against the reference engine (default true). */
  readonly differential?: boolean;
  /** Known failures, flaky and skipped checks: a known failure passes the test, a skip skips it. */
  readonly expectations?: ExpectationsFile;
  /** The adapter's module path, so replay commands in failure messages name it (`--engine`). */
  readonly engine?: string;
  /**
   * Where a failing check's counterexample file is written, so its message can say `npx obverse replay <file>`
   * (default: `obverse-vitest` in the system's temporary folder; `false`: write nothing, and give the
   * `check --path` command instead).
   */
  readonly replayDir?: string | false;
  /** Per-test timeout in ms (default 600000: properties play many games). */
  readonly timeoutMs?: number;
  /** Title of the enclosing `describe` (default `obverse conformance`). */
  readonly title?: string;
}

/** A failing check; its message is the counterexample story. */
export class ConformanceFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConformanceFailure';
  }
}

/** The replay command of a failing result once its counterexample file is written (undefined: none written). */
async function replayOf(
  adapter: EngineAdapter,
  result: PropertyResult,
  options: ConformanceSuiteOptions,
): Promise<string | undefined> {
  const ce = result.counterexample;
  if (ce === undefined || options.replayDir === false) return undefined;
  const { name, version } = await adapter.describe();
  const engine = { name, version, ...(options.engine === undefined ? {} : { module: resolve(options.engine) }) };
  const dir = options.replayDir ?? join(tmpdir(), 'obverse-vitest');
  return writeReplayFile({ ...result, counterexample: ce }, dir, engine, options.runs ?? DEFAULT_RUNS);
}

/** Register one vitest test per check of the suite, run on `adapter`. Call it at the top level of a test file. */
export function defineConformanceSuite(adapter: EngineAdapter, options: ConformanceSuiteOptions = {}): void {
  const runs = options.runs ?? DEFAULT_RUNS;
  const seed = options.seed ?? DEFAULT_SEED;
  const entries = options.expectations?.expectations ?? {};
  describe(options.title ?? 'obverse conformance', async () => {
    for (const check of await suiteChecks(options)) {
      const entry = entries[check.id];
      if (entry?.status === 'skip') {
        test.skip(check.id, () => {});
        continue;
      }
      test(
        check.id,
        async (context) => {
          const run = {
            runs,
            seed,
            maxFailures: DEFAULT_MAX_FAILURES,
            ...lengthOf(options),
            ...judgedPast(options.expectations),
          };
          const result = classify(await check.run(adapter, run), entry);
          if (result.status === 'not-supported') context.skip(result.message ?? 'not supported');
          // Its games never reached what it checks (issue 39): neither a pass nor a failure, so skipped, saying why.
          if (result.status === 'not-reached') context.skip(result.message ?? 'not reached');
          if (UNEXPECTED.includes(result.status))
            throw new ConformanceFailure(failureText(result, options.engine, await replayOf(adapter, result, options)));
        },
        options.timeoutMs ?? 600_000,
      );
    }
  });
}
