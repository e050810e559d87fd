/**
 * `obverse check` options: the parseArgs table, the parsed `CheckOptions`, and the
 * checks on each value that need nothing but the value itself. Checks that need the
 * file system or the registry happen in `prepare.ts`, still before any work.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_TIMEOUT_MS } from '../../isolation/isolated-engine.js';
import { integerOption, parsing } from '../args.js';
import { UsageError } from '../errors.js';
import { parsePatterns } from '../select.js';
import { parseShard, type Shard } from './shard.js';
import { editionOption } from '../edition-option.js';
import type { RulesEdition } from '../../spec/editions.js';
import { type GameLength, gameLengthProblem, parseGameLength } from '../../generators/game-length.js';

export const DEFAULT_RUNS = 100;
export const DEFAULT_SEED = 1;
export const DEFAULT_OUT = 'obverse-report';
/** fast-check seeds are 32-bit: a larger seed would silently play the games of a smaller one. */
export const MAX_SEED = 2 ** 32 - 1;

export interface CheckOptions {
  readonly engine?: string;
  /** A shell command starting an engine that speaks obverse-protocol/1 on stdin/stdout. */
  readonly engineCmd?: string;
  /** Per-call engine timeout in ms (isolated engines: `--engine`, `--engine-cmd`). */
  readonly timeoutMs?: number;
  readonly runs: number;
  readonly seed: number;
  readonly properties?: readonly string[];
  readonly scenarios?: string;
  /** fast-check replay path of one counterexample (with exactly one selected property). */
  readonly path?: string;
  readonly out: string;
  /** Expectations file (known failures, flaky, skipped). */
  readonly expectations?: string;
  /** Rewrite the expectations file from this run. */
  readonly updateExpectations?: boolean;
  /** `--edition`: the rules edition to check against (default: the engine's, else the newest). */
  readonly edition?: RulesEdition;
  /** `--jobs`: worker threads running checks at once (default: one per core, `os.availableParallelism()`). */
  readonly jobs?: number;
  /** `--shard k/n`: run only this share of the work (`shard.ts`). */
  readonly shard?: Shard;
  /** `--game-length <min>-<max>`: steps per generated game (default: each property's own, else 20-30). */
  readonly gameLength?: GameLength;
  /** `--max-shrinks <N>`: shrink attempts after a property's first failure (default: `SHRINK_BUDGET`, 100). */
  readonly maxShrinks?: number;
  /** `--max-failures <N>`: distinct failures one check reports, each shrunk (default: `DEFAULT_MAX_FAILURES`, 5). */
  readonly maxFailures?: number;
  /** `--shrink-time <s>`: time to shrink one failing check, in ms (default: `DEFAULT_SHRINK_MS`, 30 s). */
  readonly shrinkTimeMs?: number;
  /** `--show-not-supported`: one console line per not-supported result, instead of one line counting them. */
  readonly showNotSupported?: boolean;
}

