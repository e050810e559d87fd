/**
 * `--jobs N`: the check's work units (properties and scenarios) run on N worker threads, each
 * with its own copy of the engine. Each idle worker takes the next unit in plan order; every
 * unit is seeded on its own, so the results are those of `--jobs 1`, whichever worker ran
 * them. Results are told as they finish and returned in plan order.
 */
import type { Worker } from 'node:worker_threads';
import { siblingEntry, startWorker } from '../../../isolation/start-worker.js';
import type { PropertyResult } from '../../../reports/report.js';
import { EngineLoadError } from '../../errors.js';
import type { FromWorker, ToWorker, WorkerSetup, WorkUnit } from './messages.js';

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
 * Run `units` on `jobs` workers; resolves with every result in plan (index) order. Rejects with an
 * EngineLoadError when a worker cannot load the engine, or an Error for a fault of the suite
 * itself. When `signal` aborts, the workers are stopped and the promise resolves with what finished.
 */
export function runInWorkers(
  units: readonly WorkUnit[],
  setup: WorkerSetup,
  jobs: number,
  listener: PoolListener,
  signal?: AbortSignal,
): Promise<readonly PropertyResult[]> {
  const results = new Map<number, PropertyResult>();
  // From the sources, the worker loads through tsx (isolation/start-worker.ts), as the engine worker host does.
  const entry = siblingEntry(import.meta.url, 'worker');
  const workers: { readonly worker: Worker; readonly exited: Promise<void> }[] = [];
  let next = 0;
  let settled = false;
  return new Promise((resolve, reject) => {
    const inOrder = (): readonly PropertyResult[] => [...results.entries()].sort(([a], [b]) => a - b).map(([, r]) => r);
    const finish = async (error?: Error): Promise<void> => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      const grace = error === undefined && signal?.aborted !== true ? STOP_GRACE_MS : 200;
      await Promise.all(workers.map((w) => stopWorker(w.worker, w.exited, grace)));
      if (error === undefined) resolve(inOrder());
      else reject(error);
    };
    const onAbort = (): void => void finish();
    signal?.addEventListener('abort', onAbort);
    const give = (worker: Worker): void => {
      const unit = units[next];
      if (unit === undefined) return;
      next++;
      worker.postMessage({ type: 'unit', unit } satisfies ToWorker);
    };
    const count = Math.min(jobs, units.length);
    for (let i = 0; i < count; i++) {
      const worker = startWorker(entry, { workerData: setup });
      const exited = new Promise<void>((done) => worker.once('exit', () => done()));
      workers.push({ worker, exited });
      worker.on('message', (m: FromWorker) => {
        if (settled) return;
        if (m.type === 'ready') give(worker);
        else if (m.type === 'load-error') void finish(new EngineLoadError(`a --jobs worker: ${m.message}`));
        else if (m.type === 'failure')
          void finish(new Error(`a --jobs worker failed on unit ${m.index}: ${m.message}`));
        else {
          const unit = units[m.index];
          if (unit === undefined) return;
          if (m.type === 'start') listener.onStart?.(unitId(unit));
          else if (m.type === 'run') listener.onRun?.(unitId(unit));
          else {
            results.set(m.index, m.result);
            listener.onResult(m.result);
            if (results.size === units.length) void finish();
            else give(worker);
          }
        }
      });
      worker.on('error', (e) => void finish(e instanceof Error ? e : new Error(String(e))));
      worker.on('exit', (code) => {
        if (!settled) void finish(new Error(`a --jobs worker exited early (code ${code})`));
      });
    }
    if (count === 0) void finish();
  });
}
