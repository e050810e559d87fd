/**
 * `obverse replay` for an engine checked with `--engine-cmd` (issue 13): the report and the
 * counterexample file record the command, the folder it ran in, the protocol and the timeout;
 * the printed replay command names the command; and the file alone replays on that engine from
 * any folder. The engine is a mutant served over obverse-protocol/1 by `obverse engine --stdio`
 * (`npm run test:e2e`; replay of an `--engine` module is test/cli/replay.test.ts's, in `npm test`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CounterexampleFile } from '../../reports/files.js';
import type { Report } from '../../reports/report.js';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
const PROPERTY = '712/transform-keeps-identity';
const FILE = 'counterexamples/712-transform-keeps-identity.json';
const node = JSON.stringify(process.execPath);
// Relative paths on purpose: they only work in the folder the check ran in.
const command = `${node} dist/cli/main.js engine --stdio --engine dist/examples/mutants/transform-makes-new-object.js`;
const reference = `${node} dist/cli/main.js engine --stdio`;

function obverse(args: readonly string[], cwd = root) {
  const r = spawnSync(process.execPath, [main, ...args], { cwd, encoding: 'utf8', timeout: 300_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('replay of a counterexample found on an --engine-cmd engine', { timeout: 600_000 }, async () => {
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-replay-cmd-')), 'report');
  let check: ReturnType<typeof obverse>;
  beforeAll(() => {
    expect(existsSync(join(root, 'dist/examples/mutants/transform-makes-new-object.js')), 'npm run build').toBe(true);
    const args = ['--properties', PROPERTY, '--runs', '30', '--timeout', '20000', '--out', out];
    // Every shrink attempt is a game over stdio: a replay reproduces whatever was reported, shrunk far or not.
    args.push('--max-shrinks', '20');
    check = obverse(['check', '--engine-cmd', command, ...args]);
  }, 600_000);

  it('records the command, its folder, the protocol and the timeout in the report and the file', async () => {
    expect(check.code, check.out + check.err).toBe(1);
    const engine = {
      name: 'obverse-mutant/transform-makes-new-object',
      command,
      cwd: root,
      protocol: 'obverse-protocol/1',
      timeoutMs: 20000,
    };
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.engine).toMatchObject(engine);
    expect(report.engine).not.toHaveProperty('module');
    const file = JSON.parse(await readFile(join(out, FILE), 'utf8')) as CounterexampleFile;
    expect(file.engine).toEqual(report.engine);
  });

  it('prints a replay command naming the engine command and timeout, which fails again as printed', async () => {
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    const ce = report.properties.find((p) => p.id === PROPERTY)?.counterexample;
    expect(ce?.replay).toBe(`npx obverse replay ${out}/${FILE} --engine-cmd '${command}' --timeout 20000`);
    // As printed, through the shell, with the built CLI standing for `npx obverse`.
    const printed = (ce?.replay ?? '').replace(/^npx obverse /, `${node} ${JSON.stringify(main)} `);
    const r = spawnSync('sh', ['-c', printed], { cwd: root, encoding: 'utf8', timeout: 300_000 });
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toContain(`FAIL at step ${(ce?.failingStep ?? 0) + 1}: ${ce?.message}`);
    expect(r.stdout).toContain('on obverse-mutant/transform-makes-new-object');
  });

  it('the file alone replays on the recorded command, run in its own folder, from anywhere', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'obverse-elsewhere-'));
    const r = obverse(['replay', join(out, FILE)], elsewhere);
    expect(r.code, r.out + r.err).toBe(1);
    expect(r.out).toMatch(/^obverse replay: property 712\/transform-keeps-identity on obverse-mutant\/transform-/m);
    expect(r.out).toMatch(/^FAIL at step \d+: /m);
  });

  it('a recorded folder that does not exist here is a load error naming it (exit 3)', async () => {
    const file = JSON.parse(await readFile(join(out, FILE), 'utf8')) as CounterexampleFile;
    const moved = join(out, '../moved.json');
    await writeFile(moved, JSON.stringify({ ...file, engine: { ...file.engine, cwd: '/no/such/folder' } }));
    const r = obverse(['replay', moved]);
    expect(r.code, r.out + r.err).toBe(3);
    expect(r.err).toContain('ran in /no/such/folder, which does not exist here: give the engine with --engine-cmd');
  });

  it('--engine-cmd given to replay overrides the recorded engine: on the reference engine it passes', () => {
    const r = obverse(['replay', join(out, FILE), '--engine-cmd', reference, '--timeout', '20000']);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain(`PASS: ${PROPERTY} no longer fails on obverse-reference`);
  });
});

describe('obverse replay engine options', () => {
  it('refuses --engine with --engine-cmd, an empty --engine-cmd and a bad --timeout: exit 2', () => {
    const file = join(root, 'test/cli/fixtures/counterexample-unknown-property.json');
    const both = obverse(['replay', file, '--engine', 'x.js', '--engine-cmd', 'y']);
    expect(both.code).toBe(2);
    expect(both.err).toContain('not both');
    const empty = obverse(['replay', file, '--engine-cmd', ' ']);
    expect(empty.code).toBe(2);
    expect(empty.err).toContain('--engine-cmd needs a command');
    const timeout = obverse(['replay', file, '--timeout', 'soon']);
    expect(timeout.code).toBe(2);
    expect(timeout.err).toContain('--timeout must be a whole number');
  });
});
