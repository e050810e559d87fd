/**
 * What the benchmark measures by running `obverse check` in child processes: the default check
 * with --jobs 1 and --jobs 2, the same check at the old commit the issue measured (built once
 * from git into a temporary folder), an --engine-cmd (stdio) engine against in process, and the
 * cost at three --runs sizes and three game lengths. The rows a ratio compares (--jobs 1 and 2; in process and
 * stdio) take turns repetition by repetition, so a drift in the shared host's speed weighs on both sides alike.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCosts, type Cost } from './measure.js';

/** A row measured, or why it could not be. */
export type Maybe<T> = T | { readonly notAvailable: string };

export interface Scale {
  /** Arguments every measured check shares (quick mode: one property, few runs). */
  readonly base: readonly string[];
  /** --runs of the default-check rows (absent: the default, 100). */
  readonly checkRuns?: number;
  readonly reps: number;
  /** --runs values for the size rows, and the runs of the stdio and game-length rows. */
  readonly sizes: readonly [number, number, number];
  readonly lengths: readonly [number, number, number];
  readonly stdioRuns: number;
  readonly lengthRuns: number;
}

/** The `--runs` arguments of the default-check rows (none: the CLI's default). */
export function checkRunsArgs(scale: Pick<Scale, 'checkRuns'>): readonly string[] {
  return scale.checkRuns === undefined ? [] : ['--runs', String(scale.checkRuns)];
}

