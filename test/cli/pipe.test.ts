/**
 * `obverse check | head -1`: when the reader of stdout goes away, the run carries on without printing, writes
 * its report and exits with its own code, with no EPIPE stack trace.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MAIN, ROOT } from '../support/cli.js';

it('carries on when the reader of stdout leaves after the first line: report written, exit 0', async () => {
  const out = await mkdtemp(join(tmpdir(), 'obverse-pipe-'));
  const args = ['check', '--runs', '2', '--jobs', '1', '--properties', '712/transform-keeps-identity', '--out', out];
  const child = spawn(process.execPath, [MAIN, ...args], { cwd: ROOT, env: { ...process.env, CI: '1' } });
  let err = '';
  let lines = 0;
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  // Like `head -1`: read the header line, then close the pipe while results are still to come.
  child.stdout.once('data', () => {
    lines++;
    child.stdout.destroy();
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(lines).toBe(1);
  expect(err).not.toMatch(/EPIPE|\n\s+at /);
  expect(code, err).toBe(0);
  expect(existsSync(join(out, 'report.json'))).toBe(true);
});
