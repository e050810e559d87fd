/**
 * The run options, in a file of their own so that the property contract (property.ts) and
 * the trace (harness/trace.ts), which property.ts imports, can both use them without a cycle.
 */
import type { GameLength } from '../generators/game-length.js';
import type { RulesEdition } from '../model/rules-edition.js';
import type { Divergence } from '../results/divergence.js';

/**
 * How a check runs, the one options type of every runner: properties, the differential check,
 * scenarios (suite/checks.ts), and traces (which only read `timeoutMs`).
 */
export interface RunOptions {
  /** Generated games per property. */
  readonly runs: number;
  readonly seed: number;
  /** fast-check replay path, to re-run one counterexample (properties only). */
  readonly path?: string;
  /** Per-call engine timeout in ms (engine start, each apply and observe). */
  readonly timeoutMs?: number;
  /** Called as each generated game starts (progress display); shrinking calls it too. */
  readonly onRun?: () => void;
  /** The rules edition to check (spec/editions.ts); absent: the newest. */
  readonly edition?: RulesEdition;
  /**
   * Shrink attempts allowed after the first failure (default `SHRINK_BUDGET`, properties/harness/shrink-budget.ts);
   * a test that only asks whether a property fails may allow few.
   */
  readonly maxShrinks?: number;
  /**
   * Time allowed for shrinking one failing check, in ms (default `DEFAULT_SHRINK_MS`,
   * properties/harness/shrink-budget.ts): a third for fast-check's shrink, the rest for the minimiser.
   */
  readonly shrinkTimeMs?: number;
  /**
   * Steps per generated game (`--game-length`); absent: each property's own length, else
   * `DEFAULT_GAME_LENGTH` (20-30). Part of what a seed and path reproduce.
   */
  readonly gameLength?: GameLength;
  /**
   * The expectations file's known divergences, by name (results/divergence.ts): every check judges past a failure
   * one of them matches (counting the games it was seen in, `PropertyResult.divergences`) and compares the rest.
   */
  readonly divergences?: Readonly<Record<string, Divergence>>;
  /**
   * The most distinct failures one check reports (issue 39): after a failure is found and shrunk, the check goes on
   * judging past it for one of another kind, until this many are found or none is left. Absent: 1, the first
   * failure only (what a test asking whether a check fails needs); `obverse check`, `runSuite` and
   * `obverse/vitest` ask for DEFAULT_MAX_FAILURES (properties/harness/search.ts).
   */
  readonly maxFailures?: number;
}