/** Build `commit` of the repository at `root` into a temporary folder (once); its CLI, or why not. */
export function buildBaseline(root: string, commit: string): Maybe<string> {
  const dir = join(tmpdir(), `obverse-bench-baseline-${commit}`);
  const main = join(dir, 'dist/cli/main.js');
  // The build is kept between runs, but its node_modules is this checkout's: a link left by a clone since
  // deleted would leave the old CLI without its dependencies, so it is made again every time.
  const linkModules = (): void => {
    rmSync(join(dir, 'node_modules'), { force: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  };
  try {
    if (existsSync(main)) {
      linkModules();
      return main;
    }
    mkdirSync(dir, { recursive: true });
    execSync(`git -C ${JSON.stringify(root)} archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { stdio: 'pipe' });
    linkModules();
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: dir,
      stdio: 'pipe',
    });
    return main;
  } catch (e) {
    return { notAvailable: `could not build ${commit}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` };
  }
}

/** Whether the CLI at `main` has `--game-length` (issue 12's knob). */
function hasGameLength(main: string): boolean {
  return execFileSync(process.execPath, [main, 'check', '--help'], { encoding: 'utf8' }).includes('--game-length');
}

/** The default check with one thread, with two, and as two independent one-thread checks at once. */
export interface Parallel {
  readonly jobs1: Cost;
  readonly jobs2: Cost;
  /**
   * Two `--jobs 1` default checks at once (CPU and memory summed, wall until both end). `2 * jobs1 / ceiling` (wall)
   * is the speed-up the machine gives two threads of this work with nothing shared and nothing split: a
   * `--jobs 2` check splits the same work and can at best reach it.
   */
  readonly ceiling: Cost;
}

/** The speed-ups of a Parallel measurement: `--jobs 2`'s, and the machine's ceiling for two threads. */
export function speedups(p: Parallel): { readonly jobs2: number; readonly ceiling: number } {
  return {
    jobs2: p.jobs1.wallSeconds / p.jobs2.wallSeconds,
    ceiling: (2 * p.jobs1.wallSeconds) / p.ceiling.wallSeconds,
  };
}

/**
 * Measure the default check at `--jobs 1`, at `--jobs 2`, and as two `--jobs 1` checks at once, taking turns rep by
 * rep (`npm run bench -- --only jobs` measures these alone).
 */
export async function parallelCosts(
  main: string,
  root: string,
  scale: Pick<Scale, 'base' | 'checkRuns' | 'reps'>,
  log: (line: string) => void,
): Promise<Parallel> {
  const args = [...scale.base, ...checkRunsArgs(scale)];
  log('  default check --jobs 1, --jobs 2, and two --jobs 1 at once, taking turns');
  const [jobs1, jobs2, ceiling] = await checkCosts(
    [
      { main, args: ['--jobs', '1', ...args] },
      { main, args: ['--jobs', '2', ...args] },
      { main, args: ['--jobs', '1', ...args], copies: 2 },
    ],
    scale.reps,
    root,
  );
  if (jobs1 === undefined || jobs2 === undefined || ceiling === undefined) throw new Error('bench: expected 3 costs');
  return { jobs1, jobs2, ceiling };
}

export interface Processes extends Parallel {
  readonly baseline: Maybe<Cost & { readonly commit: string }>;
  readonly inProcess: Cost;
  readonly stdio: Cost;
  readonly sizes: readonly (Cost & { readonly runs: number })[];
  readonly lengths: Maybe<readonly (Cost & { readonly steps: number })[]>;
}

/** A row to measure: its label in the log, the CLI, and the arguments after `check` (before scale.base). */
interface Row {
  readonly label: string;
  readonly cli: string;
  readonly args: readonly string[];
}

function pair<T>(xs: readonly T[]): [T, T] {
  const [a, b] = xs;
  if (a === undefined || b === undefined) throw new Error('bench: expected two rows');
  return [a, b];
}

/**
 * Measure every row. `together` runs the rows at once (quick mode: a smoke test of the machinery,
 * whose figures mean nothing); otherwise one after another, each `scale.reps` times.
 */
export async function processes(
  main: string,
  root: string,
  scale: Scale,
  baseline: Maybe<{ readonly main: string; readonly commit: string }>,
  log: (line: string) => void,
  together = false,
): Promise<Processes> {
  let queue: Promise<unknown> = Promise.resolve();
  // The same command line is measured once, whichever rows share it (quick mode's sizes, stdio's twin).
  const measured = new Map<string, Promise<Cost>>();
  const keyOf = (cli: string, args: readonly string[]): string => JSON.stringify([cli, ...args]);
  // Rows given together take turns rep by rep (measure.ts, checkCosts): the two sides of a ratio. A row whose
  // command line was measured already keeps that measurement; the others take turns among themselves.
  const measureTogether = (rows: readonly Row[]): Promise<Cost>[] => {
    const fresh = rows.filter((r) => !measured.has(keyOf(r.cli, r.args)));
    if (fresh.length > 0) {
      const run = async (): Promise<Cost[]> => {
        log(`  ${fresh.map((r) => r.label).join(', taking turns with ')}`);
        const commands = fresh.map((r) => ({ main: r.cli, args: [...scale.base, ...r.args] }));
        return await checkCosts(commands, scale.reps, root);
      };
      const next = together ? run() : queue.then(run);
      if (!together) queue = next.catch(() => undefined);
      for (const [i, r] of fresh.entries()) {
        const cost = next.then((costs) => costs[i] ?? Promise.reject(new Error(`bench: no cost for ${r.label}`)));
        measured.set(keyOf(r.cli, r.args), cost);
      }
    }
    return rows.map(
      (r) => measured.get(keyOf(r.cli, r.args)) ?? Promise.reject(new Error(`bench: no row for ${r.label}`)),
    );
  };
  const measure = (label: string, cli: string, args: readonly string[]): Promise<Cost> => {
    const [cost] = measureTogether([{ label, cli, args }]);
    if (cost === undefined) throw new Error(`bench: no row for ${label}`);
    return cost;
  };
  const runs = checkRunsArgs(scale);
  const parallel = await parallelCosts(main, root, scale, log);
  const jobs1 = Promise.resolve(parallel.jobs1);
  const base =
    'notAvailable' in baseline
      ? baseline
      : measure(`default check at ${baseline.commit}`, baseline.main, runs).then((c) => ({
          ...c,
          commit: baseline.commit,
        }));
  const stdioArgs = ['--jobs', '1', '--runs', String(scale.stdioRuns)];
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(main)} engine --stdio`;
  const [inProcess, stdio] = pair(
    measureTogether([
      { label: "in process (the stdio row's twin)", cli: main, args: stdioArgs },
      { label: '--engine-cmd (stdio)', cli: main, args: [...stdioArgs, '--engine-cmd', command] },
    ]),
  );
  // A size equal to the default check's runs is the --jobs 1 row, measured once.
  const sizes = scale.sizes.map((size) =>
    (size === (scale.checkRuns ?? 100)
      ? jobs1
      : measure(`--runs ${size}`, main, ['--jobs', '1', '--runs', String(size)])
    ).then((c) => ({ ...c, runs: size })),
  );
  const lengths = hasGameLength(main)
    ? Promise.all(
        scale.lengths.map((steps) =>
          measure(`--game-length ${steps}`, main, [
            '--jobs',
            '1',
            '--runs',
            String(scale.lengthRuns),
            '--game-length',
            String(steps),
          ]).then((c) => ({ ...c, steps })),
        ),
      )
    : Promise.resolve({ notAvailable: 'no --game-length option in this build (issue 12)' });
  return {
    ...parallel,
    baseline: await base,
    inProcess: await inProcess,
    stdio: await stdio,
    sizes: await Promise.all(sizes),
    lengths: await lengths,
  };
}
