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
  ' (a .ts file is loaded as CommonJS unless the nearest package.json says "type": "module", and CommonJS ' +
  'can require an ES module only from Node 20.19 on; add "type": "module", or name the file .mts)';

/**
 * TypeScript modules load through tsx's loaders, registered once, only when one is asked for; tsx itself is
 * imported only then, since loading it costs a process or worker more than the rest of its start. Both of
 * them: in a package whose type is `commonjs` (what `npm init -y` writes) Node loads a `.ts` file as CommonJS,
 * through `require`, which only tsx's CommonJS loader compiles (with the ES module loader alone, Node required
 * the file as the ES module it was importing: "Cannot require() ES Module ... in a cycle", issue 22).
 */
let typeScriptLoader = false;
async function loadsTypeScript(file: string): Promise<void> {
  if (typeScriptLoader || !/\.[mc]?ts$/.test(file)) return;
  const [esm, cjs] = await Promise.all([import('tsx/esm/api'), import('tsx/cjs/api')]);
  esm.register();
  cjs.register();
  typeScriptLoader = true;
}

/**
 * The module's default export. A TypeScript module compiled to CommonJS (see above) exports
 * `{ default: adapter }` marked `__esModule`, which an import sees as its default: the adapter is inside.
 */
function defaultExport(module: Record<string, unknown>): unknown {
  const value = module.default;
  if (isAdapter(value) || typeof value !== 'object' || value === null) return value;
  const inner = value as { __esModule?: unknown; default?: unknown };
  return inner.__esModule === true && 'default' in inner ? inner.default : value;
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
  const adapter = defaultExport(module);
  if (!('default' in module) || adapter === undefined)
    throw new Error('has no default export; export default an object implementing EngineAdapter');
  if (!isAdapter(adapter))
    throw new Error(
      'does not implement the engine adapter: it needs describe() and start(setup) (see adapter/engine-adapter.ts)',
    );
  return adapter;
}
