/**
 * What `npm pack` would ship (issue 22): every relative link of every Markdown file it ships (the
 * README, docs/, the examples' READMEs) resolves to a file it ships, every `node_modules/obverse/...`
 * path the README's commands name is shipped, and nothing heavy or local (a Python .venv, caches,
 * build output) goes in. The packed-install e2e test checks the same on the installed tarball and
 * runs the commands.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, installedPathsInCommands, type PackageFiles, relativeLinks } from './markdown-links.js';
import { root, run } from './packed-project.js';
import { readmeCommand, shellWords } from './readme-commands.js';

interface PackedFile {
  readonly path: string;
  readonly size: number;
}

/** The files `npm pack` would put in the tarball, without packing (no scripts run). */
function packList(): readonly PackedFile[] {
  const r = run('npm', ['pack', '--ignore-scripts', '--dry-run', '--json'], root);
  expect(r.code, r.err).toBe(0);
  const [info] = JSON.parse(r.out) as { files: PackedFile[] }[];
  return info?.files ?? [];
}

const listed = packList();
const shipped: PackageFiles = {
  files: new Set(listed.map((f) => f.path)),
  read: (file) => readFileSync(join(root, file), 'utf8'),
};

/** No shipped file is larger: the largest written by hand is the card catalog (about 270 kB). */
const MAX_FILE_BYTES = 1_000_000;
/**
 * The validators ajv's standalone code was precompiled to (`npm run validators`), so that no process compiles a
 * schema (about 0.3 CPU-s each, issue 24): large because the compiler's output indents every nested check.
 */
const GENERATED_VALIDATOR = /^dist\/.*\.generated\.js$/;
const MAX_GENERATED_BYTES = 2_500_000;

describe('the package as npm pack would ship it', () => {
  it('ships what the README links to and every Markdown file it links to', () => {
    expect(shipped.files.has('README.md')).toBe(true);
    for (const f of ['docs/adapter.md', 'docs/protocol.md', 'protocol/schema/request.schema.json'])
      expect(shipped.files.has(f), f).toBe(true);
    expect(brokenLinks(shipped)).toEqual([]);
  });

  it("ships every node_modules/obverse/... path the README's commands name", () => {
    const paths = installedPathsInCommands(shipped.read('README.md'));
    expect(paths).toEqual(
      expect.arrayContaining(['examples/engines/python/engine.py', 'examples/engines/python/expectations.json']),
    );
    expect(
      paths.filter((p) => !shipped.files.has(p) && ![...shipped.files].some((f) => f.startsWith(`${p}/`))),
    ).toEqual([]);
  });

  it("reads the README's example commands as a shell would, each naming shipped files", () => {
    const readme = shipped.read('README.md');
    const python = readmeCommand(readme, 'python3 node_modules/obverse/');
    expect(python).toEqual([
      'npx',
      'obverse',
      'check',
      '--engine-cmd',
      'python3 node_modules/obverse/examples/engines/python/engine.py',
      '--expectations',
      'node_modules/obverse/examples/engines/python/expectations.json',
    ]);
    expect(readmeCommand(readme, 'examples/engines/transform-only').slice(0, 4)).toEqual([
      'npx',
      'obverse',
      'check',
      '--engine',
    ]);
    expect(readmeCommand(readme, 'vitest run --config node_modules/obverse/')[1]).toBe('vitest');
    expect(shellWords(`a "b c" 'd' e # f`)).toEqual(['a', 'b c', 'd', 'e']);
  });

  it('ships no virtual environment, cache, build output, test or large file', () => {
    const local = listed.filter((f) => /(^|\/)(\.venv|__pycache__|node_modules|target|\.git)\/|\.pyc$/.test(f.path));
    expect(local).toEqual([]);
    expect(listed.filter((f) => f.path.startsWith('dist/test/') || /(^|\/)test\//.test(f.path))).toEqual([]);
    const bound = (path: string): number => (GENERATED_VALIDATOR.test(path) ? MAX_GENERATED_BYTES : MAX_FILE_BYTES);
    expect(listed.filter((f) => f.size > bound(f.path))).toEqual([]);
    // The exclusions are explicit, so an example engine's local environment never ships.
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
    expect(manifest.files).toEqual(expect.arrayContaining(['!**/.venv', '!**/__pycache__', '!**/node_modules']));
  });

  it('the link check finds a link to a file the package lacks, a missing heading, and skips code', () => {
    const pkg: PackageFiles = {
      files: new Set(['README.md', 'docs/a.md']),
      read: (f) => (f === 'docs/a.md' ? '# A title\n' : ''),
    };
    const text = [
      '[a](docs/a.md#a-title) [b](docs/b.md) [c](docs/a.md#nowhere) [d](https://example.com)',
      '`[e](docs/e.md)`',
      '```md\n[f](docs/f.md)\n```',
      '',
    ].join('\n');
    expect(relativeLinks('README.md', text).map((l) => l.target)).toEqual([
      'docs/a.md#a-title',
      'docs/b.md',
      'docs/a.md#nowhere',
    ]);
    expect(brokenLinks({ ...pkg, read: (f) => (f === 'README.md' ? text : pkg.read(f)) })).toEqual([
      'README.md: docs/b.md (docs/b.md) is not in the package',
      'README.md: docs/a.md#nowhere names no heading of docs/a.md',
    ]);
  });
});
