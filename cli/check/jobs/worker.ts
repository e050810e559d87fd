/**
 * A job worker of `obverse check --jobs N`: loads its own copy of the engine (the reference
 * engine, the `--engine` module or the `--engine-cmd` process) and the properties, then runs
 * the work units the main thread hands it, one at a time, telling as each starts, as each
 * game starts, and its result.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { loadProperties } from '../../../properties/registry.js';
import { scenarioResult } from '../../../scenarios/result.js';
import { runScenario } from '../../../scenarios/runner.js';
import { type LoadedEngine, loadEngineCommand, loadEngineModule, loadReferenceEngine } from '../../engine.js';
import type { EngineSpec, FromWorker, ToWorker, WorkerSetup, WorkUnit } from './messages.js';

function portOf(): MessagePort {
  if (parentPort === null) throw new Error('cli/check/jobs/worker.ts runs only as a worker thread');
  return parentPort;
}
const port = portOf();
const setup = workerData as WorkerSetup;
const tell = (message: FromWorker): void => port.postMessage(message);

function loadEngine(spec: EngineSpec): Promise<LoadedEngine> {
  const isolation = (s: { timeoutMs?: number }) => (s.timeoutMs === undefined ? {} : { timeoutMs: s.timeoutMs });
  if (spec.kind === 'module') return loadEngineModule(spec.path, spec.cwd, isolation(spec));
  if (spec.kind === 'command') return loadEngineCommand(spec.command, spec.cwd, isolation(spec));
  return loadReferenceEngine(spec.edition);
}

async function main(): Promise<void> {
  let engine: LoadedEngine;
  try {
    engine = await loadEngine(setup.engine);
  } catch (e) {
    tell({ type: 'load-error', message: e instanceof Error ? e.message : String(e) });
    return;
  }
  const properties = new Map((await loadProperties()).map((p) => [p.id, p]));
  const run = async (unit: WorkUnit): Promise<void> => {
    const { index } = unit;
    tell({ type: 'start', index });
    if (unit.kind === 'scenario') {
      const outcome = await runScenario(engine.adapter, unit.scenario, { edition: setup.run.edition });
      const result = scenarioResult(unit.scenario, outcome, unit.dir === undefined ? {} : { dir: unit.dir });
      tell({ type: 'result', index, result });
      return;
    }
    const property = properties.get(unit.id);
    if (property === undefined) {
      tell({ type: 'failure', index, message: `no property ${unit.id} in the worker's registry` });
      return;
    }
    const result = await property.check(engine.adapter, { ...setup.run, onRun: () => tell({ type: 'run', index }) });
    tell({ type: 'result', index, result });
  };
  // Units come one at a time: the main thread sends the next one after each result.
  port.on('message', (message: ToWorker) => {
    if (message.type === 'stop') {
      // Release the engine (its worker or process group), then let the thread end.
      void engine.dispose(message.now === true ? 0 : undefined).finally(() => port.close());
      return;
    }
    const { unit } = message;
    run(unit).catch((e: unknown) =>
      tell({ type: 'failure', index: unit.index, message: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
    );
  });
  tell({ type: 'ready' });
}

void main();
