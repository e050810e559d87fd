/**
 * A counterexample's replay command re-runs exactly that counterexample: same seed and
 * fast-check path give the same failing step and message (determinism, DESIGN.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
const mutant = join(root, 'dist/examples/mutants/back-face-mana-value-zero.js');

beforeAll(() => {
  if (!existsSync(mutant)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  expect(existsSync(mutant)).toBe(true);
});

function obverse(args: readonly string[]) {
  const r = spawnSync(process.execPath, [main, ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

async function failure(out: string) {
  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
  const failed = report.properties.find((p) => p.status === 'failed');
  expect(failed?.counterexample).toBeDefined();
  return failed!.counterexample!;
}

it('replays a counterexample from its report entry with --seed and --path', async () => {
  const first = await mkdtemp(join(tmpdir(), 'obverse-replay-'));
  const run = obverse([
    'check',
    '--engine',
    mutant,
    '--properties',
    '712/mana-value-by-face',
    '--runs',
    '60',
    '--seed',
    '5',
    '--out',
    first,
  ]);
  expect(run.code, run.err).toBe(1);
  const original = await failure(first);
  expect(original.replay).toBe(
    `npx obverse check --properties 712/mana-value-by-face --seed ${original.seed} --path ${original.path}`,
  );

  const second = await mkdtemp(join(tmpdir(), 'obverse-replay-'));
  const again = obverse([
    'check',
    '--engine',
    mutant,
    '--properties',
    '712/mana-value-by-face',
    '--seed',
    String(original.seed),
    '--path',
    original.path,
    '--out',
    second,
  ]);
  expect(again.code, again.err).toBe(1);
  expect(again.out).not.toContain('scenario');
  const replayed = await failure(second);
  expect({ steps: replayed.steps, failingStep: replayed.failingStep, message: replayed.message }).toEqual({
    steps: original.steps,
    failingStep: original.failingStep,
    message: original.message,
  });
});

it('--path without one selected property is bad usage (exit 2)', () => {
  const noProps = obverse(['check', '--path', '1:2']);
  expect(noProps.code).toBe(2);
  expect(noProps.err).toContain('--properties');
  const many = obverse(['check', '--properties', '712/*', '--path', '1:2']);
  expect(many.code).toBe(2);
  expect(many.err).toMatch(/selects \d+ properties/);
  expect(obverse(['check', '--properties', '712/mana-value-by-face', '--path', 'abc']).code).toBe(2);
});
