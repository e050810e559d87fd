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

const hintCommonJs =
  ' (a .ts file is loaded as CommonJS unless the nearest package.json says "type": "module"; add that, ' +
  'or name the file .mts)';

/**
 * TypeScript modules load through tsx's loader, registered once, only when one is asked for; tsx itself is
 * imported only then, since loading it costs a process or worker more than the rest of its start.
 */
let typeScriptLoader = false;
async function loadsTypeScript(file: string): Promise<void> {
  if (typeScriptLoader || !/\.[mc]?ts$/.test(file)) return;
  const { register } = await import('tsx/esm/api');
  register();
  typeScriptLoader = true;
}

/** The default export of the module at `file` (absolute), checked to be an adapter; `.ts`/`.mts` load as they are. */
export async function importEngineModule(file: string): Promise<EngineAdapter> {
  let module: Record<string, unknown>;
  try {
    await loadsTypeScript(file);
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (e) {
    // Node treats a .ts file outside a `"type": "module"` package as CommonJS.
    const hint = /\.ts$/.test(file) && /require\(\)/.test(errorText(e)) ? hintCommonJs : '';
    throw new Error(`could not be loaded: ${errorText(e)}${hint}`);
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
