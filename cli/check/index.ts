/**
 * `obverse check`: parse and check the options (`options.ts`), settle everything the
 * run needs before any work (`prepare.ts`), run (`pipeline.ts`), write the report and
 * print as it goes (`output.ts`); returns the exit code.
 */
import { resolve } from 'node:path';
import { allExpected, buildReport } from '../../reports/build.js';
import { writeReport } from '../../reports/write.js';
import { EDITION } from '../../spec/index.js';
import { EXIT } from '../errors.js';
import type { Io } from '../io.js';
import type { CheckOptions } from './options.js';
import { headerLine, resultLine, summaryLine } from './output.js';
import { runPlan } from './pipeline.js';
import { prepareCheck } from './prepare.js';

export { type CheckOptions, DEFAULT_OUT, DEFAULT_RUNS, DEFAULT_SEED, parseCheckArgs } from './options.js';
export { resultLine } from './output.js';

/** Run `obverse check`; returns the exit code. */
export async function runCheck(options: CheckOptions, io: Io): Promise<number> {
  const started = performance.now();
  // new Date() only stamps the report; nothing in the run depends on it.
  const startedAt = new Date().toISOString();
  const plan = await prepareCheck(options, io);
  io.out(headerLine(plan.engine.description, EDITION, options));
  const results = await runPlan(plan, (r) => io.out(resultLine(r)));
  const report = buildReport({
    engine: { name: plan.engine.description.name, version: plan.engine.description.version },
    edition: EDITION,
    seed: options.seed,
    runs: options.runs,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    results,
  });
  const written = await writeReport(resolve(io.cwd, options.out), report);
  io.out(summaryLine(report, written.json));
  return allExpected(results) ? EXIT.ok : EXIT.failures;
}
