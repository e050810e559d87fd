/**
 * The product must not read /work/shared at run time: the catalog's run-time modules
 * (everything outside catalog/scripts) import no file-system API and no generator code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const catalogDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../catalog');

function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'scripts' ? [] : runtimeFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('catalog run-time modules', () => {
  const files = runtimeFiles(catalogDir);

  it('include the index, featured and generated modules', () => {
    const names = files.map((f) => f.slice(catalogDir.length + 1)).sort();
    expect(names).toEqual(expect.arrayContaining(['index.ts', 'featured.ts', 'generated/cards.ts']));
  });

  it.each(files.map((f) => [f.slice(catalogDir.length + 1), f] as const))(
    '%s reads no files and imports no generator',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      expect(source).not.toMatch(/from ['"]node:/);
      expect(source).not.toMatch(/from ['"][^'"]*scripts\//);
      expect(source).not.toMatch(/shared\/cards/);
    },
  );
});
