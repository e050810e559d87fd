/**
 * `--jobs N`: checks run on this thread and N-1 worker threads, each worker loading its own copy of the engine (an
 * `--engine` module or an `--engine-cmd` process), and the report is that of `--jobs 1`,
 * timings aside: same results, same order, same counterexample files. Workers over `--engine-cmd` and from
 * the TypeScript sources are test/cli/jobs.e2e.test.ts's (`npm run test:e2e`).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { parseCheckArgs } from '../../cli/check/options.js';
import { jobCount, SMALL_CHECK_GAMES, workUnits } from '../../cli/check/pipeline.js';
import type { CheckPlan } from '../../cli/check/prepare.js';
import { UsageError } from '../../cli/errors.js';
import { MAIN as main, obverse, obverseInProcess, ROOT as root, timeless } from '../support/cli.js';

// Each test starts the CLI a few times; a loaded machine makes that slow.
vi.setConfig({ testTimeout: 900_000 });

async function files(dir: string, sub: string): Promise<Record<string, string>> {
  if (!existsSync(join(dir, sub))) return {};
  const names = (await readdir(join(dir, sub))).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(dir, sub, n), 'utf8')])));
}

// A mutant failing some properties (counterexamples, regression scenarios), passing others, and scenarios.
const SELECTION = '708/face-down-no-name,general/conservation,712/transform-keeps-identity,rules/712.5*';

it('--jobs 2 on an --engine module gives the report of --jobs 1, timings aside', async () => {
  expect(existsSync(main)).toBe(true);
  // Each run in its own folder with the same --out, so the replay commands read the same.
  const one = await mkdtemp(join(tmpdir(), 'obverse-jobs1-'));
  const two = await mkdtemp(join(tmpdir(), 'obverse-jobs2-'));
  const mutant = join(root, 'dist/examples/mutants/face-down-has-a-name.js');
  const common = ['check', '--engine', mutant, '--properties', SELECTION, '--runs', '8', '--seed', '7', '--out', 'r'];
  // Short games: what is tested is that the workers' reports equal one worker's, not how deep a game goes.
  common.push('--max-shrinks', '10', '--game-length', '4-8');
  // One thread through the CLI's main, in process; the workers in a real process, as a user starts them (from the
  // sources they would load through tsx: jobs.e2e.test.ts).
  const byOne = await obverseInProcess([...common, '--jobs', '1'], one);
  const byTwo = await obverse([...common, '--jobs', '2'], two);
  expect(byOne.code, byOne.err).toBe(1);
  expect(byTwo.code, byTwo.err).toBe(1);
  const report = (await timeless(join(one, 'r'))) as { properties: { id: string; status: string }[] };
  expect(report.properties.some((p) => p.status === 'failed')).toBe(true);
  expect(report.properties.some((p) => p.status === 'passed')).toBe(true);
  expect(report.properties.some((p) => p.id.startsWith('rules/'))).toBe(true);
  expect(await timeless(join(two, 'r'))).toEqual(report);
  for (const sub of ['counterexamples', 'scenarios'])
    expect(await files(join(two, 'r'), sub)).toEqual(await files(join(one, 'r'), sub));
  // Every result is printed once, whichever worker ran it.
  const lines = (out: string) => out.split('\n').filter((l) => /^(PASS|FAIL|ERROR|N\/S) /.test(l));
  expect(lines(byTwo.out)).toHaveLength(report.properties.length);
});

it('--jobs must be a whole number >= 1', () => {
  expect(parseCheckArgs(['--jobs', '3'])?.jobs).toBe(3);
  expect(parseCheckArgs([])?.jobs).toBeUndefined();
  for (const bad of ['0', 'x', '-2', '1.5']) expect(() => parseCheckArgs(['--jobs', bad])).toThrow(UsageError);
});

it('--jobs hands out the costliest checks first, each keeping its place in the plan', () => {
  const plan = {
    properties: [{ id: '306/a' }, { id: '708/leak', cost: 3.5 }, { id: 'differential/d', cost: 4 }, { id: '712/b' }],
    scenarios: [{ scenario: { id: 'rules/s' } }],
    options: {},
  } as unknown as CheckPlan;
  const units = workUnits(plan).map((u) => [u.kind === 'property' ? u.id : u.scenario.id, u.index]);
  expect(units).toEqual([
    ['differential/d', 2],
    ['708/leak', 1],
    ['306/a', 0],
    ['712/b', 3],
    ['rules/s', 4],
  ]);
});

it('without --jobs a small check runs on one thread, a larger one on one per core; --jobs is taken as given', () => {
  const planOf = (runs: number, properties: number, scenarios: number, jobs?: number): CheckPlan =>
    ({
      properties: Array.from({ length: properties }, (_, i) => ({ id: `p/${i}` })),
      scenarios: Array.from({ length: scenarios }, (_, i) => ({ scenario: { id: `s/${i}` } })),
      options: { runs, ...(jobs === undefined ? {} : { jobs }) },
    }) as unknown as CheckPlan;
  // 2 properties at 5 runs and 10 scenarios: 20 games, less than a worker's start is worth.
  expect(jobCount(planOf(5, 2, 10))).toBe(1);
  expect(jobCount(planOf(5, 2, SMALL_CHECK_GAMES))).toBe(Math.min(availableParallelism(), 2 + SMALL_CHECK_GAMES));
  expect(jobCount(planOf(100, 4, 0))).toBe(Math.min(availableParallelism(), 4));
  expect(jobCount(planOf(5, 2, 10, 2))).toBe(2);
  expect(jobCount(planOf(5, 4, 0, 8))).toBe(4);
});
