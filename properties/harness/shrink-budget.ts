/**
 * A deterministic bound on shrinking: after a property first fails, at most `SHRINK_BUDGET` more games are
 * tried to make the counterexample smaller; then fast-check is stopped and the smallest failure found so
 * far is reported, saying that shrinking was cut short. A count of attempts, not a time limit, so a seed and
 * a path reproduce the same counterexample on a busy machine as on an idle one.
 */
import fc from 'fast-check';

/** Shrink attempts allowed after the first failure (issue 14: one hidden-information shrink took 103 s). */
export const SHRINK_BUDGET = 1000;

export interface ShrinkBudget {
  /** Call first in the predicate: stops the run once the budget is spent. */
  readonly attempt: () => void;
  /** Call when the predicate is about to fail. */
  readonly failed: () => void;
  /** The attempts made when shrinking was cut short, else undefined. */
  readonly cutShort: () => number | undefined;
}

/**
 * The budget of one property run. Replaying a `path` shrinks nothing (budget 0, and nothing is reported cut):
 * the path already names the counterexample, which a replay reproduces exactly.
 */
export function shrinkBudgetFor(options: { readonly maxShrinks?: number; readonly path?: string }): ShrinkBudget {
  if (options.path !== undefined) return shrinkBudget(0, false);
  return shrinkBudget(options.maxShrinks ?? SHRINK_BUDGET);
}

export function shrinkBudget(budget: number = SHRINK_BUDGET, report = true): ShrinkBudget {
  let failing = false;
  let attempts = 0;
  let cut = false;
  return {
    attempt: () => {
      if (!failing) return;
      if (attempts >= budget) {
        cut = true;
        // An interrupting precondition failure ends fast-check's run, keeping the last failure as the counterexample.
        throw new fc.PreconditionFailure(true);
      }
      attempts++;
    },
    failed: () => {
      failing = true;
    },
    cutShort: () => (cut && report ? attempts : undefined),
  };
}
