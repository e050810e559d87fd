/**
 * `npm run bench [-- --quick] [-- --out <file>] [-- --reps N] [-- --baseline <commit> | --no-baseline]`:
 * measures the suite's speed in one run (medians of repetitions), prints a table with issue 14's
 * targets as met / not met, and writes bench/results.json. `--quick` is a smoke run: tiny sizes,
 * no baseline build, a few seconds of work; its figures mean nothing. `--only mutants` measures the
 * mutants' rows alone (runs to the first failure, counterexample size, locally minimal), `--mutants a,b`
 * only those mutants, `--runs N` at N runs instead of 100. `--only jobs` measures the `--jobs` rows alone: the
 * default check at `--jobs 1`, at `--jobs 2`, and two `--jobs 1` checks at once (the machine's ceiling).
 * `--only one-bug` measures the one-bug row alone: the default check on a few mutants (`--one-bug all` or
 * `--one-bug a,b` to choose) against the reference engine's, all as `--engine` modules.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { micro } from './micro.js';
import { measureMutants } from './mutant-pool.js';
import { mutantNames } from './mutants.js';
import { ONE_BUG_SAMPLE, oneBugCosts } from './one-bug.js';
import {
  buildBaseline,
  checkRunsArgs,
  type Maybe,
  parallelCosts,
  processes,
  type Scale,
  speedups,
} from './processes.js';
import {
  jobsTarget,
  mutantTable,
  mutantTargets,
  oneBugTable,
  oneBugTarget,
  parallelTable,
  render,
  targets,
  targetTable,
} from './targets.js';

export const BENCH_FORMAT = 'obverse-bench/1';
/** The commit issue 14 measured: the default check's CPU is compared with it. */
const BASELINE = 'd1a0018';
const ROOT = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    out: { type: 'string' },
    reps: { type: 'string' },
    seeds: { type: 'string' },
    baseline: { type: 'string' },
    'no-baseline': { type: 'boolean' },
    'one-bug': { type: 'string' },
    only: { type: 'string' },
    mutants: { type: 'string' },
    runs: { type: 'string' },
  },
});
if (values.only !== undefined && !['mutants', 'jobs', 'one-bug'].includes(values.only))
  throw new Error(`--only takes "mutants", "jobs" or "one-bug" (the parts measured alone), got "${values.only}"`);
