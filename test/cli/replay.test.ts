/**
 * The done-when, end to end against a mutant: one `obverse check` gives a report
 * folder whose Markdown shows the failing step, the setup and the replay command; that
 * command, run as printed, exits 1 with the same failure (and 0 on the reference engine);
 * the regression scenario written for it fails on the mutant and passes on the reference
 * engine. Replay by --seed and --path still re-runs the same counterexample.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CounterexampleFile } from '../../reports/files.js';
import { mdLine, mdText } from '../../reports/markdown-text.js';
import type { Report } from '../../reports/report.js';
import { obverseInProcess } from '../support/cli.js';

const root = join(import.meta.dirname, '../..');
const mutant = join(root, 'dist/examples/mutants/transform-makes-new-object.js');
const PROPERTY = '712/transform-keeps-identity';

beforeAll(() => {
  if (!existsSync(mutant)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  expect(existsSync(mutant)).toBe(true);
});

/**
 * `obverse <args>` through the CLI's main, in process: what the commands print and write is the point here, not
 * the process (a real process's exit codes from check and replay are test/cli/cli.test.ts's).
 */
const obverse = (args: readonly string[]) => obverseInProcess(args);

/** A printed `npx obverse ...` command as arguments for the built CLI (paths here have no spaces). */
function asArgs(command: string): string[] {
  const words = command.split(' ');
  expect(words.slice(0, 2)).toEqual(['npx', 'obverse']);
  return words.slice(2);
}

async function failure(out: string) {
  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
  const failed = report.properties.find((p) => p.status === 'failed');
  expect(failed?.counterexample).toBeDefined();
  return failed!.counterexample!;
}

