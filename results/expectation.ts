/**
 * What an expectations file (`obverse-expectations/1` and `/2`, suite/expectations/) says of one check, as the
 * results carry it and the checks read it: below both, so that properties/ and results/ import it downward.
 */

export const EXPECTATION_STATUSES = ['fail', 'flaky', 'skip'] as const;
export type ExpectationStatus = (typeof EXPECTATION_STATUSES)[number];

/** What a known failure looks like: a counterexample (`failed`, the default) or an engine error. */
export const EXPECTED_OUTCOMES = ['failed', 'error'] as const;
export type ExpectedOutcome = (typeof EXPECTED_OUTCOMES)[number];

/** One id's expectation. */
export interface Expectation {
  readonly status: ExpectationStatus;
  /** Why (a `fail` needs a reason or a link). */
  readonly reason?: string;
  /** A bug tracker link. */
  readonly link?: string;
  /** For `fail`: which bad outcome is known (default `failed`); the other one is unexpected. */
  readonly outcome?: ExpectedOutcome;
  /**
   * For `fail` and `flaky`: which failure is known; a failure of this check that does not match it is
   * unexpected. Absent: any failure.
   */
  readonly match?: FailureMatch;
}

/** The fields of a `match`, in the schema's order. */
export const MATCH_FIELDS = ['action', 'field', 'message'] as const;

/** The failure an expectation knows: every field given must hold. */
export interface FailureMatch {
  /** The kind of the failing step's action (`transform`, `draw`), or `setup` for a failure right after setup. */
  readonly action?: string;
  /**
   * The differing field: the end of the place the failure names (`power`, `characteristics.power`; the
   * differential's `referee.battlefield[o5].characteristics.power`, a scenario's `expect.views.P2[0].match.name`).
   */
  readonly field?: string;
  /** Text the failure's message contains. */
  readonly message?: string;
}

/** What a failure shows: its message and the kind of the failing step's action (`setup` right after setup). */
export interface FailureSeen {
  readonly message: string;
  readonly action: string;
}

/**
 * The place a failure's message names, when it names one: the differential's `at <path>:` and a scenario's
 * `expect.<path>:`, with list positions and ids dropped (`referee.battlefield.characteristics.power`).
 */
export function placeOf(message: string): string | null {
  const found = / at ([\w.[\]#-]+): /.exec(message) ?? /(?:^|: )(expect\.[\w.[\]#-]+): /.exec(message);
  return found?.[1] === undefined ? null : found[1].replace(/\[[^\]]*\]/g, '');
}

/** Whether `seen` is the failure `match` describes (every field it gives must hold). */
export function failureMatches(match: FailureMatch, seen: FailureSeen): boolean {
  if (match.action !== undefined && match.action !== seen.action) return false;
  if (match.message !== undefined && !seen.message.includes(match.message)) return false;
  if (match.field !== undefined) {
    const place = placeOf(seen.message);
    const field = match.field.replace(/\[[^\]]*\]/g, '');
    if (place === null || !(place === field || place.endsWith(`.${field}`))) return false;
  }
  return true;
}

/** The match in words, for messages: `a failure at a transform step in field power`. */
export function matchText(match: FailureMatch): string {
  const parts = [
    match.action === undefined ? null : `at a ${match.action} step`,
    match.field === undefined ? null : `in field ${match.field}`,
    match.message === undefined ? null : `saying "${match.message}"`,
  ].filter((p) => p !== null);
  return parts.length === 0 ? 'any failure' : `a failure ${parts.join(' ')}`;
}
