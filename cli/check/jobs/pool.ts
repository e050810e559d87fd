/**
 * `--jobs N`: the check's work units (properties and scenarios) run on N threads: this one and N-1
 * worker threads, each with its own copy of the engine. Every thread takes the next unit itself from a
 * shared claim counter (so the costliest go first and none waits to be handed one); every unit is
 * seeded on its own, so the results are those of `--jobs 1`, whichever thread ran them. Results are
 * told as they finish and returned in plan order.
 *
 * This thread takes part because a worker costs more than its share of the cores: each loads the
 * modules and V8 compiles the engine and harness again for it (issue 24 measured that compilation as
 * a third of a check's CPU); this thread has done both already.
 */
import type { Worker } from 'node:worker_threads';
import { siblingEntry, startWorker } from '../../../isolation/start-worker.js';
import type { PropertyResult } from '../../../reports/report.js';
import { EngineLoadError } from '../../errors.js';
import {
  CLAIM_NEXT,
  CLAIM_STOP,
  type FromWorker,
  type ToWorker,
  type WorkerData,
  type WorkerSetup,
  type WorkUnit,
} from './messages.js';

/** What the pool tells as it goes (the check's progress listener). */
export interface PoolListener {
  readonly onStart?: (id: string) => void;
  readonly onRun?: (id: string) => void;
  readonly onResult: (result: PropertyResult) => void;
}

/** Runs a unit on this thread (with the engine the check loaded); `onRun` hears each game start. */
export type RunHere = (unit: WorkUnit, onRun: () => void) => Promise<PropertyResult>;

/** How long a worker may take to release its engine before it is stopped hard. */
const STOP_GRACE_MS = 2_000;

function unitId(unit: WorkUnit): string {
  return unit.kind === 'property' ? unit.id : unit.scenario.id;
}

function messageOf(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}

async function stopWorker(worker: Worker, exited: Promise<void>, graceMs: number): Promise<void> {
  // Cut short, the worker kills its engine at once: a thread stopped hard leaves its engine's process running.
  worker.postMessage({ type: 'stop', now: graceMs < STOP_GRACE_MS } satisfies ToWorker);
  const timer = setTimeout(() => void worker.terminate(), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Let worker messages (results, progress) in between this thread's units. */
const yieldToMessages = (): Promise<void> => new Promise((done) => setImmediate(done));

/**
 * Run `units` (in the order given: costliest first) on this thread with `here` and on `jobs - 1` workers;
 * resolves with every result in plan (unit index) order. Rejects with an EngineLoadError when a worker cannot
 * load the engine, or an Error for a fault of the suite itself. When `signal` aborts, no further unit starts,
 * the workers are stopped and the promise resolves with what finished.
 */
export function runInWorkers(
  units: readonly WorkUnit[],
  setup: WorkerSetup,
  jobs: number,
  here: RunHere,
  listener: PoolListener,
  signal?: AbortSignal,
): Promise<readonly PropertyResult[]> {
  const results = new Map<number, PropertyResult>();
  const claims = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const claim = new Int32Array(claims);
  // From the sources, the worker loads through tsx (isolation/start-worker.ts), as the engine worker host does.
  const entry = siblingEntry(import.meta.url, 'worker');
  const workers: { readonly worker: Worker; readonly exited: Promise<void> }[] = [];
  let settled = false;
  return new Promise((resolve, reject) => {
    const inOrder = (): readonly PropertyResult[] => [...results.entries()].sort(([a], [b]) => a - b).map(([, r]) => r);
    const finish = async (error?: Error): Promise<void> => {
      if (settled) return;
      settled = true;
      Atomics.store(claim, CLAIM_STOP, 1);
      signal?.removeEventListener('abort', onAbort);
      const grace = error === undefined && signal?.aborted !== true ? STOP_GRACE_MS : 200;
      await Promise.all(workers.map((w) => stopWorker(w.worker, w.exited, grace)));
      if (error === undefined) resolve(inOrder());
      else reject(error);
    };
    const onAbort = (): void => void finish();
    signal?.addEventListener('abort', onAbort);
    const record = (unit: WorkUnit, result: PropertyResult): void => {
      if (settled) return;
      results.set(unit.index, result);
      listener.onResult(result);
      if (results.size === units.length) void finish();
    };
    const workerData: WorkerData = { ...setup, units, claims };
    for (let i = 0; i < Math.min(jobs, units.length) - 1; i++) {
      const worker = startWorker(entry, { workerData });
      const exited = new Promise<void>((done) => worker.once('exit', () => done()));
      workers.push({ worker, exited });
      worker.on('message', (m: FromWorker) => {
        if (settled) return;
        if (m.type === 'load-error') {
          void finish(new EngineLoadError(`a --jobs worker: ${m.message}`));
          return;
        }
        const unit = units[m.index];
        if (unit === undefined) return;
        if (m.type === 'failure') void finish(new Error(`a --jobs worker failed on ${unitId(unit)}: ${m.message}`));
        else if (m.type === 'start') listener.onStart?.(unitId(unit));
        else if (m.type === 'run') listener.onRun?.(unitId(unit));
        else record(unit, m.result);
      });
      worker.on('error', (e) => void finish(e instanceof Error ? e : new Error(String(e))));
      worker.on('exit', (code) => {
        if (!settled) void finish(new Error(`a --jobs worker exited early (code ${code})`));
      });
    }
    // This thread's share: the next unit no thread has taken, until none is left or the run stops.
    const takeHere = async (): Promise<void> => {
      while (!settled && Atomics.load(claim, CLAIM_STOP) === 0) {
        const unit = units[Atomics.add(claim, CLAIM_NEXT, 1)];
        if (unit === undefined) return;
        listener.onStart?.(unitId(unit));
        record(unit, await here(unit, () => listener.onRun?.(unitId(unit))));
        await yieldToMessages();
      }
    };
    if (units.length === 0) void finish();
    else takeHere().catch((e: unknown) => void finish(new Error(`the check failed: ${messageOf(e)}`)));
  });
}
