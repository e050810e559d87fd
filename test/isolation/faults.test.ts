/**
 * Fault injection: engines that hang, never answer, exit, leave rejections unhandled,
 * answer malformed values, scribble on their input, or break the protocol, in process
 * (`--engine`, a worker thread) and over stdio (`--engine-cmd`). Each fault is an
 * `error` result with a one-line reason and the counterexample, the report is written,
 * the run carries on to the next property, and the exit code is 1 (3 for a failed
 * handshake). Timeouts here are the thing tested; no test asserts a duration.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
const fixtures = join(import.meta.dirname, 'fixtures');
const PROPERTIES = ['712/transform-keeps-identity', 'general/conservation'];

interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
  readonly report: Report | null;
}

let work = '';

beforeAll(async () => {
  expect(existsSync(main), 'npm run build first').toBe(true);
  work = await mkdtemp(join(tmpdir(), 'obverse-faults-'));
});

/** A module exporting the reference engine with `fault` injected. */
async function faultyModule(fault: string): Promise<string> {
  const file = join(work, `${fault}.mjs`);
  const helper = JSON.stringify(join(fixtures, 'faulty-engine.mjs'));
  await writeFile(file, `import { faultyEngine } from ${helper};\nexport default faultyEngine('${fault}');\n`);
  return file;
}

/** Hangs are tested with a small --timeout; every other case keeps the generous default. */
const HANGS = new Set(['loop', 'never']);

function check(engine: readonly string[], name: string): Promise<Run> {
  const out = join(work, `report-${name}`);
  const timeout = HANGS.has(name.replace(/^(module|stdio)-/, '')) ? ['--timeout', '1000'] : [];
  const args = [
    main,
    'check',
    ...engine,
    ...timeout,
    '--runs',
    '1',
    // One check at a time: these tests are about isolating a faulty engine, not about --jobs (test/cli/jobs.test.ts),
    // and 24 concurrent runs each starting a worker per core cost more than the faults themselves.
    '--jobs',
    '1',
    // Nor about shrinking: an error that leaves the engine running would otherwise be shrunk, game after game.
    '--max-shrinks',
    '0',
    '--properties',
    PROPERTIES.join(','),
    '--out',
    out,
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => {
      void readFile(join(out, 'report.json'), 'utf8')
        .then((text) => JSON.parse(text) as Report)
        .catch(() => null)
        .then((report) => resolve({ code, out: stdout, err: stderr, report }));
    });
  });
}

const node = JSON.stringify(process.execPath);
const served = (module: string): string[] => [
  '--engine-cmd',
  `${node} ${JSON.stringify(main)} engine --stdio --engine ${JSON.stringify(module)}`,
];
const raw = (fault: string): string[] => [
  '--engine-cmd',
  `${node} ${JSON.stringify(join(fixtures, 'raw-engine.mjs'))} ${fault}`,
];

/** Every selected property reported (the run carried on), each an `error` whose reason matches. */
function expectErrors(run: Run, reason: RegExp): void {
  expect(run.err, 'no stack trace of the suite').not.toMatch(/^\s+at /m);
  expect(run.code, run.out + run.err).toBe(1);
  expect(run.report, 'the report is written').not.toBeNull();
  const results = run.report?.properties ?? [];
  expect(results.map((r) => r.id).sort()).toEqual([...PROPERTIES].sort());
  for (const r of results) {
    expect(r.status, `${r.id}: ${r.message}`).toBe('error');
    expect(r.message).toMatch(reason);
    expect(r.counterexample?.setup.players.length).toBeGreaterThan(0);
    expect(r.counterexample?.actions.length).toBeGreaterThan(0);
  }
  expect(run.out).toMatch(reason);
}

