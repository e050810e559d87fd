/**
 * Whole checks of an engine that faults on everything, at the default settings (every property and scenario,
 * 100 runs, the default --timeout, --jobs per core): the engine is reported broken after a few checks and the
 * rest is listed as not run (issue 22). Before, each check cost a timeout and a restart, then each fault was
 * played again after the run: a hanging engine took most of an hour. Counts are asserted, never durations.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';
import { BROKEN_AFTER } from '../../suite/broken-engine.js';
import { suiteChecks } from '../../suite/run.js';
import { MAIN, obverse, ROOT } from '../support/cli.js';

const fixtures = join(import.meta.dirname, 'fixtures');
let work = '';
beforeAll(async () => {
  expect(existsSync(MAIN), 'npm run build first').toBe(true);
  work = await mkdtemp(join(tmpdir(), 'obverse-broken-e2e-'));
});

/** `obverse check` at its defaults on broken-engine.mjs with `fault`; the report and how many engines it started. */
async function checkBroken(fault: string) {
  const starts = join(work, `starts-${fault}`);
  const out = join(work, `report-${fault}`);
  const engine = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(fixtures, 'broken-engine.mjs'))} ${fault}`;
  const run = await obverse(
    ['check', '--engine-cmd', `OBVERSE_BROKEN_STARTS=${JSON.stringify(starts)} ${engine}`, '--out', out],
    ROOT,
  );
  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
  const started = readFileSync(starts, 'utf8').trim().split('\n').length;
  return { run, report, started };
}

describe.concurrent('an engine command that faults on everything, checked at the default settings', () => {
  for (const [fault, reason] of [
    ['apply-never', /apply\([^)]*\) did not answer within 10000 ms \(--timeout\)/],
    ['apply-loop', /apply\([^)]*\) did not answer within 10000 ms \(--timeout\)/],
    ['observe-malformed', /observe\('[^']+'\) returned /],
  ] as const) {
    it(`${fault}: reported broken after ${BROKEN_AFTER} checks, the rest listed as not run`, async () => {
      const { run, report, started } = await checkBroken(fault);
      expect(run.code, run.out + run.err).toBe(1);
      expect(run.err, 'no stack trace of the suite').not.toMatch(/^\s+at /m);
      expect(report.properties).toHaveLength(BROKEN_AFTER);
      for (const r of report.properties) {
        expect(r.status, r.id).toBe('error');
        expect(r.engineFault, r.id).toBe(true);
        expect(r.message).toMatch(reason);
        // The game that faulted, neither shrunk nor played again.
        expect(r.counterexample?.files?.noScenario).toBe('the engine faulted: the game was not played again');
      }
      const selected = (await suiteChecks()).map((c) => c.id);
      expect(report.engineBroken?.faulted.sort()).toEqual(report.properties.map((r) => r.id).sort());
      expect(report.engineBroken?.notRun).toEqual(selected.filter((id) => !report.engineBroken?.faulted.includes(id)));
      // The first engine, one per --jobs worker, and at most one restart per faulted check.
      expect(started).toBeLessThanOrEqual(1 + availableParallelism() + BROKEN_AFTER);
      expect(run.out).toMatch(new RegExp(`^engine broken: ${BROKEN_AFTER} checks in a row faulted`, 'm'));
    });
  }
});
