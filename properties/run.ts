/**
 * Running properties against an engine: the entry point the CLI uses.
 */
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { PropertyResult } from '../results/result.js';
import { matchesAny } from './glob.js';
import type { PropertyDefinition, RunOptions } from './property.js';
import { loadProperties } from './registry.js';

/** Which properties `runProperties` runs, and who hears of each result; how they run is `RunOptions`. */
export interface PropertySelection {
  /** Ids or globs (`712/*`); default: every property. */
  readonly properties?: readonly string[];
  /** Called as each property finishes (progress output). */
  readonly onResult?: (result: PropertyResult) => void;
  /** Called as each property starts, and as each of its generated games starts (progress output). */
  readonly onStart?: (property: PropertyDefinition) => void;
  readonly onRun?: (property: PropertyDefinition) => void;
  /** Properties to choose from (default: every property, `loadProperties()`); handy for tests and mutants. */
  readonly from?: readonly PropertyDefinition[];
  /** Once aborted, no further property starts (an interrupted run, a broken engine). */
  readonly signal?: AbortSignal;
}

/** The properties of `from` whose ids match the patterns (all when none are given), in their order. */
export function selectProperties(
  patterns: readonly string[] | undefined,
  from: readonly PropertyDefinition[],
): readonly PropertyDefinition[] {
  if (patterns === undefined || patterns.length === 0) return from;
  return from.filter((p) => matchesAny(p.id, patterns));
}

/** Run the selected properties one after another; never throws for an engine failure. */
export async function runProperties(
  adapter: EngineAdapter,
  options: RunOptions & PropertySelection,
): Promise<PropertyResult[]> {
  const results: PropertyResult[] = [];
  for (const property of selectProperties(options.properties, options.from ?? (await loadProperties()))) {
    if (options.signal?.aborted === true) break;
    options.onStart?.(property);
    const onRun = options.onRun;
    const result = await property.check(adapter, {
      ...(onRun === undefined ? {} : { onRun: () => onRun(property) }),
      runs: options.runs,
      seed: options.seed,
      ...(options.path === undefined ? {} : { path: options.path }),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.edition === undefined ? {} : { edition: options.edition }),
      ...(options.maxShrinks === undefined ? {} : { maxShrinks: options.maxShrinks }),
      ...(options.shrinkTimeMs === undefined ? {} : { shrinkTimeMs: options.shrinkTimeMs }),
      ...(options.gameLength === undefined ? {} : { gameLength: options.gameLength }),
      ...(options.divergences === undefined ? {} : { divergences: options.divergences }),
      ...(options.maxFailures === undefined ? {} : { maxFailures: options.maxFailures }),
    });
    results.push(result);
    options.onResult?.(result);
  }
  return results;
}
