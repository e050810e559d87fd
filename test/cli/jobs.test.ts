/**
 * `--jobs N`: checks run on worker threads, each loading its own copy of the engine (an
 * `--engine` module or an `--engine-cmd` process), and the report is that of `--jobs 1`,
 * timings aside: same results, same order, same counterexample files.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { parseCheckArgs } from '../../cli/check/options.js';
import { UsageError } from '../../cli/errors.js';

// Each test starts the CLI a few times; a loaded machine makes that slow.
vi.setConfig({ testTimeout: 900_000 });

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');

function obverse(args: readonly string[], cwd = root): Promise<{ code: number | null; out: string; err: string }> {
  return run([main, ...args], cwd);
}

/** Node with `args` (a script and its arguments), as CI would run it. */
function run(args: readonly string[], cwd = root): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, CI: '1' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** report.json without what differs between two runs of the same work: when and how long. */
async function timeless(dir: string): Promise<unknown> {
  const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'));
  delete report.startedAt;
  delete report.durationMs;
  for (const p of report.properties) delete p.durationMs;
  return report;
}

async function files(dir: string, sub: string): Promise<Record<string, string>> {
  if (!existsSync(join(dir, sub))) return {};
  const names = (await readdir(join(dir, sub))).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(dir, sub, n), 'utf8')])));
}

// A mutant failing some properties (counterexamples, regression scenarios), passing others, and scenarios.
const SELECTION = '708/face-down-no-name,708/distinguishable,712/transform-keeps-identity,rules/712.5*';

it('--jobs 2 on an --engine module gives the report of --jobs 1, timings aside', async () => {
  expect(existsSync(main)).toBe(true);
  // Each run in its own folder with the same --out, so the replay commands read the same.
  const one = await mkdtemp(join(tmpdir(), 'obverse-jobs1-'));
  const two = await mkdtemp(join(tmpdir(), 'obverse-jobs2-'));
  const mutant = join(root, 'dist/examples/mutants/face-down-has-a-name.js');
  const common = ['check', '--engine', mutant, '--properties', SELECTION, '--runs', '8', '--seed', '7', '--out', 'r'];
  common.push('--max-shrinks', '10');
  const byOne = await obverse([...common, '--jobs', '1'], one);
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

it('--jobs 2 with --engine-cmd: every worker starts its own engine process', async () => {
  const tmp = await mkdtemp(join(tmpdir(), 'obverse-jobs-cmd-'));
  const selection = ['--properties', '712/transform-keeps-identity,708/face-down-no-name,rules/712.5e*'];
  const common = ['check', ...selection, '--runs', '5', '--seed', '3'];
  const cmd = await obverse([
    ...common,
    '--engine-cmd',
    `"${process.execPath}" "${main}" engine --stdio`,
    '--jobs',
    '2',
    '--out',
    join(tmp, 'cmd'),
  ]);
  const here = await obverse([...common, '--jobs', '1', '--out', join(tmp, 'here')]);
  expect(cmd.code, cmd.err).toBe(0);
  expect(here.code, here.err).toBe(0);
  const a = (await timeless(join(tmp, 'cmd'))) as { properties: unknown; summary: unknown };
  const b = (await timeless(join(tmp, 'here'))) as { properties: unknown; summary: unknown };
  expect(a.summary).toEqual(b.summary);
  expect(a.properties).toEqual(b.properties);
});

it('--jobs 2 works when the CLI runs from the TypeScript sources through tsx', async () => {
  // The workers' entries are then .ts files (isolation/start-worker.ts registers tsx in each worker).
  const tmp = await mkdtemp(join(tmpdir(), 'obverse-jobs-tsx-'));
  const source = join(root, 'cli/main.ts');
  const mutant = join(root, 'examples/mutants/transform-makes-new-object.ts');
  const args = ['--import', 'tsx', source, 'check', '--engine', mutant, '--jobs', '2', '--runs', '4', '--out', tmp];
  args.push('--max-shrinks', '5');
  const r = await run([...args, '--properties', '712/transform-keeps-identity,rules/712.5e*']);
  expect(r.err).not.toMatch(/Unknown file extension/);
  expect(r.code, r.err).toBe(1);
  expect(r.out).toMatch(/^FAIL {2}property 712\/transform-keeps-identity /m);
  expect(r.out).toMatch(/^(PASS|FAIL) {2}scenario rules\/712\.5e/m);
});

it('--jobs must be a whole number >= 1', () => {
  expect(parseCheckArgs(['--jobs', '3'])?.jobs).toBe(3);
  expect(parseCheckArgs([])?.jobs).toBeUndefined();
  for (const bad of ['0', 'x', '-2', '1.5']) expect(() => parseCheckArgs(['--jobs', bad])).toThrow(UsageError);
});
