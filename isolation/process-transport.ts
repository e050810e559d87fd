/**
 * An engine in another process, speaking JSON lines on stdin/stdout (`--engine-cmd`).
 * It runs in its own process group, so stopping it stops whatever it started; its
 * stderr is kept as last words and never mixed into the protocol. The end of its stdout while it runs on is a
 * fault at once (no answer can come any more), not a wait for each call's timeout.
 */
import { spawn } from 'node:child_process';
import { isMainThread } from 'node:worker_threads';
import { Tail } from './fault.js';
import { LineReader } from './line-reader.js';
import { shellLine } from './shell-command.js';
import type { Transport, TransportEvents, TransportFactory } from './transport.js';

const running = new Set<number>();
let hooked = false;

/** If the suite itself ends early, it takes its engines' process groups with it. */
function killAllOnExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const pid of running) killGroup(pid);
  });
}

/**
 * The stop signals `obverse check` handles too; 'exit' handlers do not run when one ends the process. Not SIGHUP:
 * under nohup it is ignored, and a listener would make it end the process after all.
 */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * A signal that nothing else in the process listens for (Ctrl-C during `obverse replay`, or while `check` starts
 * its engine) ends the process without its 'exit' handlers, and the engines' groups, detached, would run on. This
 * kills them first, then lets the signal end the process as it would have. A command that listens itself (`check`
 * while it runs) stops its engines on its own way out.
 */
function endBySignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  for (const pid of running) killGroup(pid);
  running.clear();
  unhookSignals();
  process.kill(process.pid, signal);
}

function hookSignals(): void {
  // A worker thread cannot listen for signals; the main thread stops the workers' engines (cli/check/jobs).
  if (isMainThread) for (const signal of ENDING_SIGNALS) process.on(signal, endBySignal);
}

function unhookSignals(): void {
  if (isMainThread) for (const signal of ENDING_SIGNALS) process.off(signal, endBySignal);
}

/** Listening only while an engine runs: between runs, the process's signals are left as they were. */
function track(pid: number): void {
  if (running.size === 0) hookSignals();
  running.add(pid);
}

function untrack(pid: number): void {
  if (running.delete(pid) && running.size === 0) unhookSignals();
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function shorten(line: string): string {
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
}

/** Why an engine was stopped when its stdout ended while it ran on. */
export const CLOSED_STDOUT =
  'the engine closed its stdout and kept running: no answer can reach the suite any more, so it was stopped';

/** Transports that each run `command` through the shell in `cwd`. */
export function processTransport(command: string, cwd: string): TransportFactory {
  return (events: TransportEvents): Transport => {
    killAllOnExit();
    const tail = new Tail();
    const child = spawn(shellLine(command), { cwd, shell: true, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const pid = child.pid;
    if (pid !== undefined) track(pid);
    let ended = false;
    /** Set by `stop`: what follows (the end of stdout, the exit) is the suite's doing, not a fault. */
    let stopping = false;
    /** Set when its stdout ended while it had not exited: it was then stopped for it. */
    let closedStdout = false;
    const exited = new Promise<void>((resolve) => {
      child.on('close', () => resolve());
      child.on('error', (e) => {
        end(`the engine command could not be run: ${e.message}`);
        resolve();
      });
    });
    const end = (reason: string): void => {
      if (pid !== undefined) untrack(pid);
      if (ended) return;
      ended = true;
      events.exit(reason);
    };
    // 'close' comes after stderr is drained, so the last words are complete.
    child.on('close', (code, signal) => {
      end(
        // Killed by the suite for it; an engine already exiting keeps its own exit status, which is said instead.
        closedStdout && signal === 'SIGKILL'
          ? CLOSED_STDOUT
          : signal !== null
            ? `the engine process was killed by ${signal}`
            : `the engine process exited with code ${String(code)}`,
      );
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => tail.push(chunk));
    child.stdin.on('error', () => {
      // EPIPE when the engine has died: its exit is reported instead.
    });
    const reader = new LineReader();
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      for (const read of reader.push(chunk)) {
        const line = read.trim();
        if (line === '') continue;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          events.violation(`the engine wrote a line that is not JSON on stdout: "${shorten(line)}"`);
          continue;
        }
        events.message(value);
      }
    });
    // Its stdout ended: the engine closed it, or is exiting (then its exit status, which 'close' gives, says why).
    child.stdout.on('end', () => {
      if (ended || stopping || child.exitCode !== null || child.signalCode !== null) return;
      closedStdout = true;
      if (pid !== undefined) killGroup(pid);
    });
    // Requests sent in the same tick (an apply and the observes after it) leave in one write: one wake-up of
    // the engine instead of one per request. Joined here into one string, they cost the stream one write, where
    // corking it cost one buffered write each and a writev of them all.
    let waiting: string[] = [];
    const flush = (): void => {
      const text = waiting.join('');
      waiting = [];
      if (!ended) child.stdin.write(text);
    };
    return {
      send(request) {
        if (ended) return;
        if (waiting.length === 0) process.nextTick(flush);
        waiting.push(`${JSON.stringify(request)}\n`);
      },
      async stop() {
        stopping = true;
        if (pid !== undefined) killGroup(pid);
        child.stdin.destroy();
        await exited;
      },
      lastWords: () => tail.read(),
    };
  };
}
