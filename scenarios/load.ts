/**
 * Reading scenario files: every `.json` under a folder, recursively, in a fixed
 * (code-point sorted) order so runs and reports are deterministic.
 */
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
  return result.ok ? { file, scenario: withDerivedMechanics(result.scenario) } : result.problems;
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
  const problems: ValidationProblem[] = [];
  const loaded: LoadedScenario[] = [];
  const seen = new Map<string, string>();
  for (const path of files) {
    const file = relative(labelFrom, path) || path;
    const parsed = parseScenario(await readFile(path, 'utf8'), file);
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
