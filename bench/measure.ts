/**
 * Measuring tools of the benchmark: medians, and running `obverse check` in a child process
 * with its CPU time, wall time and peak memory (process.resourceUsage() of the child, which
 * counts its worker threads too, written at exit by usage-probe.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_FILES } from '../reports/render.js';

/** A rate: items per second, the median of `reps` repetitions. */
export interface Rate {
  readonly perSecond: number;
  readonly reps: number;
}

/** One child run's cost (medians when repeated). */
export interface Cost {
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  readonly peakMiB: number;
  readonly exitCode: number | null;
  readonly reps: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const PROBE = new URL('./usage-probe.mjs', import.meta.url);

/** Run `node <main> ...args` once in a child process; its cost as the probe recorded it. */
async function child(main: string, args: readonly string[], cwd: string): Promise<Omit<Cost, 'reps'>> {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-bench-'));
  try {
    return await measured(main, args, cwd, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One child's run, its report and usage written under `dir`. */
async function measured(main: string, args: readonly string[], cwd: string, dir: string): Promise<Omit<Cost, 'reps'>> {
  const usageFile = join(dir, 'usage.json');
  const out = join(dir, 'report');
  const started = performance.now();
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', PROBE.href, main, ...args, '--out', out], {
      cwd,
      env: { ...process.env, CI: '1', OBVERSE_BENCH_USAGE: usageFile },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-2000);
    });
    child.on('error', reject);
    // Exit 1 is a failed check, or node's own error (dist/ missing, a crash): only a check writes its report.
    const verdict = (code: number | null): boolean =>
      code === 0 || (code === 1 && existsSync(join(out, REPORT_FILES.json)));
    child.on('close', (code) =>
      verdict(code) ? resolve(code) : reject(new Error(`${args.join(' ')}: exit ${code}, no verdict\n${err}`)),
    );
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const usage = JSON.parse(await readFile(usageFile, 'utf8')) as {
    userCPUTime: number;
    systemCPUTime: number;
    maxRSS: number;
  };
  return {
    cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    wallSeconds,
    peakMiB: usage.maxRSS / 1024,
    exitCode,
  };
}

/**
 * Run `copies` children of `node <main> ...args` at once: the wall time until the last ends, and the CPU and peak
 * memory of them all (summed: what the machine gave them together); the exit code is the worst.
 */
async function once(main: string, args: readonly string[], cwd: string, copies = 1): Promise<Omit<Cost, 'reps'>> {
  const started = performance.now();
  const all = await Promise.all(Array.from({ length: copies }, () => child(main, args, cwd)));
  const [first] = all;
  if (first === undefined) throw new Error(`bench: copies must be at least 1, got ${copies}`);
  if (all.length === 1) return first;
  return {
    cpuSeconds: all.reduce((sum, c) => sum + c.cpuSeconds, 0),
    wallSeconds: (performance.now() - started) / 1000,
    peakMiB: all.reduce((sum, c) => sum + c.peakMiB, 0),
    exitCode: all.reduce((worst, c) => Math.max(worst, c.exitCode ?? 0), 0),
  };
}

/** Run `obverse check` (the CLI at `main`) `reps` times; the medians of its costs. */
export async function checkCost(main: string, args: readonly string[], reps: number, cwd: string): Promise<Cost> {
  const [cost] = await checkCosts([{ main, args }], reps, cwd);
  if (cost === undefined) throw new Error('checkCost: no cost measured');
  return cost;
}

/** One `obverse check` command line: the CLI and its arguments after `check`. */
export interface CheckCommand {
  readonly main: string;
  readonly args: readonly string[];
  /**
   * How many copies of the command run at once (default 1). Two independent `--jobs 1` checks at once measure what
   * the machine gives two threads of this work: the ceiling a `--jobs 2` check can reach, whatever Obverse does.
   */
  readonly copies?: number;
}

/**
 * Run each command `reps` times, taking turns (the first rep of each, then the second of each, ...): the medians
 * of each one's costs, in the order given. Rows compared as a ratio are measured so, as a drift in the host's
 * speed during the run (shared machines slow down and speed up over minutes) then weighs on both alike.
 */
export async function checkCosts(commands: readonly CheckCommand[], reps: number, cwd: string): Promise<Cost[]> {
  const runs: Omit<Cost, 'reps'>[][] = commands.map(() => []);
  for (let i = 0; i < reps; i++)
    for (const [k, c] of commands.entries()) runs[k]?.push(await once(c.main, ['check', ...c.args], cwd, c.copies));
  return runs.map((r) => medianCost(r, reps));
}

function medianCost(runs: readonly Omit<Cost, 'reps'>[], reps: number): Cost {
  return {
    cpuSeconds: median(runs.map((r) => r.cpuSeconds)),
    wallSeconds: median(runs.map((r) => r.wallSeconds)),
    peakMiB: median(runs.map((r) => r.peakMiB)),
    exitCode: runs[0]?.exitCode ?? null,
    reps,
  };
}
