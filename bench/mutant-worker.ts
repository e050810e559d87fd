/** A worker thread of mutant-pool.ts: measures the mutants it is sent, one at a time. */
import { parentPort, workerData } from 'node:worker_threads';
import { measureMutant, type MutantOptions } from './mutants.js';

const { root, options } = workerData as { root: string; options: MutantOptions };
const port = parentPort;
if (port === null) throw new Error('bench/mutant-worker.ts runs only as a worker thread');
port.on('message', (name: string) => {
  void measureMutant(root, name, options).then((row) => port.postMessage(row));
});
port.postMessage('ready');
