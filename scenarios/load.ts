/**
 * Reading scenario files: every `.json` under a folder, recursively, in a fixed
 * (code-point sorted) order so runs and reports are deterministic.
 */
import { withIdentities } from '../catalog/identity.js';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { LoadedScenario } from './format.js';
import { ScenarioLoadError, type ValidationProblem } from './problems.js';
import { withDerivedMechanics } from './mechanics.js';
import { validateScenario } from './validate.js';

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return jsonFiles(path);
      return e.isFile() && e.name.endsWith('.json') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Parse and validate one scenario file's text. */
export function parseScenario(text: string, file: string): LoadedScenario | readonly ValidationProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return [
      {
        file,
        at: '',
        message: `not valid JSON (${e instanceof Error ? e.message : String(e)})`,
        hint: 'fix the JSON syntax',
      },
    ];
  }
  const result = validateScenario(data, file);
  if (!result.ok) return result.problems;
  // A catalog card named as it is printed carries its identity (catalog/identity.ts), as in generated games.
  const scenario = withDerivedMechanics(result.scenario);
  return { file, scenario: { ...scenario, setup: withIdentities(scenario.setup) } };
}

/** The `id` a scenario file's text declares, read without validating it; undefined when it has none. */
function declaredId(text: string): string | undefined {
  try {
    const data = JSON.parse(text) as { id?: unknown } | null;
    return typeof data?.id === 'string' ? data.id : undefined;
  } catch {
    return undefined;
  }
}

/** Scenarios that were loaded, and the ids of every file read. */
export interface SelectedScenarios {
  readonly loaded: readonly LoadedScenario[];
  readonly ids: readonly string[];
}

/**
 * The scenarios under `dir` whose ids `wanted` selects, parsed and validated as loadScenarios does, and the ids of
 * all of them. A file that is not wanted is only read for its id: for the package's own scenarios (validated by its
 * tests), a check that runs a few of them need not compile the scenario schema and validate every file (issue 24:
 * half of a short check's start). A file without an id is validated, so its problems are reported.
 */
export async function loadSelectedScenarios(
  dir: string,
  wanted: (id: string) => boolean,
  labelFrom: string = process.cwd(),
): Promise<SelectedScenarios> {
  const files = (await jsonFiles(dir)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const texts = await Promise.all(files.map((path) => readFile(path, 'utf8')));
  const ids: string[] = [];
  const chosen: string[] = [];
  for (const [i, path] of files.entries()) {
    const id = declaredId(texts[i] as string);
    if (id !== undefined) ids.push(id);
    if (id === undefined || wanted(id)) chosen.push(path);
  }
  const byPath = new Map(files.map((path, i) => [path, texts[i] as string]));
  const loaded = await loadFiles(chosen, labelFrom, (path) => byPath.get(path) as string);
  return { loaded, ids: [...new Set([...ids, ...loaded.map((s) => s.scenario.id)])] };
}

/**
 * Every scenario under `dir`, sorted by path. Throws ScenarioLoadError listing all
 * problems when any file is invalid or two files share an id. File names in
 * messages are relative to `labelFrom` (default: the current directory).
 */
export async function loadScenarios(
  dir: string,
  labelFrom: string = process.cwd(),
): Promise<readonly LoadedScenario[]> {
  const files = (await jsonFiles(dir)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return loadFiles(files, labelFrom, (path) => readFile(path, 'utf8'));
}

/** The scenario files `files` (sorted), parsed and validated; throws ScenarioLoadError listing every problem. */
async function loadFiles(
  files: readonly string[],
  labelFrom: string,
  text: (path: string) => string | Promise<string>,
): Promise<readonly LoadedScenario[]> {
  const problems: ValidationProblem[] = [];
  const loaded: LoadedScenario[] = [];
  const seen = new Map<string, string>();
  for (const path of files) {
    const file = relative(labelFrom, path) || path;
    const parsed = parseScenario(await text(path), file);
    if (Array.isArray(parsed)) {
      problems.push(...(parsed as readonly ValidationProblem[]));
      continue;
    }
    const one = parsed as LoadedScenario;
    const earlier = seen.get(one.scenario.id);
    if (earlier !== undefined) {
      problems.push({
        file,
        at: 'id',
        message: `id "${one.scenario.id}" is also used by ${earlier}`,
        hint: 'give each scenario a unique id',
      });
      continue;
    }
    seen.set(one.scenario.id, file);
    loaded.push(one);
  }
  if (problems.length > 0) throw new ScenarioLoadError(problems);
  return loaded;
}
