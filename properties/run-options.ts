/**
 * The run options, in a file of their own so that the property contract (property.ts) and
 * the trace (harness/trace.ts), which property.ts imports, can both use them without a cycle.
 */
import type { GameLength } from '../generators/game-length.js';
import type { RulesEdition } from '../model/rules-edition.js';
import type { FailureMatch } from '../suite/expectations/format.js';

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
   * Known failures by check id, from the expectations file's `match` entries: the differential check passes over
   * games whose divergence matches its entry and keeps looking for another kind (reporting the known one only when
   * it finds nothing else), so a known divergence does not hide a new one.
   */
  readonly known?: Readonly<Record<string, FailureMatch>>;
}
