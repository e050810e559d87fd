/**
 * The run itself: the selected properties, then the selected scenarios, telling a
 * listener as each starts, as each generated game starts, and as each finishes.
 */
import { runProperties } from '../../properties/run.js';
import type { PropertyResult } from '../../reports/report.js';
import { scenarioResult } from '../../scenarios/result.js';
import { runScenario } from '../../scenarios/runner.js';
import type { CheckPlan } from './prepare.js';

/** What the run tells as it goes (printing, progress, the report). */
export interface RunListener {
  readonly onStart?: (id: string) => void;
  readonly onRun?: () => void;
  readonly onResult: (result: PropertyResult) => void;
}

/** Run a prepared check; returns the results in the order they finished. */
export async function runPlan(plan: CheckPlan, listener: RunListener): Promise<readonly PropertyResult[]> {
  const { options, engine } = plan;
  const results: PropertyResult[] = [];
  const report = (r: PropertyResult): void => {
    results.push(r);
    listener.onResult(r);
  };
  if (plan.properties.length > 0) {
    await runProperties(engine.adapter, {
      runs: options.runs,
      seed: options.seed,
      from: plan.properties,
      onResult: report,
      onStart: (p) => listener.onStart?.(p.id),
      onRun: () => listener.onRun?.(),
      edition: plan.edition,
      ...(options.path === undefined ? {} : { path: options.path }),
    });
  }
  const dir = plan.scenarioDirLabel === undefined ? {} : { dir: plan.scenarioDirLabel };
  for (const { scenario } of plan.scenarios) {
    listener.onStart?.(scenario.id);
    const outcome = await runScenario(engine.adapter, scenario, { edition: plan.edition });
    report(scenarioResult(scenario, outcome, dir));
  }
  return results;
}