describe('a failure against a mutant, from report to replay to regression scenario', { timeout: 600_000 }, async () => {
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-replay-')), 'report');
  let check: Awaited<ReturnType<typeof obverse>>;
  beforeAll(async () => {
    // Shrinking cut short: a replay reproduces whatever counterexample was reported, shrunk far or not.
    // The first failure, shrunk a little: what is replayed (test/properties/distinct-failures.test.ts has the rest).
    const quick = ['--jobs', '1', '--max-shrinks', '20', '--max-failures', '1'];
    check = await obverse([
      'check',
      '--engine',
      mutant,
      '--properties',
      PROPERTY,
      '--runs',
      '30',
      ...quick,
      '--out',
      out,
    ]);
  }, 600_000);

  it('check exits 1 and report.md shows the message, setup, failing step and replay command', async () => {
    expect(check.code, check.err).toBe(1);
    const ce = await failure(out);
    expect(ce.replay).toBe(
      `npx obverse replay ${out}/counterexamples/712-transform-keeps-identity.json --engine ${mutant}`,
    );
    const md = await readFile(join(out, 'report.md'), 'utf8');
    // Markdown-escaped as report.md writes engine text (its `#` and `[` would be Markdown).
    expect(md).toContain(`> ${mdLine(ce.message)}`);
    expect(md).toMatch(/\*\*Setup\*\* \(seed 1\):\n\n```\nP1(: nothing| battlefield: )/);
    expect(md).toContain(`${ce.failingStep + 1}. ${ce.steps[ce.failingStep]}   <-- fails here`);
    expect(md).toContain(`**Fails at step ${ce.failingStep + 1}: ${mdText(ce.steps[ce.failingStep] ?? '')}**`);
    expect(md).toContain(ce.replay);
    expect(md).toContain('Regression scenario: `scenarios/712-transform-keeps-identity.json` (fails on this engine');
  });

  it('the counterexample file records the engine and what replay needs', async () => {
    const file = JSON.parse(
      await readFile(join(out, 'counterexamples/712-transform-keeps-identity.json'), 'utf8'),
    ) as CounterexampleFile;
    expect(file).toMatchObject({
      format: 'obverse-counterexample/1',
      id: PROPERTY,
      kind: 'property',
      engine: { name: 'obverse-mutant/transform-makes-new-object', module: mutant },
      runs: 30,
    });
    expect(file.counterexample).not.toHaveProperty('board');
  });

  it('the replay command, run as printed, exits 1 with the same failure and writes nothing', async () => {
    const ce = await failure(out);
    const before = await readFile(join(out, 'report.json'), 'utf8');
    const replay = await obverse(asArgs(ce.replay));
    expect(replay.code, replay.err).toBe(1);
    expect(replay.out).toContain(`FAIL at step ${ce.failingStep + 1}: ${ce.message}`);
    expect(replay.out).toMatch(new RegExp(`^Step ${ce.failingStep + 1}: .*<-- fails here$`, 'm'));
    expect(replay.out).toMatch(/^ {4}referee sees:$/m);
    expect(replay.out).toMatch(/^ {4}P1 sees:$/m);
    expect(replay.out).toMatch(/^ {4}P2 sees:$/m);
    expect(await readFile(join(out, 'report.json'), 'utf8')).toBe(before);
  });

  it('replayed with --engine on the reference engine, it no longer fails: exit 0', async () => {
    const file = join(out, 'counterexamples/712-transform-keeps-identity.json');
    const r = await obverse(['replay', file, '--engine', join(root, 'dist/engine/reference-adapter.js')]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`PASS: ${PROPERTY} no longer fails on obverse-reference`);
  });

  it('the regression scenario fails on the mutant and passes on the reference engine', async () => {
    const scenario = join(out, 'scenarios/712-transform-keeps-identity.json');
    const onMutant = await obverse([
      'check',
      '--engine',
      mutant,
      '--properties',
      'regression/*',
      '--scenarios',
      scenario,
      '--jobs',
      '1',
      '--out',
      join(out, '../m'),
    ]);
    expect(onMutant.code, onMutant.err).toBe(1);
    expect(onMutant.out).toMatch(/^FAIL {2}scenario regression\/712\/transform-keeps-identity /m);
    const onReference = await obverse([
      'check',
      '--properties',
      'regression/*',
      '--scenarios',
      scenario,
      '--jobs',
      '1',
      '--out',
      join(out, '../r'),
    ]);
    expect(onReference.code, onReference.err).toBe(0);
    expect(onReference.out).toMatch(/^PASS {2}scenario regression\/712\/transform-keeps-identity /m);
  });

  // The path names fast-check's case; the minimiser then plays the same games again, within the same --max-shrinks.
  it('check --seed --path replays the same counterexample into another folder', async () => {
    const ce = await failure(out);
    const again = join(out, '../again');
    const r = await obverse([
      'check',
      '--jobs',
      '1',
      '--max-shrinks',
      '20',
      '--max-failures',
      '1',
      '--engine',
      mutant,
      '--properties',
      PROPERTY,
      '--seed',
      String(ce.seed),
      '--path',
      ce.path,
      '--out',
      again,
    ]);
    expect(r.code, r.err).toBe(1);
    expect(r.out).not.toContain('scenario');
    const replayed = await failure(again);
    expect({ steps: replayed.steps, failingStep: replayed.failingStep, message: replayed.message }).toEqual({
      steps: ce.steps,
      failingStep: ce.failingStep,
      message: ce.message,
    });
  });
});

it('--path without one selected property is bad usage (exit 2)', async () => {
  // Exit 2 as a shell sees it is test/cli/cli.test.ts's.
  const noProps = await obverse(['check', '--path', '1:2']);
  expect(noProps.code).toBe(2);
  expect(noProps.err).toContain('--properties');
  const many = await obverseInProcess(['check', '--properties', '712/*', '--path', '1:2']);
  expect(many.code).toBe(2);
  expect(many.err).toMatch(/selects \d+ properties/);
  expect((await obverseInProcess(['check', '--properties', '712/mana-value-by-face', '--path', 'abc'])).code).toBe(2);
});
