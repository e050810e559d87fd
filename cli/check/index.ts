/**
 * `obverse check`: parse and check the options (`options.ts`), settle everything the
 * run needs before any work (`prepare.ts`), run (`pipeline.ts`), write the report and
 * print as it goes (`output.ts`); returns the exit code.
 */
import { resolve } from 'node:path';
import { allExpected, buildReport, UNEXPECTED } from '../../reports/build.js';
import type { PropertyResult } from '../../reports/report.js';
import { writeReport } from '../../reports/write.js';
import { classify } from '../../suite/expectations/index.js';
import { EXIT } from '../errors.js';
import type { Io } from '../io.js';
import type { CheckOptions } from './options.js';
import { rewriteExpectations } from './expectations.js';
import { expectationLines, headerLine, resultLine, summaryLine } from './output.js';
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
  const entries = plan.expectations?.file?.expectations ?? {};
  const results: PropertyResult[] = [];
  let raw: readonly PropertyResult[];
  try {
    if (plan.editionNote !== null) io.out(plan.editionNote);
    io.out(headerLine(plan.engine.description, plan.edition, options));
    // Raw results are what --update-expectations rewrites from; the classified ones are reported.
    raw = await runPlan(plan, (r) => {
      const classified = classify(r, entries[r.id]);
      results.push(classified);
      io.out(resultLine(classified));
      // An isolated engine's last words under its error (all of them are in the report).
      for (const line of (r.counterexample?.engineStderr ?? []).slice(-5)) io.out(`        | ${line}`);
    });
  } finally {
    // Whatever the engine left open, the run ends here.
    await plan.engine.dispose();
  }
  const report = buildReport({
    engine: { name: plan.engine.description.name, version: plan.engine.description.version },
    edition: plan.edition,
    seed: options.seed,
    runs: options.runs,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    results,
    ...(plan.expectations === undefined
      ? {}
      : {
          expectations: {
            file: plan.expectations.label,
            unexpected: results.filter((r) => UNEXPECTED.includes(r.status)).map((r) => r.id),
            skipped: plan.skipped,
          },
        }),
  });
  const written = await writeReport(resolve(io.cwd, options.out), report);
  for (const line of expectationLines(report)) io.out(line);
  io.out(summaryLine(report, written.json));
  if (plan.expectations !== undefined && options.updateExpectations === true) {
    const count = await rewriteExpectations(plan.expectations, raw, plan.known);
    io.out(`expectations rewritten from this run: ${plan.expectations.label} (${count} entries)`);
    // The rewritten file expects every result of this run.
    return EXIT.ok;
  }
  return allExpected(results) ? EXIT.ok : EXIT.failures;
}
