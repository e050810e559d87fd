/**
 * The package as an engine author gets it: packed, installed from the tarball into a
 * new project, an adapter there importing from `obverse` typechecks, and the installed
 * `obverse check` finds its shipped scenarios and runs. The README's links resolve in the
 * installed package and its example commands run there as written (issue 22).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLinks, installedPathsInCommands } from './markdown-links.js';
import { pack, root, run, writeProject } from './packed-project.js';
import { readmeCommand } from './readme-commands.js';

const TIMEOUT = 900_000;
let dir = '';

const ADAPTER = `import type { Action, ActionResult, EngineAdapter, GameSetup, GameView, Viewer } from 'obverse';
import { referenceEngine } from 'obverse';

// An engine author's adapter: here it forwards to the reference engine, counting actions.
let applied = 0;
const adapter: EngineAdapter = {
  describe: async () => ({ ...(await referenceEngine.describe()), name: 'packed-adapter' }),
  async start(setup: GameSetup) {
    const game = await referenceEngine.start(setup);
    return {
      apply: async (action: Action): Promise<ActionResult> => {
        applied += 1;
        return game.apply(action);
      },
      observe: (viewer: Viewer): GameView | Promise<GameView> => game.observe(viewer),
    };
  },
};
export default adapter;
export const count = (): number => applied;
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  include: ['adapter.ts'],
};

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/api/index.js'))) {
    const built = run('npm', ['run', 'build'], root);
    expect(built.code, built.err).toBe(0);
  }
  dir = await mkdtemp(join(tmpdir(), 'obverse-packed-'));
  const tgz = pack(dir);
  writeProject(dir, tgz);
  const installed = run('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  expect(installed.code, `npm ci --offline failed:\n${installed.err}`).toBe(0);
  await writeFile(join(dir, 'adapter.ts'), ADAPTER);
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
}, TIMEOUT);

afterAll(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it, `/`-separated. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

/** Run a README command in the project, with `extra` options appended (fewer runs, its own output folder). */
function runReadmeCommand(fragment: string, extra: readonly string[]) {
  const readme = readFileSync(join(dir, 'node_modules/obverse/README.md'), 'utf8');
  const [command, ...args] = readmeCommand(readme, fragment);
  expect(command).toBe('npx');
  return run('npx', ['--no', ...args.slice(args[0] === '--no' ? 1 : 0), ...extra], dir);
}

describe('the packed package, installed in a new project', () => {
  it(
    'ships the scenarios and schemas the CLI reads, and no tests',
    async () => {
      const pkg = join(dir, 'node_modules/obverse');
      expect(existsSync(join(pkg, 'scenarios/cases'))).toBe(true);
      expect(existsSync(join(pkg, 'scenarios/schema.json'))).toBe(true);
      expect(existsSync(join(pkg, 'dist/test'))).toBe(false);
      const manifest = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as { exports: object };
      expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['.', './vitest']));
      expect(existsSync(join(pkg, 'dist/api/vitest.d.ts'))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    "typechecks an adapter importing types and the reference engine from 'obverse'",
    () => {
      const tsc = run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], dir);
      expect(tsc.code, `${tsc.out}${tsc.err}`).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'runs `npx obverse check --runs 5` there: every result passes and the report is written',
    async () => {
      const check = run('npx', ['--no', 'obverse', 'check', '--runs', '5'], dir);
      expect(check.code, `${check.out}\n${check.err}`).toBe(0);
      expect(check.out).toMatch(/PASS +scenario /);
      expect(check.out).toMatch(/PASS +property /);
      const report = JSON.parse(await readFile(join(dir, 'obverse-report/report.json'), 'utf8')) as {
        summary: Record<string, number>;
      };
      expect(report.summary.passed).toBeGreaterThan(20);
      expect(report.summary.failed).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'runs a TypeScript adapter importing from obverse with `npx obverse check --engine ./adapter.ts`, no flags',
    () => {
      const check = run(
        'npx',
        ['--no', 'obverse', 'check', '--engine', './adapter.ts', '--runs', '5', '--properties', '712/*,dfc/*'],
        dir,
      );
      expect(check.code, `${check.out}\n${check.err}`).toBe(0);
      expect(check.out).toContain('obverse check: packed-adapter');
      expect(check.out).toMatch(/PASS +property 712\//);
    },
    TIMEOUT,
  );
  it(
    'resolves every relative link of the installed README and docs, and every node_modules/obverse path they name',
    () => {
      const pkg = join(dir, 'node_modules/obverse');
      const files = new Set(filesUnder(pkg));
      expect(brokenLinks({ files, read: (f) => readFileSync(join(pkg, f), 'utf8') })).toEqual([]);
      const paths = installedPathsInCommands(readFileSync(join(pkg, 'README.md'), 'utf8'));
      expect(paths.length).toBeGreaterThanOrEqual(4);
      expect(paths.filter((p) => !existsSync(join(pkg, p)))).toEqual([]);
      expect([...files].filter((f) => /(^|\/)(\.venv|__pycache__)\//.test(f))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "runs the README's Python engine command as written: exit 0 with its expectations file",
    async () => {
      const out = join(dir, 'python-report');
      const check = runReadmeCommand('python3 node_modules/obverse/', ['--runs', '2', '--out', out]);
      expect(check.code, `${check.out}\n${check.err}`).toBe(0);
      expect(check.out).toContain('no unexpected result');
      const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as {
        summary: Record<string, number>;
      };
      expect(report.summary.passed).toBeGreaterThan(5);
    },
    TIMEOUT,
  );

  it(
    "runs the README's transform-only engine command as written",
    () => {
      const check = runReadmeCommand('examples/engines/transform-only', [
        // Enough games that one transforms (at 2 the check may judge no transform: not-reached, issue 39).
        '--runs',
        '10',
        '--properties',
        '712/transform-keeps-identity',
        '--out',
        join(dir, 'transform-only-report'),
      ]);
      expect(check.code, `${check.out}\n${check.err}`).toBe(0);
      expect(check.out).toMatch(/PASS +property 712\/transform-keeps-identity/);
    },
    TIMEOUT,
  );

  it(
    "runs the README's vitest example as written, once vitest is installed (here the repository's, linked in)",
    () => {
      symlinkSync(join(root, 'node_modules/vitest'), join(dir, 'node_modules/vitest'), 'dir');
      const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
      const readme = readFileSync(join(dir, 'node_modules/obverse/README.md'), 'utf8');
      const [, , ...args] = readmeCommand(readme, 'vitest run --config node_modules/obverse/');
      // The verbose reporter names every test: the default one names a passing test only when it was slow, so
      // whether the id showed up depended on how busy the machine was.
      const r = spawnSync(
        process.execPath,
        [join(dir, 'node_modules/vitest/vitest.mjs'), ...args, '--reporter=verbose'],
        {
          cwd: dir,
          encoding: 'utf8',
          timeout: 600_000,
          env: { ...env, NODE_OPTIONS: '', OBVERSE_PROPERTIES: '712/transform-keeps-identity' },
        },
      );
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      expect(r.stdout).toContain('712/transform-keeps-identity');
    },
    TIMEOUT,
  );
});
