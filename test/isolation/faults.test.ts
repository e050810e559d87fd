/**
 * Fault injection, the fast share (`npm test`): an engine that hangs and one that answers a malformed view in
 * process (`--engine`, a worker thread); one that exits, one that writes garbage and one that speaks another
 * protocol over stdio (`--engine-cmd`). Each fault is an `error` result with a one-line reason and the
 * counterexample, the report is written, the run carries on to the next property, and the exit code is 1 (3 for a
 * failed handshake). The other faults, in process and over stdio, are faults.e2e.test.ts's (`npm run test:e2e`).
 * Over stdio the suite's side runs in this process (the CLI's `main`): the engine is the process under test.
 * Timeouts here are the thing tested; no test asserts a duration.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  workFolder,
} from './fault-run.js';

/** Whether a process runs (or is a zombie not yet reaped). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(prepareFaults);

describe.concurrent('a faulty engine in process (--engine, a worker thread)', () => {
  for (const [fault, reason] of MODULE_FAULTS.filter(([f]) => FAST_MODULE_FAULTS.has(f))) {
    it(`${fault}: error with a reason for each property, report written, exit 1`, async () => {
      expectErrors(await check(['--engine', await faultyModule(fault)], `module-${fault}`), reason);
    });
  }
});

describe.concurrent('a faulty engine over stdio (--engine-cmd)', () => {
  for (const [fault, reason] of MODULE_FAULTS.filter(([f]) => FAST_STDIO_FAULTS.has(f))) {
    it(`${fault}: error with a reason for each property, report written, exit 1`, async () => {
      expectErrors(await check(served(await faultyModule(fault)), `stdio-${fault}`, true), stdioReason(fault, reason));
    });
  }

  it('garbage on stdout', async () => {
    expectErrors(
      await check(raw('garbage'), 'raw-garbage', true),
      /wrote a line that is not JSON on stdout: "Engine ready! \(not JSON\)"/,
    );
  });

  it('an engine that closes its stdout and runs on: an error at once (not at the timeout), group ended', async () => {
    const log = join(workFolder(), 'closes-stdout.log');
    // A timeout no run of this test reaches: the fault must come from the end of stdout, not from the clock.
    const run = await check([...raw('closes-stdout', log), '--timeout', '600000'], 'raw-closes-stdout', true);
    expectErrors(run, /closed its stdout and kept running: no answer can reach the suite any more/);
    const words = run.report?.properties.flatMap((r) => r.counterexample?.engineStderr ?? []) ?? [];
    expect(words).toContain('raw engine: closing stdout, staying alive');
    const pids = [...(await readFile(log, 'utf8')).matchAll(/^pid (\d+)$/gm)].map((m) => Number(m[1]));
    expect(pids.length).toBeGreaterThanOrEqual(2);
    expect(pids.filter(running), 'engines left running').toEqual([]);
  });

  it('answers out of order: a protocol error naming the expected and the received ids', async () => {
    expectErrors(
      await check(raw('out-of-order'), 'raw-out-of-order', true),
      /answered out of order: expected id (\d+) \(apply\([^)]*\)\), got id (?!\1)\d+ \(observe\('[^']+'\)\)/,
    );
  });

  it('a correct engine that takes up pipelining over stdio: no fault, exit 0', async () => {
    const log = join(workFolder(), 'in-order.log');
    const run = await check(raw('in-order', log), 'raw-in-order', true);
    expect(run.code, run.out + run.err).toBe(0);
    expect(run.report?.properties.map((r) => r.status)).toEqual(['passed', 'passed']);
    // Pipelined indeed: requests were sent before the answers to those before them (an apply and its observes).
    expect(await readFile(log, 'utf8')).toMatch(/^batch of [2-9]/m);
  });

  it('a handshake with the wrong protocol version: exit 3 saying so', async () => {
    const run = await check(raw('wrong-protocol'), 'raw-wrong-protocol', true);
    expect(run.code).toBe(3);
    expect(run.err).toMatch(/the engine speaks "obverse-protocol\/0", the suite speaks "obverse-protocol\/1"/);
    expect(run.err).toContain('raw engine: got handshake');
    expect(run.report).toBeNull();
  });
});