/** The options `obverse check` accepts (node:util parseArgs table). Add a new option here and in `CheckOptions`. */
const OPTIONS = {
  engine: { type: 'string' },
  'engine-cmd': { type: 'string' },
  timeout: { type: 'string' },
  runs: { type: 'string' },
  seed: { type: 'string' },
  properties: { type: 'string' },
  scenarios: { type: 'string' },
  path: { type: 'string' },
  out: { type: 'string' },
  expectations: { type: 'string' },
  'update-expectations': { type: 'boolean' },
  edition: { type: 'string' },
  jobs: { type: 'string', short: 'j' },
  shard: { type: 'string' },
  'game-length': { type: 'string' },
  'max-shrinks': { type: 'string' },
  'max-failures': { type: 'string' },
  'shrink-time': { type: 'string' },
  'show-not-supported': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function usage(message: string): UsageError {
  return new UsageError(message, 'check');
}

function pathOption(path: string | undefined, properties: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  if (!/^\d+(:\d+)*$/.test(path)) {
    throw usage(
      `--path must be a fast-check path like "12:0:3" (from a counterexample's replay command), got "${path}"`,
    );
  }
  if (properties === undefined)
    throw usage('--path replays one counterexample: give --properties <the property id> too');
  return path;
}

function gameLengthOption(value: string | undefined): GameLength | undefined {
  if (value === undefined) return undefined;
  const length = parseGameLength(value);
  if (length === null)
    throw usage(`--game-length must be <min>-<max> or <N> steps per game, e.g. "20-30" or "12", got "${value}"`);
  const problem = gameLengthProblem(length);
  if (problem !== null) throw usage(`--game-length "${value}": ${problem}`);
  return length;
}

/** Parse `obverse check` arguments; throws UsageError. Returns null for --help. */
export function parseCheckArgs(args: readonly string[]): CheckOptions | null {
  const { values } = parsing('check', () =>
    parseArgs({ args: [...args], strict: true, allowPositionals: false, options: OPTIONS }),
  );
  if (values.help === true) return null;
  if (values.properties !== undefined && parsePatterns(values.properties).length === 0) {
    throw usage('--properties is empty: give property or scenario ids or globs, or leave it out to run everything');
  }
  if (values.out !== undefined && values.out.trim() === '') throw usage('--out is empty: give a folder for the report');
  if (values.engine !== undefined && values.engine.trim() === '')
    throw usage('--engine is empty: give the engine module');
  const seed = integerOption('check', 'seed', values.seed, DEFAULT_SEED, 0);
  if (seed > MAX_SEED) {
    throw usage(`--seed must be at most ${MAX_SEED} (fast-check seeds are 32-bit), got "${values.seed}"`);
  }
  const path = pathOption(values.path, values.properties);
  const gameLength = gameLengthOption(values['game-length']);
  if (values['update-expectations'] === true && values.expectations === undefined)
    throw usage('--update-expectations rewrites the file given with --expectations <file>: give it too');
  if (values.engine !== undefined && values['engine-cmd'] !== undefined)
    throw usage('give --engine <module> or --engine-cmd "<command>", not both');
  if (values['engine-cmd']?.trim() === '')
    throw usage('--engine-cmd needs a command, e.g. --engine-cmd "python3 my_engine.py"');
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (shard !== undefined && path !== undefined)
    throw usage('--path replays one counterexample and --shard splits a whole run: give one of them');
  return {
    ...(values.engine === undefined ? {} : { engine: values.engine }),
    ...(values['engine-cmd'] === undefined ? {} : { engineCmd: values['engine-cmd'] }),
    ...(values.timeout === undefined
      ? {}
      : { timeoutMs: integerOption('check', 'timeout', values.timeout, DEFAULT_TIMEOUT_MS, 1) }),
    runs: integerOption('check', 'runs', values.runs, DEFAULT_RUNS, 1),
    seed,
    ...(values.properties === undefined ? {} : { properties: parsePatterns(values.properties) }),
    ...(values.scenarios === undefined ? {} : { scenarios: values.scenarios }),
    ...(path === undefined ? {} : { path }),
    out: values.out ?? DEFAULT_OUT,
    ...(values.expectations === undefined ? {} : { expectations: values.expectations }),
    ...(values['update-expectations'] === true ? { updateExpectations: true } : {}),
    ...(values.edition === undefined ? {} : { edition: editionOption('check', values.edition) }),
    ...(values.jobs === undefined ? {} : { jobs: integerOption('check', 'jobs', values.jobs, 1, 1) }),
    ...(shard === undefined ? {} : { shard }),
    ...(gameLength === undefined ? {} : { gameLength }),
    ...(values['max-shrinks'] === undefined
      ? {}
      : { maxShrinks: integerOption('check', 'max-shrinks', values['max-shrinks'], 0, 0) }),
    ...(values['max-failures'] === undefined
      ? {}
      : { maxFailures: integerOption('check', 'max-failures', values['max-failures'], 1, 1) }),
    ...(values['shrink-time'] === undefined
      ? {}
      : { shrinkTimeMs: 1000 * integerOption('check', 'shrink-time', values['shrink-time'], 0, 1) }),
    ...(values['show-not-supported'] === true ? { showNotSupported: true } : {}),
  };
}
