/** `obverse merge <dirs...> [--out <dir>]`: the shard report folders to join, and where. */
import { parseArgs } from 'node:util';
import { parsing } from '../args.js';
import { UsageError } from '../errors.js';

export const DEFAULT_MERGE_OUT = 'obverse-report';

export interface MergeOptions {
  /** The shard report folders (each written by `obverse check --shard k/n --out <dir>`). */
  readonly dirs: readonly string[];
  readonly out: string;
}

/** Parse `obverse merge` arguments; throws UsageError; null for --help. */
export function parseMergeArgs(args: readonly string[]): MergeOptions | null {
  const { values, positionals } = parsing('merge', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }),
  );
  if (values.help === true) return null;
  if (positionals.length === 0)
    throw new UsageError('give the shard report folders to merge, e.g. obverse merge shard-1 shard-2', 'merge');
  if (values.out !== undefined && values.out.trim() === '')
    throw new UsageError('--out is empty: give a folder for the merged report', 'merge');
  return { dirs: positionals, out: values.out ?? DEFAULT_MERGE_OUT };
}
