/**
 * The runner API: run the suite (properties, differential check, scenarios) on an
 * adapter and get the report object, without the CLI.
 */
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import { descriptionProblem } from '../adapter/description-check.js';
import { buildReport, UNEXPECTED } from '../reports/build.js';
import type { PropertyResult, Report } from '../reports/report.js';
import { matchesAny } from '../properties/glob.js';
import { loadScenarios, loadSelectedScenarios } from '../scenarios/load.js';
import { DEFAULT_EDITION, isRulesEdition, type RulesEdition } from '../spec/editions.js';
import { allChecks, selectChecks, type SuiteCheck } from './checks.js';
import { FaultStreak } from './broken-engine.js';
import { classify, divergencesSummary, type ExpectationsFile, judgedPast } from './expectations/index.js';
import { DEFAULT_MAX_FAILURES } from '../properties/harness/search.js';
import { shippedScenarios } from './package-files.js';
import type { GameLength } from '../generators/game-length.js';

export const DEFAULT_RUNS = 100;
export const DEFAULT_SEED = 1;

export interface SuiteOptions {
  /** Generated games per property (default 100). */
  readonly runs?: number;
  /** Seed of the generated games (default 1). */
  readonly seed?: number;
  /** Steps per generated game (default: each property's own, else `DEFAULT_GAME_LENGTH`, 20-30). */
  readonly gameLength?: GameLength;
  /** Ids or globs of properties and scenarios to run (`712/*`); default: all. */
  readonly properties?: readonly string[];
  /** Scenario folder; default: the scenarios shipped with the package; `false`: none. */
  readonly scenarios?: string | false;
  /** Include the differential check against the reference engine (default true). */
  readonly differential?: boolean;
  /** Known failures, flaky and skipped checks (`obverse-expectations/1`, e.g. `parseExpectations(text, file)`). */
  readonly expectations?: ExpectationsFile;
  /**
   * The most distinct failures each check reports, each shrunk on its own (default DEFAULT_MAX_FAILURES, 5); 1 stops
   * at the first.
   */
  readonly maxFailures?: number;
  /** Called as each result arrives. */
  readonly onResult?: (result: PropertyResult) => void;
  /** The rules edition to check against (default: the one the engine declares, else the newest). */
  readonly edition?: RulesEdition;
}

/** The run option carrying a chosen game length, if any. */
export function lengthOf(options: { readonly gameLength?: GameLength }): { readonly gameLength?: GameLength } {
  return options.gameLength === undefined ? {} : { gameLength: options.gameLength };
}

/** The checks `runSuite` would run with these options (scenarios loaded and validated). */
export async function suiteChecks(options: SuiteOptions = {}): Promise<readonly SuiteCheck[]> {
  const patterns = options.properties;
  const wanted = (id: string): boolean => patterns === undefined || patterns.length === 0 || matchesAny(id, patterns);
  // The package's own scenarios: only the selected ones are validated (as `obverse check` does; its tests validate
  // all of them). A folder of the author's is validated whole.
  const scenarios =
    options.scenarios === false
      ? []
      : options.scenarios === undefined
        ? (await loadSelectedScenarios(shippedScenarios(), wanted)).loaded
        : await loadScenarios(options.scenarios);
  const checks = await allChecks({
    scenarios,
    ...(typeof options.scenarios === 'string' ? { scenarioDir: options.scenarios } : {}),
    ...(options.differential === undefined ? {} : { differential: options.differential }),
  });
  return selectChecks(checks, options.properties);
}

/**
 * Run the suite on `adapter` and return the report (`report.json`'s content). Results
 * come one check after another; engine misbehaviour is a result, never an exception.
 */
export async function runSuite(adapter: EngineAdapter, options: SuiteOptions = {}): Promise<Report> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const runs = options.runs ?? DEFAULT_RUNS;
  const seed = options.seed ?? DEFAULT_SEED;
  const description = await adapter.describe();
  // A wrong description is said as it is before any check runs (adapter/description-check.ts).
  const problem = descriptionProblem(description);
  if (problem !== null) throw new Error(problem);
  const declared = description.edition;
  const edition = options.edition ?? (declared !== undefined && isRulesEdition(declared) ? declared : DEFAULT_EDITION);
  const entries = options.expectations?.expectations ?? {};
  const results: PropertyResult[] = [];
  const skipped: string[] = [];
  const checks = await suiteChecks(options);
  // An engine that faults check after check is reported broken, and the rest is not run (suite/broken-engine.ts).
  const streak = new FaultStreak();
  for (const check of checks) {
    if (entries[check.id]?.status === 'skip') {
      skipped.push(check.id);
      continue;
    }
    if (streak.isBroken) continue;
    const raw = await check.run(adapter, {
      runs,
      seed,
      edition,
      maxFailures: options.maxFailures ?? DEFAULT_MAX_FAILURES,
      ...lengthOf(options),
      ...judgedPast(options.expectations),
    });
    streak.note(raw);
    const result = classify(raw, entries[check.id]);
    results.push(result);
    options.onResult?.(result);
  }
  const broken = streak.account(
    checks.filter((c) => entries[c.id]?.status !== 'skip').map((c) => c.id),
    results.map((r) => r.id),
  );
  return buildReport({
    engine: { name: description.name, version: description.version },
    edition,
    seed,
    runs,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    results,
    ...(broken === undefined ? {} : { engineBroken: broken }),
    ...(options.expectations === undefined
      ? {}
      : {
          expectations: {
            file: 'expectations',
            unexpected: results.filter((r) => UNEXPECTED.includes(r.status)).map((r) => r.id),
            skipped,
            ...divergencesSummary(options.expectations, results),
          },
        }),
  });
}
