/**
 * `--jobs N`: the check's work units (properties and scenarios) run on N worker threads, each with its own copy
 * of the engine. Every worker takes the next unit itself from a shared claim counter (so the costliest go first
 * and none waits to be handed one); every unit is seeded on its own, so the results are those of `--jobs 1`,
 * whichever thread ran them. Results are told as they finish and returned in plan order.
 *
 * This thread only hands out the results and the progress. It used to check units too, as a worker costs more
 * than its share of the cores (it loads the modules and the engine again, and V8 compiles them again). But this
 * thread's young generation was sized when node started, at V8's default, while every worker's is the check's
 * (v8-tuning.ts): on this thread a game's short-lived states were scavenged far more often (14% of its CPU went
 * to the collector against 6% on a worker, issue 24). With the checking on workers alone, the default check at
 * `--jobs 2` ran in 22.2 s instead of 26.1 s (medians of 5 alternating runs on a busy machine, `--jobs 1` 34.7 s).
 */
import type { Worker } from 'node:worker_threads';
import { siblingEntry, startWorker } from '../../../isolation/start-worker.js';
import type { PropertyResult } from '../../../reports/report.js';
import { EngineLoadError } from '../../errors.js';
import {
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

/** How long a worker may take to release its engine before it is stopped hard. */
const STOP_GRACE_MS = 2_000;

function unitId(unit: WorkUnit): string {
  return unit.kind === 'property' ? unit.id : unit.scenario.id;
}

async function stopWorker(worker: Worker, exited: Promise<void>, graceMs: number): Promise<void> {
  // Cut short, the worker kills its engine at once: a thread stopped hard leaves its engine's process running.
  worker.postMessage({ type: 'stop', now: graceMs < STOP_GRACE_MS } satisfies ToWorker);
  const timer = setTimeout(() => void worker.terminate(), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Run `units` (in the order given: costliest first) on `jobs` workers; resolves with every result in plan (unit
 * index) order. Rejects with an EngineLoadError when a worker cannot load the engine, or an Error for a fault of
 * the suite itself. When `signal` aborts, no further unit starts, the workers are stopped and the promise resolves
 * with what finished.
 */
export function runInWorkers(
  units: readonly WorkUnit[],
  setup: WorkerSetup,
  jobs: number,
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
    for (let i = 0; i < Math.min(jobs, units.length); i++) {
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
    if (units.length === 0) void finish();
  });
}
