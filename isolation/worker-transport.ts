/**
 * An in-process engine module (`--engine`) run in a worker thread the suite can stop:
 * a hang, `process.exit` or an unhandled rejection ends the thread, not the suite.
 * Messages cross by structured clone, so the engine gets its own copy of every action. Its views cross as
 * view deltas (the worker's EngineServer takes up what the suite offers), so they are read as JSON carries them,
 * as an engine's over stdio are.
 */
import { Tail } from './fault.js';
import { siblingEntry, startWorker } from './start-worker.js';
import type { Transport, TransportEvents, TransportFactory } from './transport.js';

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** Transports that each load the module at `file` (an absolute path) in a new worker thread. */
export function workerTransport(file: string): TransportFactory {
  return (events: TransportEvents): Transport => {
    const tail = new Tail();
    // From the sources, the host loads through tsx (start-worker.ts); it loads .ts engines itself either way.
    const host = siblingEntry(import.meta.url, 'worker-host');
    const worker = startWorker(host, { workerData: { module: file }, stdout: true, stderr: true });
    let ended = false;
    const end = (reason: string): void => {
      if (ended) return;
      ended = true;
      events.exit(reason);
    };
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.stdout.setEncoding('utf8');
    worker.stderr.setEncoding('utf8');
    worker.stdout.on('data', (chunk: string) => tail.push(chunk));
    worker.stderr.on('data', (chunk: string) => tail.push(chunk));
    worker.on('message', (value: unknown) => events.message(value));
    worker.on('messageerror', (e) =>
      events.violation(`the engine sent a message that cannot be read: ${errorText(e)}`),
    );
    // An uncaught exception or unhandled rejection in the engine ends its thread.
    worker.on('error', (e) => end(`the engine crashed: ${errorText(e)}`));
    worker.on('exit', (code) => end(`the engine exited (process.exit(${code}) or the end of its thread)`));
    return {
      send(request) {
        if (!ended) worker.postMessage(request);
      },
      async stop() {
        ended = true;
        await worker.terminate();
        await exited;
      },
      lastWords: () => tail.read(),
    };
  };
}
