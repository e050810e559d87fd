/** What a property reports when the rules were broken at a step. */
import type { FailureKind } from '../../results/divergence.js';

export interface Violation {
  readonly message: string;
  readonly expected: unknown;
  readonly actual: unknown;
  /**
   * The view path it is about, viewer first (`P1.battlefield[o3].characteristics.name`): what tells it from other
   * failures of the check, and what an expectations file's divergence `path` matches (harness/kind.ts).
   */
  readonly at?: string;
  /** The event kind it is about, when it is about one the engine did or did not report (`revealed`). */
  readonly event?: string;
  /** The clauses it breaks; absent: those its message cites. */
  readonly clauses?: readonly string[];
  /** Its kind, when the check knows it better than the harness would work it out (the differential's). */
  readonly kind?: FailureKind;
}

/** What a violation is about, beyond its message (`at`, `event`, `clauses`). */
export type About = Pick<Violation, 'at' | 'event' | 'clauses'>;

export function violation(message: string, expected: unknown, actual: unknown, about: About = {}): Violation {
  return { message, expected, actual, ...about };
}

/** The first non-null violation among checks run in order, or null. */
export function firstViolation(...checks: readonly (() => Violation | null)[]): Violation | null {
  for (const check of checks) {
    const v = check();
    if (v) return v;
  }
  return null;
}

/**
 * Every violation among checks run in order (an empty list when none): a property whose step can break its rule in
 * several independent ways returns them all, so that a known one (an expectations file's divergence, a failure
 * already found) does not keep the others from being judged in the same step.
 */
export function allViolations(...checks: readonly (() => Violation | readonly Violation[] | null)[]): Violation[] {
  return checks.flatMap((check) => {
    const v = check();
    return v === null ? [] : Array.isArray(v) ? v : [v as Violation];
  });
}
