import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { obverseInProcess } from '../support/cli.js';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
const fixtures = join(import.meta.dirname, 'fixtures');

beforeAll(() => {
  // `npm test` builds first; when this file runs alone, build if needed.
  if (!existsSync(main)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  expect(existsSync(main)).toBe(true);
});

function obverse(args: readonly string[], cwd = root) {
  const r = spawnSync(process.execPath, [main, ...args], { cwd, encoding: 'utf8', timeout: 600_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dfc = {
  layout: 'nonmodal-dfc',
  faces: [
    { name: 'Front', types: ['Creature'] },
    { name: 'Back', types: ['Creature'] },
  ],
};

function scenarioJson(id: string, backName: string): unknown {
  return {
    format: 'obverse-scenario/1',
    id,
    title: `Scenario ${id}`,
    description: 'Transform shows the back face.',
    rules: ['712.18'],
    mechanics: ['transform'],
    setup: { players: [{ id: 'P1', battlefield: [{ card: 'c1' }] }, { id: 'P2' }], cards: { c1: dfc } },
    steps: [
      {
        do: { kind: 'transform', object: { $card: 'c1' } },
        expect: {
          views: { P2: [{ object: { $card: 'c1' }, match: { face: 'back', characteristics: { name: backName } } }] },
        },
      },
    ],
  };
}

async function workspace(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-cli-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

const engine = join(fixtures, 'fake-engine.mjs');

describe('obverse CLI: usage', { timeout: 600_000 }, () => {
  it('prints usage for --help and each command --help', async () => {
    expect(obverse(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('obverse check [options]') });
    // The process is the same for every command: the rest through the CLI's main, in process.
    expect(await obverseInProcess(['check', '--help'])).toMatchObject({
      code: 0,
      out: expect.stringContaining('--engine <module>'),
    });
    expect(await obverseInProcess(['rules', '--help'])).toMatchObject({
      code: 0,
      out: expect.stringContaining('--json'),
    });
  });

  it('exits 2 with a clear message and no stack trace on bad input', async () => {
    const cases: [string[], RegExp][] = [
      [['check', '--bogus'], /obverse: Unknown option '--bogus'/],
      [['check', '--runs', 'many'], /obverse: --runs must be a whole number, got "many"/],
      [['check', '--runs', '0'], /--runs must be a whole number >= 1/],
      [['check', '--seed=-3'], /--seed must be a whole number >= 0/],
      [['check', '--properties', 'no/such-property'], /unknown property or scenario id: no\/such-property/],
      [['check', 'extra'], /Unexpected argument 'extra'/],
      [['frobnicate'], /unknown command "frobnicate"/],
    ];
    // One as a process (the exit code and stderr a shell sees), the rest through the CLI's main, in process.
    for (const [i, [args, message]] of cases.entries()) {
      const r = i === 0 ? obverse(args) : await obverseInProcess(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err).toMatch(/Run 'obverse( check)? --help' for usage\./);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });
});

// What a check prints and writes is the point of these, not the process: through the CLI's main, in process, one
// check at a time. A real process's exit codes: 2 and 3 here, 1 from replay below, 0 in typescript-engine.test.ts.
describe('obverse check', { timeout: 600_000 }, () => {
  it('runs the shipped foundation scenario and a property against the reference engine by default', async () => {
    const out = await mkdtemp(join(tmpdir(), 'obverse-cli-out-'));
    const r = await obverseInProcess([
      'check',
      '--properties',
      'foundation/transform-keeps-identity,712/transform-keeps-identity',
      '--runs',
      '5',
      '--jobs',
      '1',
      '--out',
      out,
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^obverse check: obverse-reference /m);
    expect(r.out).toMatch(/^PASS {2}property 712\/transform-keeps-identity {2}\(5 runs, \d+ ms\)$/m);
    expect(r.out).toMatch(/^PASS {2}scenario foundation\/transform-keeps-identity {2}\(1 run, \d+ ms\)$/m);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8'));
    expect(report.properties.map((p: { id: string }) => p.id)).toEqual([
      '712/transform-keeps-identity',
      'foundation/transform-keeps-identity',
    ]);
    expect(report.runs).toBe(5);
  });

  it('runs a scenario folder against an --engine module, writes report.json, exits 0', async () => {
    const dir = await workspace({ 'cases/a/pass.json': scenarioJson('test/pass', 'Back') });
    const r = await obverseInProcess(
      ['check', '--engine', engine, '--scenarios', 'cases', '--properties', 'test/*', '--out', 'out', '--jobs', '1'],
      dir,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('obverse check: fake-cli-engine 1.2.3, rules 2026-04-17, seed 1, 100 runs');
    expect(r.out).toMatch(/^PASS {2}scenario test\/pass {2}\(1 run, \d+ ms\)$/m);
    expect(r.out).toMatch(/1 result\(s\): 1 passed · report: .*out\/report\.json/);
    const report = JSON.parse(await readFile(join(dir, 'out/report.json'), 'utf8'));
    expect(report).toMatchObject({
      format: 'obverse-report/1',
      engine: { name: 'fake-cli-engine', version: '1.2.3' },
      edition: '2026-04-17',
      seed: 1,
      summary: { passed: 1, failed: 0, error: 0 },
      properties: [{ id: 'test/pass', kind: 'scenario', status: 'passed', rules: ['712.18'] }],
    });
    expect(await readFile(join(dir, 'out/report.md'), 'utf8')).toContain('| pass | `test/pass` | scenario |');
  });

  it('exits 1 on a failing scenario and reports the counterexample', async () => {
    const dir = await workspace({
      'cases/fail.json': scenarioJson('test/fail', 'Front'),
      'cases/pass.json': scenarioJson('test/pass', 'Back'),
    });
    const r = await obverseInProcess(
      [
        'check',
        '--engine',
        engine,
        '--scenarios',
        'cases',
        '--properties',
        'test/fail,test/pass',
        '--seed',
        '9',
        '--jobs',
        '1',
      ],
      dir,
    );
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toContain(
      'FAIL  scenario test/fail  step 1: expect.views.P2[0].match.characteristics.name: ' +
        'values differ (expected "Front", got "Back") (object o1)',
    );
    const report = JSON.parse(await readFile(join(dir, 'obverse-report/report.json'), 'utf8'));
    expect(report.seed).toBe(9);
    expect(report.summary).toMatchObject({ passed: 1, failed: 1 });
    expect(report.properties[0].counterexample).toMatchObject({
      failingStep: 0,
      expected: 'Front',
      actual: 'Back',
      replay: `npx obverse replay obverse-report/counterexamples/test-fail.json --engine ${engine}`,
      files: { counterexample: 'counterexamples/test-fail.json' },
    });
    // The replay command, run as printed, plays the scenario again: it still fails (exit 1 as a process: the one
    // real run of obverse replay in \`npm test\`).
    const replay = obverse(['replay', 'obverse-report/counterexamples/test-fail.json', '--engine', engine], dir);
    expect(replay.code, replay.err).toBe(1);
    expect(replay.out).toContain('FAIL at step 1: step 1: expect.views.P2[0].match.characteristics.name');
  });

  it('exits 2 naming the file, step and field of an invalid scenario', async () => {
    const bad = scenarioJson('test/bad', 'Back') as { steps: { do: Record<string, unknown> }[] };
    bad.steps[0]!.do = { kind: 'transform', object: { $ref: 'nothing' } };
    const dir = await workspace({ 'cases/bad.json': bad });
    // Decided before the engine starts: through the CLI's main, in process (exit code 2 as a process: above).
    const r = await obverseInProcess(['check', '--engine', engine, '--scenarios', 'cases'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'cases/bad.json: steps[0].do.object: {"$ref": "nothing"} is not defined by an earlier step\'s "as"',
    );
  });

  it('exits 3 when the engine module cannot be loaded or breaks the contract', async () => {
    const cases: [string, RegExp][] = [
      ['missing.mjs', /engine module not found: .*missing\.mjs/],
      [join(fixtures, 'no-default.mjs'), /has no default export/],
      [join(fixtures, 'wrong-contract.mjs'), /must report contract "obverse-adapter\/1", found "obverse-adapter\/0"/],
      [join(fixtures, 'throws-on-load.mjs'), /could not be loaded: this engine module is broken/],
      [
        join(fixtures, 'unknown-mechanic.mjs'),
        /names mechanics that do not exist: "transfrom"; valid names: transform, convert, modal-dfc, meld/,
      ],
    ];
    // One as a process (the exit code and stderr a shell sees), the rest through the CLI's main, in process.
    for (const [i, [module, message]] of cases.entries()) {
      const args = [
        'check',
        '--engine',
        module,
        '--properties',
        'foundation/*',
        '--out',
        join(tmpdir(), 'obverse-unused'),
      ];
      const r = i === 0 ? obverse(args) : await obverseInProcess(args);
      expect(r.code, module).toBe(3);
      expect(r.err).toMatch(message);
    }
  });
});

describe('obverse rules', () => {
  // What it prints is the point, not the process (a process's exit code and stdout: 'prints usage' above).
  it('prints the clause matrix as JSON, joining scenarios to the clauses they cite', async () => {
    const r = await obverseInProcess(['rules', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as { id: string; summary: string; implementedBy: string[]; checkedBy: string[] }[];
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows)
      expect(Object.keys(row).slice(0, 5)).toEqual(['id', 'summary', 'implementedBy', 'checkedBy', 'status']);
    expect(rows.find((row) => row.id === '712.18')?.checkedBy).toContain('foundation/transform-keeps-identity');
  });

  it('prints a readable table with totals', async () => {
    const r = await obverseInProcess(['rules']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Clause +Implemented by +Checked by +Status +Summary$/m);
    expect(r.out).toMatch(/^712\.18 .*foundation\/transform-keeps-identity/m);
    expect(r.out).toMatch(/^\d+ clauses: \d+ implemented, \d+ checked, \d+ neither$/m);
  });
});