const MODULE_FAULTS: readonly (readonly [string, RegExp])[] = [
  ['loop', /did not answer within 1000 ms/],
  ['never', /did not answer within 1000 ms/],
  ['exit', /exit/],
  ['rejection', /nobody catches this|exited with code|had already stopped/],
  ['apply-undefined', /apply\([^)]*\) returned nothing \(undefined\)/],
  ['apply-malformed', /apply\([^)]*\) returned a result /],
  ['observe-null', /observe\('[^']+'\) returned null instead of a view/],
  ['observe-wrong-types', /observe\('[^']+'\) returned a view whose gameOver must be boolean/],
];

describe.concurrent('a faulty engine in process (--engine, a worker thread)', () => {
  for (const [fault, reason] of MODULE_FAULTS) {
    it(`${fault}: error with a reason for each property, report written, exit 1`, async () => {
      expectErrors(await check(['--engine', await faultyModule(fault)], `module-${fault}`), reason);
    }, 900_000);
  }

  it('process.exit in the engine leaves its last words in the report', async () => {
    const run = await check(['--engine', await faultyModule('exit')], 'module-exit-words');
    const words = run.report?.properties.flatMap((r) => r.counterexample?.engineStderr ?? []) ?? [];
    expect(words).toContain('faulty engine: calling process.exit(0)');
  }, 900_000);

  it('an engine that scribbles on the actions it is given cannot corrupt the suite: exit 0', async () => {
    const run = await check(['--engine', await faultyModule('mutates')], 'module-mutates');
    expect(run.code, run.out + run.err).toBe(0);
    expect(run.report?.properties.map((r) => r.status)).toEqual(['passed', 'passed']);
  }, 900_000);

  it('describe() that never answers fails the handshake: exit 3, no report', async () => {
    const run = await check(['--engine', await faultyModule('describe-never')], 'module-describe-never');
    expect(run.code).toBe(3);
    expect(run.err).toMatch(/handshake did not answer within \d+ ms/);
    expect(run.report).toBeNull();
  }, 900_000);
});

describe.concurrent('a faulty engine over stdio (--engine-cmd)', () => {
  for (const [fault, reason] of MODULE_FAULTS) {
    it(`${fault}: error with a reason for each property, report written, exit 1`, async () => {
      const stdioReason =
        fault === 'exit'
          ? /exited with code 0|had already stopped/
          : fault === 'rejection'
            ? /exited with code|had already stopped/
            : reason;
      expectErrors(await check(served(await faultyModule(fault)), `stdio-${fault}`), stdioReason);
    }, 900_000);
  }

  it('garbage on stdout', async () => {
    expectErrors(
      await check(raw('garbage'), 'raw-garbage'),
      /wrote a line that is not JSON on stdout: "Engine ready! \(not JSON\)"/,
    );
  }, 900_000);

  it('a response to the wrong request id', async () => {
    expectErrors(
      await check(raw('wrong-id'), 'raw-wrong-id'),
      /answered request \d+, which was never sent \(waiting for \d+\)/,
    );
  }, 900_000);

  it('a process that dies mid-game, with its last words', async () => {
    const run = await check(raw('dies'), 'raw-dies');
    expectErrors(run, /the engine process exited with code 70/);
    const words = run.report?.properties.flatMap((r) => r.counterexample?.engineStderr ?? []) ?? [];
    expect(words).toContain('raw engine: out of memory, dying mid-game');
    expect(run.out).toContain('| raw engine: out of memory, dying mid-game');
  }, 900_000);

  it('a handshake with the wrong protocol version: exit 3 saying so', async () => {
    const run = await check(raw('wrong-protocol'), 'raw-wrong-protocol');
    expect(run.code).toBe(3);
    expect(run.err).toMatch(/the engine speaks "obverse-protocol\/0", the suite speaks "obverse-protocol\/1"/);
    expect(run.err).toContain('raw engine: got handshake');
    expect(run.report).toBeNull();
  }, 900_000);

  it('an engine that ignores shutdown and keeps running: the suite still ends, exit 0', async () => {
    const run = await check(raw('no-shutdown'), 'raw-no-shutdown');
    expect(run.code, run.out + run.err).toBe(0);
    expect(run.report?.properties.map((r) => r.status)).toEqual(['passed', 'passed']);
  }, 900_000);

  it('an engine command that does not exist: exit 3', async () => {
    const run = await check(['--engine-cmd', 'obverse-no-such-engine-command'], 'missing-command');
    expect(run.code).toBe(3);
    expect(run.err).toMatch(
      /engine command "obverse-no-such-engine-command": .*(exited with code 127|could not be run)/,
    );
  }, 900_000);
});
