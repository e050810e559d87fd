/**
 * An engine command whose answers come on lines of 48 MB (issue 22): they are read whole and the check passes.
 * The line reader used to search its whole buffer again on every chunk, so such an answer was reported as "did
 * not answer within 10000 ms" though the engine had answered; line-reader.test.ts checks that it is linear. A
 * generous --timeout here: how fast it is read is the benchmark's business, not a test's.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';
import { MAIN, obverse, ROOT } from '../support/cli.js';

it('answers of 48 MB on one line are read whole: the check passes', async () => {
  expect(existsSync(MAIN), 'npm run build first').toBe(true);
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-large-')), 'report');
  const raw = join(import.meta.dirname, 'fixtures/raw-engine.mjs');
  const engine = `${JSON.stringify(process.execPath)} ${JSON.stringify(raw)}`;
  const run = await obverse(
    [
      'check',
      '--engine-cmd',
      `${engine} huge-answer`,
      '--properties',
      '712/transform-keeps-identity',
      '--runs',
      '3',
      '--timeout',
      '600000',
      '--out',
      out,
    ],
    ROOT,
  );
  expect(run.code, run.out + run.err).toBe(0);
  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
  expect(report.properties.map((r) => [r.id, r.status, r.runs])).toEqual([
    ['712/transform-keeps-identity', 'passed', 3],
  ]);
});
