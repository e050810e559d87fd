/**
 * Starting a worker thread on one of the suite's own modules, from the build or from the sources.
 * From dist/ the entry is plain JavaScript. From the TypeScript sources (`tsx cli/main.ts`, tests)
 * the worker must load a `.ts` entry: Node 20 does not apply an `--import tsx` given in a worker's
 * `execArgv` to that worker's own entry ("Unknown file extension .ts"), so a small bootstrap
 * registers tsx's loader inside the worker first and then imports the entry.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The `.ts` entry beside the caller when it runs from source, else the built `.js` one. */
export function siblingEntry(callerUrl: string, name: string): URL {
  return new URL(callerUrl.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, callerUrl);
}

/** A worker running `entry`; a `.ts` entry loads through tsx, registered in the worker before the import. */
export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  // The ESM build of tsx's API, resolved here: the bootstrap has no module of its own to resolve from.
  const tsx = import.meta.resolve('tsx/esm/api');
  // A rejection here (tsx missing, the entry failing to load) is the worker's uncaught error: its 'error' event.
  const bootstrap =
    `import(${JSON.stringify(tsx)})` +
    `.then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
