/**
 * Expectations files (`obverse-expectations/1`, schema docs/expectations.schema.json):
 * what an engine with known bugs is expected to do, per property or scenario id, so a CI
 * gate fails on regressions only. An entry says `fail` (a known failure, with a reason or
 * a link), `flaky` (may pass or fail) or `skip` (do not run).
 */
export const EXPECTATIONS_FORMAT = 'obverse-expectations/1' as const;

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
}

export interface ExpectationsFile {
  readonly format: typeof EXPECTATIONS_FORMAT;
  /** Property and scenario ids to their expectation. */
  readonly expectations: Readonly<Record<string, Expectation>>;
}
