/**
 * Loading the engine to check: the reference engine by default, a module given with
 * `--engine` (run isolated in a worker thread), or a command given with `--engine-cmd`
 * (a process speaking obverse-protocol/1). A failed load or handshake is an
 * `EngineLoadError` (exit 3) saying what was wrong, with the engine's last words.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ADAPTER_CONTRACT, type EngineAdapter, type EngineDescription } from '../adapter/engine-adapter.js';
import { referenceEngineFor } from '../engine/reference-adapter.js';
import { DEFAULT_EDITION, type RulesEdition } from '../spec/editions.js';
import { HandshakeError, IsolatedEngine, type IsolationOptions } from '../isolation/isolated-engine.js';
import { processTransport } from '../isolation/process-transport.js';
import type { TransportFactory } from '../isolation/transport.js';
import type { Capability } from '../protocol/messages.js';
import { workerTransport } from '../isolation/worker-transport.js';
import { EngineLoadError } from './errors.js';

export interface LoadedEngine {
  readonly adapter: EngineAdapter;
  readonly description: EngineDescription;
  /** Release the engine at the end of the run (stop its worker or process group), after `graceMs` at most. */
  readonly dispose: (graceMs?: number) => Promise<void>;
}

function lastWordsText(words: readonly string[]): string {
  return words.length === 0 ? '' : `\nthe engine's last words (stderr):\n${words.map((l) => `  ${l}`).join('\n')}`;
}

async function open(factory: TransportFactory, label: string, options: IsolationOptions): Promise<LoadedEngine> {
  let engine: IsolatedEngine;
  try {
    engine = await IsolatedEngine.open(factory, options);
  } catch (e) {
    if (!(e instanceof HandshakeError)) throw e;
    throw new EngineLoadError(`${label}: ${e.reason}${lastWordsText(e.lastWords)}`);
  }
  return { adapter: engine, description: engine.describe(), dispose: (graceMs) => engine.dispose(graceMs) };
}

const INDEX_FILES = ['index.js', 'index.mjs', 'index.ts', 'index.mts'];

/** A folder stands for its package.json `main` or its index file, as a package would. */
function moduleFile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const manifest = join(path, 'package.json');
  const main = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { main?: unknown }).main
    : undefined;
  const candidates = [...(typeof main === 'string' ? [main] : []), ...INDEX_FILES].map((f) => join(path, f));
  const found = candidates.find((f) => existsSync(f));
  if (found === undefined)
    throw new EngineLoadError(`engine folder ${path} has no package.json "main" and none of ${INDEX_FILES.join(', ')}`);
  return found;
}

/**
 * What the suite offers an engine, a module in a worker (`--engine`) or a command (`--engine-cmd`): requests sent
 * without waiting for each answer, views sent as deltas, and the engine's own reproduction of an action. Over a
 * pipe each round trip and each byte of JSON is paid by both processes; between threads each round trip wakes both
 * and each view is copied whole, which made a module's check about 4x the built-in reference engine's wall time. With
 * both taken up (the worker's EngineServer takes them), the default check at `--runs 20` on four one-bug mutants
 * took 1.6-2.0x less wall time and 32-44% less CPU, with the same verdicts (issue 24). An engine that takes none up
 * is driven as before.
 */
const OFFERED: readonly Capability[] = ['pipelining', 'view-deltas', 'reproduction'];

/** The engine in the module (or folder) at `path` (relative to `cwd`), run in a worker thread. */
export async function loadEngineModule(
  path: string,
  cwd: string = process.cwd(),
  options: IsolationOptions = {},
): Promise<LoadedEngine> {
  const given = resolve(cwd, path);
  if (!existsSync(given)) throw new EngineLoadError(`engine module not found: ${given}`);
  const file = moduleFile(given);
  // A module may implement GameSession.reproduce (the engine-side reproduction of counterexamples).
  return await open(workerTransport(file), `engine module ${path}`, { capabilities: OFFERED, ...options });
}

/** The engine started by the shell command `command` in `cwd`, over obverse-protocol/1. */
export function loadEngineCommand(
  command: string,
  cwd: string = process.cwd(),
  options: IsolationOptions = {},
): Promise<LoadedEngine> {
  return open(processTransport(command, cwd), `engine command "${command}"`, { capabilities: OFFERED, ...options });
}

/** The reference engine shipped with the package, in process (it is the suite's own code), playing by `edition`. */
export async function loadReferenceEngine(edition: RulesEdition = DEFAULT_EDITION): Promise<LoadedEngine> {
  const referenceEngine = referenceEngineFor(edition);
  const description = await referenceEngine.describe();
  if (description.contract !== ADAPTER_CONTRACT) throw new EngineLoadError('the reference engine is out of contract');
  return { adapter: referenceEngine, description, dispose: async () => undefined };
}
