/**
 * Bounds on shrinking. After a property first fails, fast-check may try at most `SHRINK_BUDGET` more games
 * (a count, so a seed and a path give the same counterexample on a busy machine as on an idle one) and at
 * most a sixth of the shrink time (`DEFAULT_SHRINK_MS`, `--shrink-time`); then it is stopped, the smallest failure
 * found so far is kept, and the report says shrinking was cut short. The minimiser (minimise.ts) then has
 * the rest of the time and its own count of attempts; its result is the game itself, recorded in the report.
 */
import fc from 'fast-check';

/**
 * fast-check's shrink attempts after the first failure (issue 14: one hidden-information shrink took 103 s). Issue
 * 24 lowered it from 1000: the minimiser, which takes whole parts away, does the rest in fewer games (measured on a
 * busy machine: after fast-check's stage was stopped by time at 9 to 350 attempts, the minimiser still ended at one
 * card in about 20 games), and a one-bug engine's check then costs little more CPU than a clean one.
 */
export const SHRINK_BUDGET = 100;

/** Shrink time per failing check, both stages together (issue 24: an author waits this long, not minutes). */
export const DEFAULT_SHRINK_MS = 30_000;

/**
 * fast-check's share of the shrink time: the minimiser, which removes whole parts of the game, does more per game
 * played than fast-check's shrink, which tries smaller values one at a time. Issue 24 lowered it from a third: on
 * 708/no-hidden-information-leak, fast-check's stage used its whole 10 s on games of 24 to 32 cards, after which the
 * minimiser reached one card in 12 games and under 0.1 s; on a loaded machine the time left to the minimiser
 * decided how small the report's game was.
 */
export const FAST_CHECK_SHARE = 1 / 6;

/** Games the minimiser may play when `maxShrinks` is not given. */
export const MINIMISE_BUDGET = 1000;

export interface ShrinkBudget {
  /** Call first in the predicate: stops the run once the budget is spent. */
  readonly attempt: () => void;
  /** Call when the predicate is about to fail. */
  readonly failed: () => void;
  /** The attempts made when shrinking was cut short, else undefined. */
  readonly cutShort: () => number | undefined;
  /** When the first failure was found (`performance.now()`), else undefined. */
  readonly firstFailureAt: () => number | undefined;
}

/**
 * The budget of one property run. Replaying a `path` shrinks nothing (budget 0, and nothing is reported cut):
 * the path already names the counterexample, which a replay reproduces exactly.
 */
export function shrinkBudgetFor(options: {
  readonly maxShrinks?: number;
  readonly path?: string;
  readonly shrinkTimeMs?: number;
}): ShrinkBudget {
  if (options.path !== undefined) return shrinkBudget(0, false);
  return shrinkBudget(
    options.maxShrinks ?? SHRINK_BUDGET,
    true,
    (options.shrinkTimeMs ?? DEFAULT_SHRINK_MS) * FAST_CHECK_SHARE,
  );
}

export function shrinkBudget(budget: number = SHRINK_BUDGET, report = true, timeMs = Infinity): ShrinkBudget {
  let failedAt: number | undefined;
  let attempts = 0;
  let cut = false;
  return {
    attempt: () => {
      if (failedAt === undefined) return;
      if (attempts >= budget || performance.now() - failedAt >= timeMs) {
        cut = true;
        // An interrupting precondition failure ends fast-check's run, keeping the last failure as the counterexample.
        throw new fc.PreconditionFailure(true);
      }
      attempts++;
    },
    failed: () => {
      failedAt ??= performance.now();
    },
    cutShort: () => (cut && report ? attempts : undefined),
    firstFailureAt: () => failedAt,
  };
}
