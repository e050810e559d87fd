/**
 * Which failures the engine alone confirms (issue 38): for an engine that gives engine-side reproductions,
 * one line per failure saying whether its reproduction, run by the suite, shows the deviation (exit 1).
 * A failure without one that does is unconfirmed: a claim about someone else's engine that its own code
 * has not shown yet (adapter/engine-reproduction.ts).
 */
import type { PropertyResult, Report } from '../../reports/report.js';
import { consoleText } from './output.js';

const FAILED: readonly PropertyResult['status'][] = ['failed', 'expected-failure'];

/** Whether a failed result is confirmed by its engine-side reproduction; undefined when the engine gives none. */
export function confirmed(r: PropertyResult): boolean | undefined {
  if (!FAILED.includes(r.status)) return undefined;
  return r.counterexample?.engineReproductionRun?.reproduces;
}

/** `confirmed <id>: ...` or `UNCONFIRMED <id>: <why>`, for every failure whose engine gives reproductions. */
export function confirmationLines(report: Report): readonly string[] {
  return report.properties.flatMap((r) => {
    const run = r.counterexample?.engineReproductionRun;
    if (run === undefined || !FAILED.includes(r.status)) return [];
    return run.reproduces
      ? [`confirmed ${r.id}: the engine alone shows it (its reproduction exits 1)`]
      : [`UNCONFIRMED ${r.id}: ${consoleText(run.reason ?? 'its reproduction does not show it')}`];
  });
}
