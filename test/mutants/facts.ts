/**
 * Reading the facts each mutant file of examples/mutants/ exports (`mutant`), and rendering
 * what is generated from them: test/mutants/catalog.ts and the catalog table of
 * docs/mutants.md (with the catches `npm run mutants:measure` measured). The scripts write
 * these; the tests compare them with what the files say now.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { MutantFacts } from '../../examples/mutants/support/facts.js';

export const ROOT = join(import.meta.dirname, '../..');
export const MUTANT_DIR = join(ROOT, 'examples/mutants');
export const CATALOG_FILE = join(ROOT, 'test/mutants/catalog.ts');
export const DOC_FILE = join(ROOT, 'docs/mutants.md');
export const MEASURED_FILE = join(ROOT, 'test/mutants/measured.json');
export const CATALOG_COMMAND = 'npm run mutants:catalog';
export const MEASURE_COMMAND = 'npm run mutants:measure';

export interface MutantEntry extends MutantFacts {
  /** File name under examples/mutants/, without extension. */
  readonly name: string;
}

/** The mutant files' names (without extension), sorted. */
export function mutantNames(): string[] {
  return readdirSync(MUTANT_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
}

function problem(name: string, what: string): Error {
  return new Error(`examples/mutants/${name}.ts: ${what} (see examples/mutants/support/facts.ts)`);
}

export function checkFacts(name: string, m: unknown): MutantFacts {
  if (typeof m !== 'object' || m === null) throw problem(name, 'no `export const mutant: MutantFacts = {...}`');
  const f = m as Record<string, unknown>;
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  if (typeof f.bug !== 'string' || f.bug.trim() === '')
    throw problem(name, '`mutant.bug` must say the bug in one line');
  if (typeof f.clause !== 'string' || !/^\d{3}\.\d+[a-z]?$/.test(f.clause))
    throw problem(name, '`mutant.clause` must be the clause id it breaks, like "712.18"');
  if (f.group !== 'dfc' && f.group !== 'face-down' && f.group !== 'history')
    throw problem(name, '`mutant.group` must be "dfc", "face-down" or "history"');
  if (!strings(f.properties) || !strings(f.scenarios))
    throw problem(name, '`mutant.properties` and `mutant.scenarios` must be lists of ids (possibly empty)');
  return m as MutantFacts;
}

/** Import every mutant file and read its facts; throws, naming the file, on a missing or malformed `mutant`. */
export async function readMutants(): Promise<MutantEntry[]> {
  const entries: MutantEntry[] = [];
  for (const name of mutantNames()) {
    const module = (await import(pathToFileURL(join(MUTANT_DIR, `${name}.ts`)).href)) as {
      mutant?: unknown;
      default?: EngineAdapter;
    };
    const engineName = module.default === undefined ? undefined : (await module.default.describe()).name;
    if (engineName !== `obverse-mutant/${name}`)
      throw problem(name, `its default export must be mutantEngine({ name: '${name}', ... }), got ${engineName}`);
    const f = checkFacts(name, module.mutant);
    entries.push({
      name,
      bug: f.bug,
      clause: f.clause,
      group: f.group,
      properties: f.properties,
      scenarios: f.scenarios,
    });
  }
  return entries;
}
