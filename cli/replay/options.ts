/** `obverse replay <counterexample.json> [--engine <module> | --engine-cmd "<cmd>"] [--timeout <ms>]`: arguments. */
import { parseArgs } from 'node:util';
import { DEFAULT_TIMEOUT_MS } from '../../isolation/isolated-engine.js';
import { integerOption, parsing } from '../args.js';
import { UsageError } from '../errors.js';

export interface ReplayOptions {
  /** The counterexample file (`<report>/counterexamples/<id>.json`). */
  readonly file: string;
  /** Replay on this engine module instead of the one recorded in the file. */
  readonly engine?: string;
  /** Replay on the engine this command starts (obverse-protocol/1, run here) instead of the recorded one. */
  readonly engineCmd?: string;
  /** Per-call engine timeout in ms (isolated engines); absent: the recorded one, else the default. */
  readonly timeoutMs?: number;
}

/** Parse `obverse replay` arguments; throws UsageError. Returns null for --help. */
export function parseReplayArgs(args: readonly string[]): ReplayOptions | null {
  const { values, positionals } = parsing('replay', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: {
        engine: { type: 'string' },
        'engine-cmd': { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help === true) return null;
  const file = positionals[0];
  if (positionals.length !== 1 || file === undefined || file.trim() === '') {
    throw new UsageError(
      positionals.length === 0
        ? 'give the counterexample file to replay (from a report folder: counterexamples/<id>.json)'
        : `give one counterexample file, got ${positionals.length}: ${positionals.join(' ')}`,
      'replay',
    );
  }
  if (values.engine !== undefined && values.engine.trim() === '') {
    throw new UsageError('--engine is empty: give the engine module', 'replay');
  }
  if (values['engine-cmd'] !== undefined && values['engine-cmd'].trim() === '') {
    throw new UsageError('--engine-cmd needs a command, e.g. --engine-cmd "python3 my_engine.py"', 'replay');
  }
  if (values.engine !== undefined && values['engine-cmd'] !== undefined) {
    throw new UsageError('give --engine <module> or --engine-cmd "<command>", not both', 'replay');
  }
  return {
    file,
    ...(values.engine === undefined ? {} : { engine: values.engine }),
    ...(values['engine-cmd'] === undefined ? {} : { engineCmd: values['engine-cmd'] }),
    ...(values.timeout === undefined
      ? {}
      : { timeoutMs: integerOption('replay', 'timeout', values.timeout, DEFAULT_TIMEOUT_MS, 1) }),
  };
}
