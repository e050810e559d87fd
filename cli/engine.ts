/**
 * Loading the engine to check: the reference engine by default, or a module given
 * with `--engine` whose default export implements the adapter contract.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { ADAPTER_CONTRACT, type EngineAdapter, type EngineDescription } from '../adapter/engine-adapter.js';
import { isMechanic, MECHANICS } from '../adapter/mechanics.js';
import { EngineLoadError } from './errors.js';
import { referenceEngineFor } from '../engine/reference-adapter.js';
import { DEFAULT_EDITION, type RulesEdition } from '../spec/editions.js';

export interface LoadedEngine {
  readonly adapter: EngineAdapter;
  readonly description: EngineDescription;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function isAdapter(value: unknown): value is EngineAdapter {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.describe === 'function' && typeof v.start === 'function';
}

/** Check that `value` is an adapter and that its description speaks our contract. */
async function accept(value: unknown, label: string): Promise<LoadedEngine> {
  if (!isAdapter(value)) {
    throw new EngineLoadError(
      `${label} does not implement the engine adapter: it needs describe() and start(setup) (see ` +
        `adapter/engine-adapter.ts)`,
    );
  }
  let description: EngineDescription;
  try {
    description = await value.describe();
  } catch (e) {
    throw new EngineLoadError(`${label}: describe() threw: ${errorText(e)}`);
  }
  if (typeof description !== 'object' || description === null || description.contract !== ADAPTER_CONTRACT) {
    const found =
      typeof description === 'object' && description !== null
        ? JSON.stringify(description.contract)
        : String(description);
    throw new EngineLoadError(`${label}: describe() must report contract "${ADAPTER_CONTRACT}", found ${found}`);
  }
  if (!Array.isArray(description.mechanics) || typeof description.name !== 'string') {
    throw new EngineLoadError(`${label}: describe() must give a name and a mechanics array`);
  }
  const unknown = description.mechanics.filter((m: unknown) => typeof m !== 'string' || !isMechanic(m));
  if (unknown.length > 0) {
    throw new EngineLoadError(
      `${label}: describe() names mechanics that do not exist: ${unknown.map((m) => JSON.stringify(m)).join(', ')}; ` +
        `valid names: ${MECHANICS.join(', ')}`,
    );
  }
  return { adapter: value, description };
}

const hintCommonJs =
  ' (a .ts file is loaded as CommonJS unless the nearest package.json says "type": "module"; add that, or name ' +
  'the file .mts)';

/** TypeScript modules load through tsx's loader, registered once, only when one is asked for. */
let typeScriptLoader = false;
function loadsTypeScript(file: string): void {
  if (typeScriptLoader || !/\.[mc]?ts$/.test(file)) return;
  register();
  typeScriptLoader = true;
}

const INDEX_FILES = ['index.js', 'index.mjs', 'index.ts', 'index.mts'];

/** A folder stands for its package.json `main` or its index file, as a package would. */
function moduleFile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const manifest = join(path, 'package.json');
  const main = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { main?: unknown }).main
    : undefined;
  const candidates = [...(typeof main === 'string' ? [main] : []), ...INDEX_FILES].map((f) => join(path, f));
  const found = candidates.find((f) => existsSync(f));
  if (found === undefined)
    throw new EngineLoadError(`engine folder ${path} has no package.json "main" and none of ${INDEX_FILES.join(', ')}`);
  return found;
}

/**
 * The engine in the module (or folder) at `path`, relative to `cwd`: its default export;
 * `.ts`/`.mts` load as they are.
 */
export async function loadEngineModule(path: string, cwd: string = process.cwd()): Promise<LoadedEngine> {
  const given = resolve(cwd, path);
  if (!existsSync(given)) throw new EngineLoadError(`engine module not found: ${given}`);
  const file = moduleFile(given);
  let module: Record<string, unknown>;
  try {
    loadsTypeScript(file);
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (e) {
    // Node treats a .ts file outside a `"type": "module"` package as CommonJS.
    const hint = /\.ts$/.test(file) && /require\(\)/.test(errorText(e)) ? hintCommonJs : '';
    throw new EngineLoadError(`engine module ${path} could not be loaded: ${errorText(e)}${hint}`);
  }
  if (!('default' in module)) {
    throw new EngineLoadError(
      `engine module ${path} has no default export; export default an object implementing EngineAdapter`,
    );
  }
  return accept(module.default, `engine module ${path}`);
}

/** The reference engine shipped with the package, playing by `edition` (default: the newest). */
export function loadReferenceEngine(edition: RulesEdition = DEFAULT_EDITION): Promise<LoadedEngine> {
  return accept(referenceEngineFor(edition), 'the reference engine');
}
