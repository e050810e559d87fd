/**
 * The worked example of `obverse dashboard` (docs/dashboard.md), built by `npm run dashboard:example`:
 * checks the reference engine under each rules edition, the transform-only example, the Python example
 * and three repository mutants (stand-ins for buggy engines), plus any real engine listed in
 * REAL_ENGINES or given with --add, then builds the site from their reports. A run's earlier reports are
 * moved to history/ first, so building it again adds to each engine's history.
 *
 *   npm run dashboard:example -- [--out <dir>] [--runs N] [--max-shrinks N] [--only a,b] [--add name=<cmd>]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'dist/cli/main.js');

/** One engine of the example: a name (its report folder) and the `obverse check` arguments that load it. */
export interface ExampleEngine {
  readonly name: string;
  readonly args: readonly string[];
  /** Why it cannot run on this machine, or undefined when it can. */
  readonly unavailable?: () => string | undefined;
}

const mutant = (name: string): ExampleEngine => ({
  name: `mutant-${name}`,
  args: ['--engine', join(ROOT, `dist/examples/mutants/${name}.js`)],
});

const hasPython = (): string | undefined =>
  spawnSync('python3', ['--version']).status === 0 ? undefined : 'python3 is not installed';

/**
 * Real engines the project runs, added to the example when they can run here. An adapter that ships in
 * examples/engines/ (e.g. the phase.rs adapter, docs/engines/) adds its entry here: a name, the check
 * arguments (`--engine-cmd "<command>"`), and what it needs.
 */
export const REAL_ENGINES: readonly ExampleEngine[] = [
  {
    // phase.rs through its Python bindings (examples/engines/phase/README.md), once its setup.sh has run.
    name: 'phase',
    args: [
      '--engine-cmd',
      `${join(ROOT, 'examples/engines/phase/.venv/bin/python')} ${join(ROOT, 'examples/engines/phase/adapter.py')}`,
    ],
    unavailable: () =>
      !existsSync(join(ROOT, 'examples/engines/phase/adapter.py'))
        ? 'examples/engines/phase is not in this checkout'
        : !existsSync(join(ROOT, 'examples/engines/phase/.venv/bin/python'))
          ? 'run examples/engines/phase/setup.sh first'
          : undefined,
  },
];

export const EXAMPLE_ENGINES: readonly ExampleEngine[] = [
  ...['2026-04-17', '2020-11-20', '2011-09-30'].map((edition) => ({
    name: `reference-${edition}`,
    args: ['--edition', edition],
  })),
  { name: 'transform-only', args: ['--engine', join(ROOT, 'dist/examples/engines/transform-only/index.js')] },
  {
    name: 'python',
    args: ['--engine-cmd', `python3 ${join(ROOT, 'examples/engines/python/engine.py')}`],
    unavailable: hasPython,
  },
  mutant('back-face-mana-value-zero'),
  mutant('face-down-leaks-color'),
  mutant('transform-makes-new-object'),
  ...REAL_ENGINES,
];

export interface ExampleOptions {
  readonly out: string;
  readonly runs: number;
  readonly maxShrinks: number;
  /** Only these engines (by name); all when empty. */
  readonly only: readonly string[];
  /** More engines: `name=<engine-cmd>`. */
  readonly add: readonly string[];
  readonly log: (line: string) => void;
}

function added(spec: string): ExampleEngine {
  const at = spec.indexOf('=');
  if (at <= 0) throw new Error(`--add ${spec}: write it as name=<engine command>`);
  return { name: spec.slice(0, at), args: ['--engine-cmd', spec.slice(at + 1)] };
}

/** Move an engine's earlier report to history/<name>-<startedAt>/, so the new run does not replace it. */
function keepEarlier(out: string, name: string): void {
  const dir = join(out, 'reports', name);
  const file = join(dir, 'report.json');
  if (!existsSync(file)) return;
  const { startedAt } = JSON.parse(readFileSync(file, 'utf8')) as { startedAt: string };
  mkdirSync(join(out, 'history'), { recursive: true });
  renameSync(dir, join(out, 'history', `${name}-${startedAt.replace(/[^0-9T]/g, '')}`));
}

/** Check each engine into <out>/reports/<name>, then build <out>/site; returns the site's index.html. */
export function buildExample(options: ExampleOptions): string {
  if (!existsSync(MAIN)) throw new Error('dist/cli/main.js is missing: run npm run build first');
  const out = resolve(options.out);
  const engines = [...EXAMPLE_ENGINES, ...options.add.map(added)].filter(
    (e) => options.only.length === 0 || options.only.includes(e.name),
  );
  for (const e of engines) {
    const why = e.unavailable?.();
    if (why !== undefined) {
      options.log(`skip ${e.name}: ${why}`);
      continue;
    }
    keepEarlier(out, e.name);
    const args = ['check', ...e.args, '--runs', String(options.runs), '--max-shrinks', String(options.maxShrinks)];
    const r = spawnSync(process.execPath, [MAIN, ...args, '--out', join(out, 'reports', e.name)], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', GITHUB_ACTIONS: '' },
    });
    // 0 and 1 are verdicts (the mutants fail on purpose); anything else means the engine could not be checked.
    if (r.status !== 0 && r.status !== 1) throw new Error(`${e.name}: obverse check exited ${r.status}\n${r.stderr}`);
    options.log(`${e.name}: ${r.stdout.trim().split('\n').at(-1) ?? ''}`);
  }
  const inputs = [join(out, 'reports'), ...(existsSync(join(out, 'history')) ? [join(out, 'history')] : [])];
  const site = join(out, 'site');
  const title = ['--title', 'Obverse dashboard: worked example'];
  const r = spawnSync(process.execPath, [MAIN, 'dashboard', ...inputs, '--out', site, ...title], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`obverse dashboard exited ${r.status}\n${r.stderr}`);
  options.log(r.stdout.trim());
  return join(site, 'index.html');
}

if (process.argv[1]?.endsWith('dashboard-example.ts')) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'obverse-dashboard-example' },
      runs: { type: 'string', default: '30' },
      'max-shrinks': { type: 'string', default: '100' },
      only: { type: 'string', default: '' },
      add: { type: 'string', multiple: true, default: [] },
    },
  });
  buildExample({
    out: values.out,
    runs: Number(values.runs),
    maxShrinks: Number(values['max-shrinks']),
    only: values.only.split(',').filter((s) => s !== ''),
    add: values.add,
    log: (line) => console.log(line),
  });
}
