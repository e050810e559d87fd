/**
 * The properties the CLI runs: the registry (`properties/registry.ts`, ALL_PROPERTIES)
 * and its runner (`properties/run.ts`, runProperties) when they are part of the build.
 */
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { PropertyDefinition, PropertyRunOptions } from '../properties/property.js';
import type { PropertyResult } from '../reports/report.js';
import { importOptional } from './optional.js';

export interface PropertySuite {
  readonly properties: readonly PropertyDefinition[];
  /** Run the given properties; one result each, in order. */
  readonly run: (adapter: EngineAdapter, properties: readonly PropertyDefinition[], options: PropertyRunOptions) => Promise<readonly PropertyResult[]>;
}

type RunProperties = (adapter: EngineAdapter, options: PropertyRunOptions & { readonly properties: readonly PropertyDefinition[] }) => Promise<readonly PropertyResult[]>;

/** The property suite, or undefined when the registry is not part of the build. */
export async function loadPropertySuite(): Promise<PropertySuite | undefined> {
  const registry = await importOptional('../properties/registry.js');
  const list = registry?.['ALL_PROPERTIES'];
  if (!Array.isArray(list)) return undefined;
  const runner = await importOptional('../properties/run.js');
  const runProperties = runner?.['runProperties'];
  const properties = list as readonly PropertyDefinition[];
  if (typeof runProperties === 'function') {
    return { properties, run: (adapter, selected, options) => (runProperties as RunProperties)(adapter, { ...options, properties: selected }) };
  }
  // Without the runner, each property's own check() is the contract (properties/property.ts).
  return {
    properties,
    run: async (adapter, selected, options) => {
      const results: PropertyResult[] = [];
      for (const p of selected) results.push(await p.check(adapter, options));
      return results;
    },
  };
}
