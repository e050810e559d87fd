/**
 * Contract 4: `report.json`, the canonical result of a check. Markdown, HTML,
 * JUnit and annotations are rendered from it.
 *
 * Version: `obverse-report/1`.
 */
import type { Action } from '../adapter/action.js';
import type { GameSetup } from '../model/setup.js';
import type { Expectation } from '../suite/expectations/format.js';

export const REPORT_FORMAT = 'obverse-report/1' as const;

export const STATUSES = ['passed', 'failed', 'error', 'not-supported', 'expected-failure', 'unexpected-pass'] as const;
export type Status = (typeof STATUSES)[number];

/** A shrunk, replayable counterexample (DESIGN.md contract 4). */
export interface Counterexample {
  /** fast-check seed and path: `obverse check --seed <seed> --path <path>` replays it. */
  readonly seed: number;
  readonly path: string;
  readonly setup: GameSetup;
  /** The actions as given to the engine (ids resolved in that run). */
  readonly actions: readonly Action[];
  /** The same actions, readable ("cloak top of P1 library"). */
  readonly steps: readonly string[];
  /** Index in `actions` of the step after which the property failed (-1: right after setup). */
  readonly failingStep: number;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly message: string;
  /** A shell command that replays it. */
  readonly replay: string;
  /** For an engine error: the engine's last lines on stderr, if it said anything. */
  readonly engineStderr?: readonly string[];
}

/** The result of one property or scenario. */
export interface PropertyResult {
  readonly id: string;
  readonly kind: 'property' | 'scenario' | 'differential';
  readonly description: string;
  readonly rules: readonly string[];
  readonly mechanics: readonly string[];
  readonly status: Status;
  readonly runs: number;
  readonly durationMs: number;
  readonly counterexample?: Counterexample;
  /** For `error` and `not-supported`: what happened. */
  readonly message?: string;
  /**
   * Runs discarded because the engine answered an action with the coded rejection
   * `unsupported` (never a failure): how many, and how many per reason (action kind: message).
   */
  readonly discarded?: Discarded;
  /** The expectations file's entry for this id, when a file was given and names it. */
  readonly expectation?: Expectation;
}

export interface Discarded {
  readonly runs: number;
  readonly reasons: Readonly<Record<string, number>>;
}

/** With `--expectations`: the file, which results were unexpected, and which checks it skipped. */
export interface ExpectationsSummary {
  readonly file: string;
  /** Ids whose result is unexpected (`failed`, `error`, `unexpected-pass`): what fails the check. */
  readonly unexpected: readonly string[];
  /** Ids the file says to skip: not run. */
  readonly skipped: readonly string[];
}

export interface Report {
  readonly format: typeof REPORT_FORMAT;
  readonly engine: { readonly name: string; readonly version: string };
  readonly edition: string;
  readonly seed: number;
  readonly runs: number;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly summary: Readonly<Record<Status, number>>;
  readonly properties: readonly PropertyResult[];
  readonly expectations?: ExpectationsSummary;
}
