/**
 * The run itself: the selected properties, then the selected scenarios, each result
 * handed to `onResult` as it finishes (for printing and the report).
 */
import type { PropertyResult } from '../../reports/report.js';
import { scenarioResult } from '../../scenarios/result.js';
import { runScenario } from '../../scenarios/runner.js';
import { runSelectedProperties } from '../properties.js';
import type { CheckPlan } from './prepare.js';

/** Run a prepared check; returns the results in the order they finished. */
export async function runPlan(
  plan: CheckPlan,
  onResult: (result: PropertyResult) => void,
): Promise<readonly PropertyResult[]> {
  const { options, engine } = plan;
  const results: PropertyResult[] = [];
  const report = (r: PropertyResult): void => {
    results.push(r);
    onResult(r);
  };
  if (plan.properties.length > 0) {
    await runSelectedProperties(engine.adapter, plan.properties, {
      runs: options.runs,
      seed: options.seed,
      onResult: report,
      edition: plan.edition,
      ...(options.path === undefined ? {} : { path: options.path }),
    });
  }
  const dir = plan.scenarioDirLabel === undefined ? {} : { dir: plan.scenarioDirLabel };
  for (const { scenario } of plan.scenarios) {
    const outcome = await runScenario(engine.adapter, scenario, { edition: plan.edition });
    report(scenarioResult(scenario, outcome, dir));
  }
  return results;
}
