/**
 * `obverse engine --stdio`: serve the reference engine (or an engine module) over
 * `obverse-protocol/1` on stdin/stdout, so the suite, or anything else, can drive it
 * as an out-of-process engine.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { referenceEngine } from '../engine/reference-adapter.js';
import { importEngineModule } from '../isolation/load-module.js';
import { serveStdio } from '../protocol/stdio-server.js';
import { parsing } from './args.js';
import { tuneV8ForCheck } from './check/v8-tuning.js';
import { EXIT, UsageError } from './errors.js';
import type { Io } from './io.js';

export interface EngineServeOptions {
  /** A module to serve instead of the reference engine. */
  readonly engine?: string;
}

export function parseEngineArgs(args: readonly string[]): EngineServeOptions | null {
  const { values } = parsing('engine', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: { stdio: { type: 'boolean' }, engine: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help === true) return null;
  if (values.stdio !== true) throw new UsageError('say how to serve: --stdio (the only transport)', 'engine');
  return values.engine === undefined ? {} : { engine: values.engine };
}

/** Serve until the suite says `shutdown` or closes stdin. */
export async function runEngineServe(options: EngineServeOptions, io: Io): Promise<number> {
  // stdout carries the protocol alone: whatever the engine logs goes to stderr.
  console.log = console.info = console.debug = console.error;
  // The engine plays the check's games here, so it allocates and compiles as the check does.
  tuneV8ForCheck();
  const file = options.engine === undefined ? null : resolve(io.cwd, options.engine);
  await serveStdio(
    async () => {
      if (file === null) return referenceEngine;
      try {
        return await importEngineModule(file);
      } catch (e) {
        throw new Error(`engine module ${options.engine}: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
    { input: process.stdin, output: process.stdout, log: io.err },
    // The reference engine never changes a state or a view once made; a module might.
    { unchangingViews: file === null },
  );
  return EXIT.ok;
}
