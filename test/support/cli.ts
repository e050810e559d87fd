/**
 * The built CLI (`dist/cli/main.js`) run in a child process, as a user's shell runs it: exit code,
 * stdout and stderr, and report.json without what differs between two runs of the same work; or its `main` in
 * this process, when what the command does is the point and not the process.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
export const MAIN = join(ROOT, 'dist/cli/main.js');

export interface CliRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** Node with `args` (a script and its arguments), with CI set as a pipeline would. */
export function runNode(args: readonly string[], cwd = ROOT): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, CI: '1' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** `obverse <args>` from the built CLI. */
export function obverse(args: readonly string[], cwd = ROOT): Promise<CliRun> {
  return runNode([MAIN, ...args], cwd);
}

/** report.json in `dir` without when and how long: what two runs of the same work share. */
export async function timeless(dir: string): Promise<unknown> {
  const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'));
  delete report.startedAt;
  delete report.durationMs;
  for (const p of report.properties) {
    delete p.durationMs;
    // The time shrinking took (issue 24) is a timing too.
    if (p.counterexample?.shrinking !== undefined) delete p.counterexample.shrinking.ms;
    // And so does each further failure's (issue 39).
    for (const f of p.otherFailures ?? [])
      if (f.counterexample?.shrinking !== undefined) delete f.counterexample.shrinking.ms;
  }
  return report;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** The in-process runs under way, and the signal listeners there were when the first of them began. */
let running = 0;
let listenersBefore: readonly number[] = [];

/**
 * `obverse <args>` through the CLI's `main` in this process (the exit code it returns is the process's), for what
 * a command prints, writes and returns when the process itself is not the point (its exit status, signals, stdio
 * pipes, loading the built package: `obverse`). Pass `--jobs 1` to a check unless --jobs is what is tested: from the
 * sources a job worker loads through tsx. The test worker is shared by the files it runs, so this rejects when
 * `main` leaves a SIGINT or SIGTERM listener behind (a check listens while it runs). Runs may overlap (a file's
 * concurrent tests), each listening while it runs: the count is compared when the last of them ends, against the
 * count when the first began.
 */
export async function obverseInProcess(args: readonly string[], cwd = ROOT): Promise<CliRun> {
  const { main } = await import('../../cli/main.js');
  const out: string[] = [];
  const err: string[] = [];
  if (running++ === 0) listenersBefore = SIGNALS.map((s) => process.listenerCount(s));
  let code: number;
  try {
    code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd });
  } finally {
    running--;
  }
  const left = running > 0 ? [] : SIGNALS.filter((s, i) => process.listenerCount(s) !== listenersBefore[i]);
  if (left.length > 0) {
    const what = `obverse ${args.join(' ')}`;
    throw new Error(`${what} (or an in-process run beside it) left ${left.join(' and ')} listeners`);
  }
  const text = (lines: readonly string[]) => lines.map((l) => `${l}\n`).join('');
  return { code, out: text(out), err: text(err) };
}
