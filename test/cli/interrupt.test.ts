/**
 * Ctrl-C and SIGTERM: the check stops, writes what finished marked `interrupted`, and exits
 * 130 or 143; when nothing finished, the previous report is left as it was.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';

// Each test starts the CLI and waits for a result; a loaded machine makes that slow.
vi.setConfig({ testTimeout: 600_000 });

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');

/**
 * Start the CLI with `args`; send `signal` once `when` holds: a pattern stdout shows, or a condition polled until the
 * CLI ends. Resolves with how it ended and its output.
 */
function interrupted(args: readonly string[], signal: NodeJS.Signals, when: RegExp | (() => Promise<boolean>)) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, [main, ...args], { cwd: root });
      let out = '';
      let err = '';
      let sent = false;
      let closed = false;
      const send = (): void => {
        if (sent || closed) return;
        sent = true;
        child.kill(signal);
      };
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (when instanceof RegExp && when.test(out)) send();
      });
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
      });
      child.on('error', reject);
      child.on('close', (code, by) => {
        closed = true;
        resolve({ code, signal: by, out, err });
      });
      const poll = async (check: () => Promise<boolean>): Promise<void> => {
        while (!closed && !(await check())) await sleep(50);
        send();
      };
      if (!(when instanceof RegExp)) poll(when).catch(reject);
    },
  );
}

it('SIGINT after a result: writes the finished results marked interrupted, exits 130', async () => {
  expect(existsSync(main)).toBe(true);
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-int-')), 'report');
  // The mutant fails the first property (ids run in order) quickly; the second passes, so it would run 100000 games.
  const mutant = join(root, 'dist/examples/mutants/face-down-has-a-name.js');
  const r = await interrupted(
    [
      'check',
      '--engine',
      mutant,
      '--properties',
      '708/face-down-no-name,712/transform-keeps-identity',
      '--runs',
      '100000',
      // One check after the other, the failure shrunk briefly: the interrupt is what is tested.
      '--jobs',
      '1',
      '--max-shrinks',
      '10',
      // Its first failure only: the search for others (issue 39) is not what is tested.
      '--max-failures',
      '1',
      '--out',
      out,
    ],
    'SIGINT',
    /^FAIL .*708\/face-down-no-name/m,
  );
  expect(r.code, r.err).toBe(130);
  expect(r.err).toMatch(/interrupted; wrote the \d+ result\(s\) that finished, marked interrupted/);
  const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8'));
  expect(report.interrupted).toBe(true);
  expect(report.properties.map((p: { id: string }) => p.id)).toEqual(['708/face-down-no-name']);
  // Its counterexample file is written too, so the finished failure can be replayed.
  expect(existsSync(join(out, 'counterexamples/708-face-down-no-name.json'))).toBe(true);
  expect(await readFile(join(out, 'report.md'), 'utf8')).toContain('**Interrupted:**');
  expect((await readdir(out)).filter((f) => f.includes('.tmp-'))).toEqual([]);
});

it('SIGTERM before anything finished: exits 143 and leaves the previous report as it was', async () => {
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-term-')), 'report');
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'report.json'), '{"previous": true}\n');
  const r = await interrupted(
    ['check', '--properties', '712/transform-keeps-identity', '--runs', '100000', '--out', out],
    'SIGTERM',
    /^obverse check: /m,
  );
  expect(r.code, r.err).toBe(143);
  expect(r.err).toContain('interrupted before anything finished; the previous report was left as it was');
  expect(await readFile(join(out, 'report.json'), 'utf8')).toBe('{"previous": true}\n');
  expect(existsSync(join(out, 'report.md'))).toBe(false);
});

/** An engine over stdio that hangs on `start` and logs its pid and each request it reads (raw-engine.mjs). */
function hangingEngine(dir: string) {
  const log = join(dir, 'requests.log');
  const raw = join(root, 'test/isolation/fixtures/raw-engine.mjs');
  const requests = async (): Promise<string[]> =>
    existsSync(log) ? (await readFile(log, 'utf8')).split('\n').filter((l) => l !== '' && !l.startsWith('pid ')) : [];
  return {
    command: `"${process.execPath}" "${raw}" start-hangs "${log}"`,
    requests,
    /** The engine has the `start` it will never answer. */
    started: async () => (await requests()).includes('start'),
    pid: async () => Number(/^pid (\d+)$/m.exec(await readFile(log, 'utf8'))?.[1]),
  };
}

/** Whether process `pid` is gone or dead (a zombie waiting to be reaped). */
function ended(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') === true;
  } catch {
    return true;
  }
}

it('SIGTERM while the engine hangs on a call: stopped at once, no shutdown request waiting on it', async () => {
  // docs/cli.md promises an exit within a second; a shutdown request queued behind the call the engine hangs on
  // waited out its 2 s grace first. The engine logs each request it reads (it reads on while it hangs).
  const dir = await mkdtemp(join(tmpdir(), 'obverse-hang-'));
  const engine = hangingEngine(dir);
  const args = ['check', '--engine-cmd', engine.command, '--jobs', '1', '--properties', '712/transform-keeps-identity'];
  const r = await interrupted(
    [...args, '--timeout', '600000', '--out', join(dir, 'report')],
    'SIGTERM',
    engine.started,
  );
  expect(r.code, r.err).toBe(143);
  expect(r.err).toContain('interrupted before anything finished');
  expect(await engine.requests()).toEqual(['handshake', 'start']);
});

// A command that does not listen for signals (replay) ended at once, without its exit handlers: the engine's
// process group, detached from the terminal's, ran on after it.
it.skipIf(process.platform !== 'linux')(
  'Ctrl-C during obverse replay: the engine process group ends with it, not left running',
  async () => {
    const dir = await mkdtemp(join(tmpdir(), 'obverse-replay-int-'));
    const engine = hangingEngine(dir);
    const file = join(dir, 'counterexample.json');
    const fixture = join(root, 'test/cli/fixtures/counterexample-unknown-property.json');
    const counterexample = { ...JSON.parse(await readFile(fixture, 'utf8')), id: '712/transform-keeps-identity' };
    await writeFile(file, JSON.stringify(counterexample));
    const r = await interrupted(['replay', file, '--engine-cmd', engine.command], 'SIGINT', engine.started);
    expect(r.signal, r.err).toBe('SIGINT');
    const pid = await engine.pid();
    try {
      // Killed before the replay ended; a busy machine may take a moment to finish it.
      for (let waited = 0; !ended(pid) && waited < 30_000; waited += 100) await sleep(100);
      expect(ended(pid), `engine process ${pid} still runs after the replay ended`).toBe(true);
    } finally {
      if (!ended(pid)) process.kill(pid, 'SIGKILL');
    }
  },
);
