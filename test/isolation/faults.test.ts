/**
 * Fault injection, the fast share (`npm test`): an engine that hangs and one that answers a malformed view in
 * process (`--engine`, a worker thread); one that exits, one that writes garbage and one that speaks another
 * protocol over stdio (`--engine-cmd`). Each fault is an `error` result with a one-line reason and the
 * counterexample, the report is written, the run carries on to the next property, and the exit code is 1 (3 for a
 * failed handshake). The other faults, in process and over stdio, are faults.e2e.test.ts's (`npm run test:e2e`).
 * Over stdio the suite's side runs in this process (the CLI's `main`): the engine is the process under test.
 * Timeouts here are the thing tested; no test asserts a duration.
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

  it('a handshake with the wrong protocol version: exit 3 saying so', async () => {
    const run = await check(raw('wrong-protocol'), 'raw-wrong-protocol', true);
    expect(run.code).toBe(3);
    expect(run.err).toMatch(/the engine speaks "obverse-protocol\/0", the suite speaks "obverse-protocol\/1"/);
    expect(run.err).toContain('raw engine: got handshake');
    expect(run.report).toBeNull();
  });
});
