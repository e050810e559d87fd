/** `obverse editions [diff <a> <b>]`: list the rules editions, or show what differs between two. */
import { parseArgs } from 'node:util';
import { integerOption, parsing } from '../args.js';
import { editionOption } from '../edition-option.js';
import { EXIT, UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { parsePatterns } from '../select.js';
import { type DiffOptions, editionsDiff } from './diff.js';
import { editionsListing } from './list.js';

export type EditionsOptions = { readonly kind: 'list' } | ({ readonly kind: 'diff' } & DiffOptions);

/** Runs per property in a diff: each edition's suite runs twice, so fewer than `check`'s 100. */
export const DIFF_RUNS = 30;

/** Parse `obverse editions` arguments; null for --help. */
export function parseEditionsArgs(args: readonly string[]): EditionsOptions | null {
  const { values, positionals } = parsing('editions', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: {
        runs: { type: 'string' },
        seed: { type: 'string' },
        properties: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help === true) return null;
  if (positionals.length === 0) return { kind: 'list' };
  const [sub, a, b, ...extra] = positionals;
  if (sub !== 'diff')
    throw new UsageError(`unknown editions subcommand "${sub}" (use: obverse editions diff <a> <b>)`, 'editions');
  if (a === undefined || b === undefined || extra.length > 0)
    throw new UsageError('editions diff takes two editions: obverse editions diff 2011-09-30 2026-04-17', 'editions');
  return {
    kind: 'diff',
    a: editionOption('editions', a),
    b: editionOption('editions', b),
    runs: integerOption('editions', 'runs', values.runs, DIFF_RUNS, 1),
    seed: integerOption('editions', 'seed', values.seed, 1, 0),
    ...(values.properties === undefined ? {} : { properties: parsePatterns(values.properties) }),
  };
}

/** Run `obverse editions`; returns the exit code (0: the diff is information, not a verdict). */
export async function runEditions(options: EditionsOptions, io: Io): Promise<number> {
  if (options.kind === 'list') {
    for (const line of editionsListing()) io.out(line);
    return EXIT.ok;
  }
  io.out(`obverse editions diff ${options.a} ${options.b}`);
  await editionsDiff(options, (line) => io.out(line));
  return EXIT.ok;
}
