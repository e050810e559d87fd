/** `obverse replay <counterexample.json> [--engine <module>]`: arguments. */
import { parseArgs } from 'node:util';
import { parsing } from '../args.js';
import { UsageError } from '../errors.js';

export interface ReplayOptions {
  /** The counterexample file (`<report>/counterexamples/<id>.json`). */
  readonly file: string;
  /** Replay on this engine module instead of the one recorded in the file. */
  readonly engine?: string;
}

/** Parse `obverse replay` arguments; throws UsageError. Returns null for --help. */
export function parseReplayArgs(args: readonly string[]): ReplayOptions | null {
  const { values, positionals } = parsing('replay', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: { engine: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
  return { file, ...(values.engine === undefined ? {} : { engine: values.engine }) };
}
