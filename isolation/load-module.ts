/**
 * Importing an engine module and checking that its default export is an adapter.
 * Runs where the engine runs (inside the worker thread), so a module that crashes
 * while loading takes down only the worker.
 */
import { pathToFileURL } from 'node:url';
import type { EngineAdapter } from '../adapter/engine-adapter.js';

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Whether `value` has the adapter's two required methods. */
export function isAdapter(value: unknown): value is EngineAdapter {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.describe === 'function' && typeof v.start === 'function';
}

/** The default export of the module at `file` (absolute), checked to be an adapter. */
export async function importEngineModule(file: string): Promise<EngineAdapter> {
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`could not be loaded: ${errorText(e)}`);
  }
  if (!('default' in module))
    throw new Error('has no default export; export default an object implementing EngineAdapter');
  const adapter = module.default;
  if (!isAdapter(adapter))
    throw new Error(
      'does not implement the engine adapter: it needs describe() and start(setup) (see adapter/engine-adapter.ts)',
    );
  return adapter;
}
