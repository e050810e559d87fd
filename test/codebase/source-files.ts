/**
 * The source files of this repository, as the codebase tests see them: TypeScript and JavaScript
 * (.ts, .mts, .cts, .js, .mjs, .cjs) outside node_modules/, dist/, obverse-report/ and dot-folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'obverse-report']);
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  readonly path: string;
  readonly text: string;
}

function* walk(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || SKIPPED_FOLDERS.has(e.name)) continue;
    const full = join(dir, e.name);
    if (e.isDirectory()) yield* walk(full);
    else if (e.isFile() && SOURCE.test(e.name)) yield full;
  }
}

/** Every source file, sorted by path. */
export function sourceFiles(): readonly SourceFile[] {
  return [...walk(ROOT)]
    .map((full) => ({ path: relative(ROOT, full).split('\\').join('/'), text: readFileSync(full, 'utf8') }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * A generated file says so in its header ("generated ... do not edit"): its generator decides its
 * shape, and a freshness test keeps it equal to what the generator writes.
 */
export function isGenerated(file: SourceFile): boolean {
  const header = file.text.split('\n').slice(0, 6).join(' ');
  return /generated\b.*\bdo not edit/i.test(header);
}
