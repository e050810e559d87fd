/**
 * A signal after the last result line, while the check plays its counterexamples again (issue 22): the
 * report of what finished is written, marked interrupted, and the exit code is 130 or 143, as docs/cli.md
 * promises for a signal at any moment. (interrupt.test.ts: a signal while checks still run, or before any
 * finished.) Here the engine hangs on the game played again, so the signal is sure to meet that phase.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import type { Report } from '../../reports/report.js';
import { MAIN, ROOT } from '../support/cli.js';

// Each test starts the CLI and waits for a result; a loaded machine makes that slow.
vi.setConfig({ testTimeout: 600_000 });

const engine = join(import.meta.dirname, 'fixtures/replay-hangs.mjs');

/** Check with the engine that hangs when a game is played again; `signal` once its FAIL line is printed. */
function signalledAfterLastResult(signal: NodeJS.Signals, out: string) {
  const args = [
    'check',
    '--engine',
    engine,
    '--properties',
    '708/face-down-no-name',
    '--runs',
    '50',
    // In this thread, so the engine that plays it again is the one that played the check; not shrunk.
    '--jobs',
    '1',
    '--max-shrinks',
    '0',
    // One failure, one game played again (issue 39's search for others is tested elsewhere).
    '--max-failures',
    '1',
    // The game played again hangs until the signal, not until a timeout.
    '--timeout',
    '600000',
    '--out',
    out,
  ];
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    let sent = false;
    const send = (): void => {
      if (sent || !/^FAIL .*708\/face-down-no-name/m.test(stdout) || !/^playing \d+ counterexample/m.test(stdout))
        return;
      sent = true;
      child.kill(signal);
    };
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      send();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      send();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out: stdout, err: stderr }));
  });
}

for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const) {
  it(`${signal} after the last result line: the report of what finished is written, exit ${code}`, async () => {
    expect(existsSync(MAIN), 'npm run build first').toBe(true);
    const out = join(await mkdtemp(join(tmpdir(), 'obverse-late-')), 'report');
    const r = await signalledAfterLastResult(signal, out);
    expect(r.code, r.err).toBe(code);
    expect(r.err).toMatch(/interrupted; wrote the 1 result\(s\) that finished, marked interrupted/);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.interrupted).toBe(true);
    expect(report.properties.map((p) => [p.id, p.status])).toEqual([['708/face-down-no-name', 'failed']]);
    const files = report.properties[0]?.counterexample?.files;
    expect(files?.noScenario).toBe('the run was interrupted');
    expect(existsSync(join(out, files?.counterexample ?? 'none'))).toBe(true);
    expect(existsSync(join(out, 'report.md'))).toBe(true);
  });
}
