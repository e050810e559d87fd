/**
 * `obverse check`: run the selected properties and scenarios against an engine,
 * print one line per result and a summary, write the report, and return the exit code.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { allExpected, buildReport } from '../reports/build.js';
import type { PropertyResult, Status } from '../reports/report.js';
import { writeReport } from '../reports/write.js';
import { loadScenarios } from '../scenarios/load.js';
import { ScenarioLoadError } from '../scenarios/problems.js';
import { scenarioResult } from '../scenarios/result.js';
import { runScenario } from '../scenarios/runner.js';
import { EDITION } from '../spec/index.js';
import { integerOption, parsing } from './args.js';
import { loadEngineModule, loadReferenceEngine } from './engine.js';
import { EXIT, UsageError } from './errors.js';
import type { Io } from './io.js';
import { shippedScenarios } from './paths.js';
import { allProperties, runSelectedProperties } from './properties.js';
import { viewsMatchReference } from '../properties/differential/views-match-reference.js';
import { referenceEngine } from '../engine/reference-adapter.js';
import { parsePatterns, selection } from './select.js';

export const DEFAULT_RUNS = 100;
export const DEFAULT_SEED = 1;
export const DEFAULT_OUT = 'obverse-report';

const MARK: Readonly<Record<Status, string>> = {
  passed: 'PASS ',
  failed: 'FAIL ',
  error: 'ERROR',
  'not-supported': 'N/S  ',
  'expected-failure': 'XFAIL',
  'unexpected-pass': 'XPASS',
};

export interface CheckOptions {
  readonly engine?: string;
  readonly runs: number;
  readonly seed: number;
  readonly properties?: readonly string[];
  readonly scenarios?: string;
  /** fast-check replay path of one counterexample (with exactly one selected property). */
  readonly path?: string;
  readonly out: string;
}

/** Parse `obverse check` arguments; throws UsageError. Returns null for --help. */
export function parseCheckArgs(args: readonly string[]): CheckOptions | null {
  const { values } = parsing('check', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        engine: { type: 'string' },
        runs: { type: 'string' },
        seed: { type: 'string' },
        properties: { type: 'string' },
        scenarios: { type: 'string' },
        path: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help === true) return null;
  if (values.path !== undefined && !/^\d+(:\d+)*$/.test(values.path)) {
    throw new UsageError(
      `--path must be a fast-check path like "12:0:3" (from a counterexample's replay command), got "${values.path}"`,
      'check',
    );
  }
  if (values.path !== undefined && values.properties === undefined) {
    throw new UsageError('--path replays one counterexample: give --properties <the property id> too', 'check');
  }
  return {
    ...(values.engine === undefined ? {} : { engine: values.engine }),
    runs: integerOption('check', 'runs', values.runs, DEFAULT_RUNS, 1),
    seed: integerOption('check', 'seed', values.seed, DEFAULT_SEED, 0),
    ...(values.properties === undefined ? {} : { properties: parsePatterns(values.properties) }),
    ...(values.scenarios === undefined ? {} : { scenarios: values.scenarios }),
    ...(values.path === undefined ? {} : { path: values.path }),
    out: values.out ?? DEFAULT_OUT,
  };
}

/** One result as a line: `PASS  id  (100 runs, 12 ms)` or `FAIL  id  message`. */
export function resultLine(r: PropertyResult): string {
  const info =
    r.status === 'passed'
      ? `(${r.runs} run${r.runs === 1 ? '' : 's'}, ${r.durationMs} ms)`
      : (r.message ?? r.counterexample?.message ?? '');
  return `${MARK[r.status]} ${r.kind} ${r.id}  ${info}`.trimEnd();
}

/** Run `obverse check`; returns the exit code. */
export async function runCheck(options: CheckOptions, io: Io): Promise<number> {
  const started = performance.now();
  // new Date() only stamps the report; nothing in the run depends on it.
  const startedAt = new Date().toISOString();
  const scenarioDir = options.scenarios === undefined ? shippedScenarios() : resolve(io.cwd, options.scenarios);
  let scenarios;
  try {
    scenarios = await loadScenarios(scenarioDir, io.cwd);
  } catch (e) {
    if (e instanceof ScenarioLoadError) throw new UsageError(e.message, 'check');
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new UsageError(`scenario folder not found: ${scenarioDir}`, 'check');
    throw e;
  }
  // The differential check runs like a property and is reported as its own kind.
  const properties = [...allProperties(), viewsMatchReference(referenceEngine)];
  const chosen = selection(options.properties);
  const known = [...properties.map((p) => p.id), ...scenarios.map((s) => s.scenario.id)];
  const unmatched = chosen.unmatched(known);
  if (unmatched.length > 0) {
    throw new UsageError(
      `unknown property or scenario id: ${unmatched.join(', ')} (${known.length} known; ids look like "${known[0] ?? '712/name'}")`,
      'check',
    );
  }

  const engine =
    options.engine === undefined ? await loadReferenceEngine() : await loadEngineModule(options.engine, io.cwd);
  io.out(
    `obverse check: ${engine.description.name} ${engine.description.version}, rules ${EDITION}, seed ${options.seed}, ${options.runs} runs`,
  );

  const results: PropertyResult[] = [];
  const report = (r: PropertyResult): void => {
    results.push(r);
    io.out(resultLine(r));
  };
  const selected = properties.filter((p) => chosen.selects(p.id));
  if (options.path !== undefined && selected.length !== 1) {
    throw new UsageError(
      `--path replays one property's counterexample, but --properties selects ${selected.length} properties`,
      'check',
    );
  }
  const replay = options.path === undefined ? {} : { path: options.path };
  if (selected.length > 0)
    await runSelectedProperties(engine.adapter, selected, {
      runs: options.runs,
      seed: options.seed,
      onResult: report,
      ...replay,
    });
  const dirLabel = options.scenarios ?? undefined;
  // A replay is about one property's counterexample; scenarios would only add noise.
  const scenariosToRun = options.path === undefined ? scenarios.filter((s) => chosen.selects(s.scenario.id)) : [];
  for (const { scenario } of scenariosToRun) {
    const outcome = await runScenario(engine.adapter, scenario);
    report(scenarioResult(scenario, outcome, dirLabel === undefined ? {} : { dir: dirLabel }));
  }

  const full = buildReport({
    engine: { name: engine.description.name, version: engine.description.version },
    edition: EDITION,
    seed: options.seed,
    runs: options.runs,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    results,
  });
  const written = await writeReport(resolve(io.cwd, options.out), full);
  const counts = (Object.entries(full.summary) as [Status, number][])
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`);
  io.out(
    `${results.length} result(s): ${counts.length === 0 ? 'nothing ran' : counts.join(', ')} · report: ${written.json}`,
  );
  return allExpected(results) ? EXIT.ok : EXIT.failures;
}
