/**
 * A job worker of `obverse check --jobs N`: loads its own copy of the engine (the reference
 * engine, the `--engine` module or the `--engine-cmd` process) and the properties, then takes
 * the run's units one at a time from the shared claim counter until none is left, telling as
 * each starts, as each game starts, and its result.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { loadProperties } from '../../../properties/registry.js';
import { type LoadedEngine, loadEngineCommand, loadEngineModule, loadReferenceEngine } from '../../engine.js';
import {
  CLAIM_NEXT,
  CLAIM_STOP,
  type EngineSpec,
  type FromWorker,
  type ToWorker,
  type WorkerData,
} from './messages.js';
import { runUnit } from './unit.js';

function portOf(): MessagePort {
  if (parentPort === null) throw new Error('cli/check/jobs/worker.ts runs only as a worker thread');
  return parentPort;
}
const port = portOf();
const data = workerData as WorkerData;
const claims = new Int32Array(data.claims);
const tell = (message: FromWorker): void => port.postMessage(message);

function loadEngine(spec: EngineSpec): Promise<LoadedEngine> {
  const isolation = (s: { timeoutMs?: number }) => (s.timeoutMs === undefined ? {} : { timeoutMs: s.timeoutMs });
  if (spec.kind === 'module') return loadEngineModule(spec.path, spec.cwd, isolation(spec));
  if (spec.kind === 'command') return loadEngineCommand(spec.command, spec.cwd, isolation(spec));
  return loadReferenceEngine(spec.edition);
}

/** Let queued messages (a stop) in between units. */
const yieldToMessages = (): Promise<void> => new Promise((done) => setImmediate(done));

async function main(): Promise<void> {
  const loading = loadEngine(data.engine);
  // A stop (heard between units, or while the engine loads) releases the engine (its worker or process
  // group) once it is loaded, then lets the thread end.
  port.on('message', (message: ToWorker) => {
    Atomics.store(claims, CLAIM_STOP, 1);
    const release = (e: LoadedEngine): Promise<void> => e.dispose(message.now === true ? 0 : undefined);
    void loading.then(release, () => undefined).finally(() => port.close());
  });
  let engine: LoadedEngine;
  try {
    engine = await loading;
  } catch (e) {
    tell({ type: 'load-error', message: e instanceof Error ? e.message : String(e) });
    return;
  }
  const properties = new Map((await loadProperties()).map((p) => [p.id, p]));
  for (;;) {
    await yieldToMessages();
    if (Atomics.load(claims, CLAIM_STOP) !== 0) return;
    const index = Atomics.add(claims, CLAIM_NEXT, 1);
    const unit = data.units[index];
    if (unit === undefined) return;
    tell({ type: 'start', index });
    try {
      const result = await runUnit(engine.adapter, properties, data.run, unit, () => tell({ type: 'run', index }));
      tell({ type: 'result', index, result });
    } catch (e) {
      tell({ type: 'failure', index, message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      return;
    }
  }
}

void main();