const quick = values.quick === true;
const whole = (name: string, v: string | undefined, fallback: number): number => {
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number >= 1, got "${v}"`);
  return n;
};
const reps = whole('reps', values.reps, quick ? 1 : 3);
const seeds = whole('seeds', values.seeds, quick ? 2 : 10);
const mutantRuns = whole('runs', values.runs, quick ? 20 : 100);
const onlyMutants = values.mutants?.split(',').filter((n) => n !== '');
const out = resolve(values.out ?? join(ROOT, 'bench/results.json'));
const began = performance.now();
const log = (line: string): void =>
  void process.stderr.write(`[${((performance.now() - began) / 1000).toFixed(1)}s] ${line}\n`);

const git = (...args: string[]): string => {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};

const main = join(ROOT, 'dist/cli/main.js');
if (!existsSync(main)) {
  log('bench: building dist/ first (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/** Write the results to `out` (the folder made if need be). */
function writeResults(results: object): void {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
}

/** The last line printed: where the results went, and the load at the end (figures belong to the moment). */
function printWritten(): void {
  console.log(
    `\nwritten: ${out} (load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
}

/** The commit measured and when. */
const stamp = () => ({ commit: git('rev-parse', '--short', 'HEAD'), measuredAt: new Date().toISOString() });

if (values.only === 'mutants') {
  const threads = availableParallelism();
  const rows = await measureMutants(
    ROOT,
    { seeds, runs: mutantRuns, threads, ...(onlyMutants === undefined ? {} : { only: onlyMutants }) },
    log,
  );
  const goals = mutantTargets(rows, seeds);
  const machine = { cores: threads, node: process.version, loadAverage: loadavg() };
  writeResults({
    format: BENCH_FORMAT,
    only: 'mutants',
    ...stamp(),
    machine,
    seeds,
    runs: mutantRuns,
    mutants: rows,
    targets: goals,
  });
  console.log([...mutantTable(rows), '', 'Targets (issues 14 and 24)', ...targetTable(goals)].join('\n'));
  printWritten();
  process.exit(0);
}

const scale: Scale = quick
  ? {
      base: ['--properties', '712/transform-keeps-identity'],
      checkRuns: 2,
      reps,
      sizes: [1, 2, 3],
      lengths: [2, 4, 8],
      stdioRuns: 2,
      lengthRuns: 2,
    }
  : { base: [], reps, sizes: [25, 50, 100], lengths: [10, 20, 40], stdioRuns: 20, lengthRuns: 25 };

if (values.only === 'jobs') {
  const parallel = await parallelCosts(main, ROOT, scale, log);
  const goal = jobsTarget(parallel);
  const machine = { cores: availableParallelism(), node: process.version, loadAverage: loadavg() };
  const check = { ...parallel, speedups: speedups(parallel) };
  writeResults({ format: BENCH_FORMAT, only: 'jobs', ...stamp(), machine, quick, reps, check, targets: [goal] });
  console.log([...parallelTable(parallel), '', 'Target (issue 24)', ...targetTable([goal])].join('\n'));
  printWritten();
  process.exit(0);
}

/** Issue 24: the mutants whose default check is compared with the reference engine's (a sample, or `--one-bug`). */
function oneBugNames(all: () => readonly string[]): readonly string[] {
  const given = values['one-bug'];
  if (given === 'all') return all();
  if (given !== undefined) return given.split(',');
  return quick ? ONE_BUG_SAMPLE.slice(0, 1) : ONE_BUG_SAMPLE;
}
const checkArgs = [...scale.base, ...checkRunsArgs(scale)];

if (values.only === 'one-bug') {
  const oneBug = await oneBugCosts(
    main,
    ROOT,
    oneBugNames(() => mutantNames(ROOT)),
    checkArgs,
    log,
  );
  const goal = oneBugTarget(oneBug);
  const machine = { cores: availableParallelism(), node: process.version, loadAverage: loadavg() };
  writeResults({ format: BENCH_FORMAT, only: 'one-bug', ...stamp(), machine, quick, oneBug, targets: [goal] });
  console.log([...oneBugTable(oneBug), '', 'Target (issue 24)', ...targetTable([goal])].join('\n'));
  printWritten();
  process.exit(0);
}

const commit = values.baseline ?? BASELINE;
let baseline: Maybe<{ main: string; commit: string }> = { notAvailable: 'not built in quick mode' };
if (!quick && values['no-baseline'] !== true) {
  log(`bench: building ${commit} for the CPU baseline (once; kept in the temporary folder)`);
  const built = buildBaseline(ROOT, commit);
  baseline = typeof built === 'string' ? { main: built, commit } : built;
} else if (values['no-baseline'] === true) baseline = { notAvailable: '--no-baseline' };

log('bench: throughput in process');
const m = await micro(quick ? 5 : 200, quick ? 1 : Math.max(reps, 5), 1);
log('bench: obverse check in child processes');
const p = await processes(main, ROOT, scale, baseline, log, quick);
log('bench: mutants');
const threads = quick ? 1 : availableParallelism();
const rows = await measureMutants(
  ROOT,
  {
    seeds,
    runs: mutantRuns,
    threads,
    ...(quick ? { limit: 1 } : {}),
    ...(onlyMutants === undefined ? {} : { only: onlyMutants }),
  },
  log,
);
const oneBug = await oneBugCosts(
  main,
  ROOT,
  oneBugNames(() => rows.map((r) => r.name)),
  checkArgs,
  log,
);
const goals = targets(m, p, rows, seeds, oneBug);

const [a, b, c] = p.sizes;
const perRun = (from: { cpuSeconds: number; runs: number }, to: { cpuSeconds: number; runs: number }) =>
  (to.cpuSeconds - from.cpuSeconds) / (to.runs - from.runs);
const growth =
  a === undefined || b === undefined || c === undefined
    ? null
    : { marginalCpuPerRun: [perRun(a, b), perRun(b, c)], ratio: perRun(b, c) / perRun(a, b) };

const results = {
  format: BENCH_FORMAT,
  commit: git('rev-parse', '--short', 'HEAD'),
  measuredAt: new Date().toISOString(),
  quick,
  machine: {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: loadavg(),
  },
  micro: {
    ...m,
    ratios: {
      applyOverApplyViews: m.apply.perSecond / m.applyViews.perSecond,
      floorOverApply: m.copyFloor.perSecond / m.apply.perSecond,
    },
  },
  check: { ...p, jobsSpeedup: speedups(p).jobs2, speedups: speedups(p) },
  stdioOverInProcess: p.inProcess.wallSeconds / p.stdio.wallSeconds,
  growth,
  mutants: rows,
  oneBug,
  targets: goals,
};
writeResults(results);
console.log(render(m, p, rows, goals));
if (growth !== null) {
  const ms = growth.marginalCpuPerRun.map((s) => `${(s * 1000).toFixed(1)} ms`);
  console.log(
    `\n--runs growth: CPU per extra run ${ms[0]} (${a?.runs}->${b?.runs}), ${ms[1]} (${b?.runs}->${c?.runs}): ` +
      `ratio ${growth.ratio.toFixed(2)} (1.00 is linear)`,
  );
}
printWritten();
