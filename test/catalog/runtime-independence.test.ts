/**
 * The product must not read /work/shared at run time: the catalog's run-time modules
 * (everything outside catalog/scripts) import no file-system API and no generator code;
 * the catalog itself is catalog/cards.json, imported as a module, so the build carries it
 * into dist/ and the built package loads it from anywhere.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const catalogDir = join(root, 'catalog');

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
    expect(names).toEqual(expect.arrayContaining(['index.ts', 'featured.ts', 'catalog.ts']));
  });

  it('catalog.ts reads the catalog from cards.json, as a module', () => {
    expect(readFileSync(join(catalogDir, 'catalog.ts'), 'utf8')).toMatch(
      /import cardsJson from '\.\/cards\.json' with \{ type: 'json' \};/,
    );
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

describe('the built catalog (dist/)', () => {
  const built = join(root, 'dist/catalog/index.js');

  it('carries cards.json and loads it from another working directory', () => {
    if (!existsSync(built)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
    expect(existsSync(join(root, 'dist/catalog/cards.json'))).toBe(true);
    const script =
      `const m = await import(${JSON.stringify(pathToFileURL(built).href)}); ` +
      "console.log(m.CARD_CATALOG.length, m.cardByName('Delver of Secrets').definition.faces[1].name);";
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toMatch(/^\d{3} Insectile Aberration$/);
  });
});
