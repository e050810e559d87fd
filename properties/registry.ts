/**
 * Every property of the suite, found on disk: a property is its file. Each
 * `properties/<chapter>/<name>.ts` (built: `.js`) that exports `property` is registered,
 * with the id `<chapter>/<name>`; other files in a chapter folder are helpers of its
 * properties, and `harness/` is the authors' toolkit, not a chapter. One stable order: by id.
 */
import { readdir } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PropertyDefinition } from './property.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
/** `.ts` when run from source (vitest, tsx), `.js` when built: the registry loads its own kind. */
const EXT = extname(fileURLToPath(import.meta.url));
/** Folders under properties/ that hold no properties. */
const NOT_CHAPTERS: ReadonlySet<string> = new Set(['harness']);

/** A property file that breaks the conventions: which file, what is wrong, what to do. */
export class PropertyRegistryError extends Error {
  override readonly name = 'PropertyRegistryError';
}

function isProperty(x: unknown): x is PropertyDefinition {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as Partial<Record<keyof PropertyDefinition, unknown>>;
  return (
    typeof p.id === 'string' &&
    typeof p.description === 'string' &&
    Array.isArray(p.rules) &&
    Array.isArray(p.mechanics) &&
    typeof p.check === 'function'
  );
}

/** The files of every chapter folder, as paths relative to properties/ without extension, sorted. */
async function candidateFiles(dir: string): Promise<readonly string[]> {
  const chapters = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && !NOT_CHAPTERS.has(d.name))
    .map((d) => d.name);
  const files: string[] = [];
  for (const chapter of chapters) {
    for (const f of await readdir(join(dir, chapter))) {
      if (f.endsWith(EXT) && !f.endsWith(`.d${EXT}`)) files.push(`${chapter}/${f.slice(0, -EXT.length)}`);
    }
  }
  return files.sort();
}

/** Import every candidate file of `dir` and collect the properties, checked and sorted by id. */
export async function discoverProperties(dir: string = HERE): Promise<readonly PropertyDefinition[]> {
  const found: PropertyDefinition[] = [];
  for (const file of await candidateFiles(dir)) {
    const path = join(dir, `${file}${EXT}`);
    const module = (await import(pathToFileURL(path).href)) as { property?: unknown };
    if (!('property' in module)) continue;
    const shown = relative(process.cwd(), path);
    if (!isProperty(module.property))
      throw new PropertyRegistryError(
        `${shown} exports \`property\` that is not a property definition: ` +
          'give it id, description, rules, mechanics and check (see properties/property.ts)',
      );
    const p = module.property;
    if (p.id !== file)
      throw new PropertyRegistryError(
        `${shown} exports a property with id "${p.id}", but a property's id is its path: make it "${file}" or ` +
          `rename the file`,
      );
    found.push(p);
  }
  // Ids are paths, so they are unique; candidateFiles is already in id order.
  return found;
}

let loaded: Promise<readonly PropertyDefinition[]> | undefined;

/** Every property of the suite (the differential check included), sorted by id; loaded once. */
export function loadProperties(): Promise<readonly PropertyDefinition[]> {
  loaded ??= discoverProperties();
  return loaded;
}
