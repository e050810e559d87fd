/**
 * The checks of a suite run, each one result in the report: the properties, the
 * differential check and the scenarios, selected by id or glob. The CLI, the library's
 * `runSuite` and `obverse/vitest` all run the same list.
 */
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import { matchesAny } from '../properties/glob.js';
import type { PropertyDefinition, RunOptions } from '../properties/property.js';
import { loadProperties } from '../properties/registry.js';
import type { PropertyResult } from '../reports/report.js';
import type { LoadedScenario } from '../scenarios/format.js';
import { scenarioResult } from '../scenarios/result.js';
import { runScenario } from '../scenarios/runner.js';

/** One property, the differential check or one scenario: one entry of the report. */
export interface SuiteCheck {
  readonly id: string;
  readonly kind: PropertyResult['kind'];
  readonly description: string;
  readonly rules: readonly string[];
  readonly mechanics: readonly string[];
  /** Run it on `adapter`; never throws for engine misbehaviour. */
  run(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult>;
}

export interface SuiteSelection {
  /** Ids or globs of properties and scenarios (`712/*`); default: all. */
  readonly select?: readonly string[];
  /** Scenarios to run (loaded by `loadScenarios`); default: none. */
  readonly scenarios?: readonly LoadedScenario[];
  /** The folder they came from, as the user named it, for replay commands. */
  readonly scenarioDir?: string;
  /** Include the differential check (default true). */
  readonly differential?: boolean;
}

function propertyCheck(p: PropertyDefinition): SuiteCheck {
  return {
    id: p.id,
    kind: p.kind ?? 'property',
    description: p.description,
    rules: p.rules,
    mechanics: p.mechanics,
    run: (adapter, options) => p.check(adapter, options),
  };
}

function scenarioCheck({ scenario }: LoadedScenario, dir: string | undefined): SuiteCheck {
  return {
    id: scenario.id,
    kind: 'scenario',
    description: scenario.title,
    rules: scenario.rules,
    mechanics: scenario.mechanics,
    run: async (adapter, options) =>
      scenarioResult(
        scenario,
        await runScenario(adapter, scenario, {
          ...(options.edition === undefined ? {} : { edition: options.edition }),
          ...(options.divergences === undefined ? {} : { divergences: options.divergences }),
        }),
        dir === undefined ? {} : { dir },
      ),
  };
}

/**
 * Every check the selection names: properties (the differential check among them) by id, then scenarios (path order).
 */
export async function allChecks(selection: SuiteSelection = {}): Promise<readonly SuiteCheck[]> {
  const properties = (await loadProperties())
    .filter((p) => selection.differential !== false || p.kind !== 'differential')
    .map(propertyCheck);
  const scenarios = (selection.scenarios ?? []).map((s) => scenarioCheck(s, selection.scenarioDir));
  return [...properties, ...scenarios];
}

/** The checks whose ids match `patterns` (all when there are none). */
export function selectChecks(checks: readonly SuiteCheck[], patterns?: readonly string[]): readonly SuiteCheck[] {
  if (patterns === undefined || patterns.length === 0) return checks;
  return checks.filter((c) => matchesAny(c.id, patterns));
}
