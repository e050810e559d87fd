/**
 * Running one work unit of the check (a property or a scenario) on an engine: the same code on the
 * main thread and in a `--jobs` worker, so a unit's result does not depend on the thread that ran it.
 */
import type { EngineAdapter } from '../../../adapter/engine-adapter.js';
import type { PropertyDefinition } from '../../../properties/property.js';
import type { PropertyResult } from '../../../reports/report.js';
import { scenarioResult } from '../../../scenarios/result.js';
import { runScenario } from '../../../scenarios/runner.js';
import type { SharedRunOptions, WorkUnit } from './messages.js';

/** Run `unit` on `adapter`; `onRun` hears each generated game start. Throws only for a fault of the suite. */
export async function runUnit(
  adapter: EngineAdapter,
  properties: ReadonlyMap<string, PropertyDefinition>,
  run: SharedRunOptions,
  unit: WorkUnit,
  onRun: () => void,
): Promise<PropertyResult> {
  if (unit.kind === 'scenario') {
    const known = run.divergences === undefined ? {} : { divergences: run.divergences };
    const outcome = await runScenario(adapter, unit.scenario, { edition: run.edition, ...known });
    return scenarioResult(unit.scenario, outcome, unit.dir === undefined ? {} : { dir: unit.dir });
  }
  const property = properties.get(unit.id);
  if (property === undefined) throw new Error(`no property ${unit.id} in this thread's registry`);
  return await property.check(adapter, { ...run, onRun });
}
