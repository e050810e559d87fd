/**
 * The mutant measurements spread over worker threads (one per core): each worker measures one
 * mutant at a time (mutants.ts) and takes the next when done; rows come back in name order.
 */
import { Worker } from 'node:worker_threads';
import { type MutantOptions, type MutantRow, mutantNames } from './mutants.js';

/** Measure every mutant (or those named in `only`, or the first `limit`) on `threads` worker threads. */
export async function measureMutants(
  root: string,
  options: MutantOptions & { readonly limit?: number; readonly threads: number; readonly only?: readonly string[] },
  log: (line: string) => void,
): Promise<readonly MutantRow[]> {
  const all = mutantNames(root);
  const unknown = (options.only ?? []).filter((n) => !all.includes(n));
  if (unknown.length > 0)
    throw new Error(`--mutants: no built mutant named ${unknown.join(', ')} (see examples/mutants/)`);
  const only = options.only;
  const names = (only === undefined ? all : all.filter((n) => only.includes(n))).slice(0, options.limit);
  const rows = new Map<string, MutantRow>();
  let next = 0;
  // Node 20 does not apply `--import tsx` to a worker's own .ts entry: the worker registers tsx, then imports it.
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./mutant-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(api)}).then((m) => m.register()).then(() => import(${JSON.stringify(entry)}))`;
  const thread = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(code, { eval: true, workerData: { root, options } });
      const give = (): void => {
        const name = names[next++];
        if (name === undefined) void worker.terminate().then(() => resolve());
        else worker.postMessage(name);
      };
      worker.on('message', (row: MutantRow | 'ready') => {
        if (row !== 'ready') {
          rows.set(row.name, row);
          const found =
            row.targets.length === 0 ? 'scenarios only' : `found in ${row.foundIn}/${row.seeds.length} seeds`;
          log(`  ${row.name}: ${found}`);
        }
        give();
      });
      worker.on('error', reject);
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.threads, names.length)) }, thread));
  return names.flatMap((n) => rows.get(n) ?? []);
}
