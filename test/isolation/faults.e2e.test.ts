/**
 * Fault injection, the end-to-end share (`npm run test:e2e`; faults.test.ts has the fast share in `npm test`):
 * engines that never answer, exit, leave rejections unhandled, answer malformed values or scribble on their
 * input, in process (`--engine`, a worker thread) and over stdio (`--engine-cmd`), and processes that answer the
 * wrong request, die mid-game, ignore shutdown or do not exist. Each fault is an `error` result with a one-line
 * reason and the counterexample, the report is written, the run carries on, and the exit code is 1 (3 for a
 * failed handshake). Timeouts here are the thing tested; no test asserts a duration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  check,
  expectErrors,
  FAST_MODULE_FAULTS,
  FAST_STDIO_FAULTS,
  faultyModule,
  MODULE_FAULTS,
  prepareFaults,
  raw,
  served,
  stdioReason,
} from './fault-run.js';

beforeAll(prepareFaults);

describe.concurrent('a faulty engine in process (--engine, a worker thread)', () => {
  for (const [fault, reason] of MODULE_FAULTS.filter(([f]) => !FAST_MODULE_FAULTS.has(f))) {
    it(`${fault}: error with a reason for each property, report written, exit 1`, async () => {
      expectErrors(await check(['--engine', await faultyModule(fault)], `module-${fault}`), reason);
    });
  }

  it('process.exit in the engine leaves its last words in the report', async () => {
    const run = await check(['--engine', await faultyModule('exit')], 'module-exit-words');
    const words = run.report?.properties.flatMap((r) => r.counterexample?.engineStderr ?? []) ?? [];
    expect(words).toContain('faulty engine: calling process.exit(0)');
  });

  it('an engine that scribbles on the actions it is given cannot corrupt the suite: exit 0', async () => {
    const run = await check(['--engine', await faultyModule('mutates')], 'module-mutates');
    expect(run.code, run.out + run.err).toBe(0);
    expect(run.report?.properties.map((r) => r.status)).toEqual(['passed', 'passed']);
  });

  it('describe() that never answers fails the handshake: exit 3, no report', async () => {
    const run = await check(['--engine', await faultyModule('describe-never')], 'module-describe-never');
    expect(run.code).toBe(3);
    expect(run.err).toMatch(/handshake did not answer within \d+ ms/);
    expect(run.report).toBeNull();
  });
});

describe.concurrent('a faulty engine over stdio (--engine-cmd)', () => {
  for (const [fault, reason] of MODULE_FAULTS.filter(([f]) => !FAST_STDIO_FAULTS.has(f))) {
    it(`${fault}: error with a reason for each property, report written, exit 1`, async () => {
      expectErrors(await check(served(await faultyModule(fault)), `stdio-${fault}`), stdioReason(fault, reason));
    });
  }

  it('a response to the wrong request id', async () => {
    expectErrors(
      await check(raw('wrong-id'), 'raw-wrong-id'),
      /answered request \d+, which was never sent \(waiting for \d+\)/,
    );
  });

  it('a process that dies mid-game, with its last words', async () => {
    const run = await check(raw('dies'), 'raw-dies');
    expectErrors(run, /the engine process exited with code 70/);
    const words = run.report?.properties.flatMap((r) => r.counterexample?.engineStderr ?? []) ?? [];
    expect(words).toContain('raw engine: out of memory, dying mid-game');
    expect(run.out).toContain('| raw engine: out of memory, dying mid-game');
  });

  it('an engine that ignores shutdown and keeps running: the suite still ends, exit 0', async () => {
    const run = await check(raw('no-shutdown'), 'raw-no-shutdown');
    expect(run.code, run.out + run.err).toBe(0);
    expect(run.report?.properties.map((r) => r.status)).toEqual(['passed', 'passed']);
  });

  it('an engine command that does not exist: exit 3', async () => {
    const run = await check(['--engine-cmd', 'obverse-no-such-engine-command'], 'missing-command');
    expect(run.code).toBe(3);
    expect(run.err).toMatch(
      /engine command "obverse-no-such-engine-command": .*(exited with code 127|could not be run)/,
    );
  });
});
