/**
 * The properties the CLI runs: every property file (`properties/registry.ts` finds them) and their runner
 * (`properties/run.ts`).
 */
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { PropertyDefinition } from '../properties/property.js';
import { loadProperties } from '../properties/registry.js';
import { runProperties } from '../properties/run.js';
import type { PropertyResult } from '../reports/report.js';
import type { RulesEdition } from '../model/rules-edition.js';

export interface PropertyRun {
  readonly runs: number;
  readonly seed: number;
  /** Called as each property finishes, so results print as they come. */
  readonly onResult: (result: PropertyResult) => void;
  /** fast-check replay path, when replaying one counterexample. */
  readonly path?: string;
  /** The rules edition to check against (default: the newest). */
  readonly edition?: RulesEdition;
}

/** Every property, the differential check included, sorted by id. */
export function allProperties(): Promise<readonly PropertyDefinition[]> {
  return loadProperties();
}

/** Run the given (already selected) properties one after another. */
export function runSelectedProperties(
  adapter: EngineAdapter,
  selected: readonly PropertyDefinition[],
  options: PropertyRun,
): Promise<readonly PropertyResult[]> {
  return runProperties(adapter, {
    runs: options.runs,
    seed: options.seed,
    from: selected,
    onResult: options.onResult,
    ...(options.path === undefined ? {} : { path: options.path }),
    ...(options.edition === undefined ? {} : { edition: options.edition }),
  });
}
