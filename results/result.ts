/**
 * The result of one check (property, scenario or differential) and its counterexample: what the
 * checks produce and the reports render, so it sits below both. report.json (reports/report.ts)
 * and the counterexample file carry these types unchanged.
 */
import type { Action } from '../adapter/action.js';
import type { EngineReproduction, ReproductionRun } from '../adapter/engine-reproduction.js';
import type { PlayerId } from '../model/ids.js';
import type { GameSetup } from '../model/setup.js';
import type { GameView } from '../model/view.js';
import type { FailureKind, JudgedPast } from './divergence.js';
import type { Expectation } from './expectation.js';

/**
 * `not-reached` (issue 39): the check passed, but none of the games it judged reached what it checks (its subject:
 * a transform that happened, a face-down permanent turned face up), so it judged nothing: neither a pass nor a
 * failure. Reports written before it never have it.
 */
export const STATUSES = [
  'passed',
  'failed',
  'error',
  'not-supported',
  'expected-failure',
  'unexpected-pass',
  'not-reached',
] as const;
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
  /**
   * A shell command that replays it against the same engine (`obverse replay <file>`, with the
   * engine named), writing nothing into the report folder it came from.
   */
  readonly replay: string;
  /** Every view right after the failing step (right after setup when `failingStep` is -1): the board. */
  readonly board?: Board;
  /** Files written beside the report for this counterexample, relative to the report folder. */
  readonly files?: CounterexampleFiles;
  /** Whether the scenario file written for it fails on the engine that was checked (it was run there). */
  readonly scenarioReproduces?: boolean;
  /** For an engine error: the engine's last lines on stderr, if it said anything. */
  readonly engineStderr?: readonly string[];
  /**
   * Present when shrinking was cut short: the shrink attempts made before the budget stopped it. The
   * counterexample still fails, but a smaller one may exist.
   */
  readonly shrinkCutShort?: number;
  /** How big the counterexample is: cards and tokens in its setup, actions up to the failing one. */
  readonly size?: CounterexampleSize;
  /**
   * True when no single removal (of an action, or of a card or zone of the setup) still fails the same way;
   * false when that is not known (shrinking stopped at its budget first, or was not tried).
   */
  readonly locallyMinimal?: boolean;
  /** What shrinking spent, both stages (fast-check's, then the minimiser's). */
  readonly shrinking?: ShrinkingSpent;
  /** The failing game as the engine itself plays it, without Obverse (engines that implement `reproduce`). */
  readonly engineReproduction?: EngineReproduction;
  /** What the failure is about (a view path, an event, the clauses it cites): what tells it from other failures. */
  readonly failureKind?: FailureKind;
  /**
   * What the check judged past when it found this failure: the expectations file's divergences and the failures it
   * had found already. Replaying it judges past them too, so it shows this failure and not one of those.
   */
  readonly judgedPast?: JudgedPast;
  /**
   * For an engine that implements `reproduce`: whether its reproduction, run by the suite, shows the deviation (exit
   * 1). A failure whose reproduction does not is unconfirmed (adapter/engine-reproduction.ts).
   */
  readonly engineReproductionRun?: ReproductionRun;
}

/** A failure of another kind than the result's `counterexample`, found after it (issue 39), shrunk on its own. */
export interface OtherFailure {
  /** `failed`, `error`, or `expected-failure` when the expectations file knows it. */
  readonly status: Extract<Status, 'failed' | 'error' | 'expected-failure'>;
  readonly counterexample: Counterexample;
  /** For `error` and an expected failure: what happened, as a result's `message` says it. */
  readonly message?: string;
  readonly engineFault?: true;
}

export interface CounterexampleSize {
  readonly cards: number;
  readonly actions: number;
}

export interface ShrinkingSpent {
  /** Games played by the minimiser, after fast-check's shrink. */
  readonly attempts: number;
  /** Wall time of both stages, from the first failure, in ms. */
  readonly ms: number;
  /** The time allowed, in ms. */
  readonly budgetMs: number;
  /** Why it stopped before the counterexample was known to be locally minimal, when it did. */
  readonly stoppedBy?: 'attempts' | 'time';
}

/** Every view at one moment: the referee's and each player's. */
export interface Board {
  readonly referee: GameView;
  readonly players: Readonly<Record<PlayerId, GameView>>;
}

export interface CounterexampleFiles {
  /** `counterexamples/<id>.json`: what `obverse replay` takes. */
  readonly counterexample: string;
  /** `scenarios/<id>.json`: a scenario that runs with `--scenarios` as a regression test. */
  readonly scenario?: string;
  /** Why no scenario was written (e.g. the failure is right after setup). */
  readonly noScenario?: string;
  /** The engine's own state before the failing step, when it gave an engine-side reproduction. */
  readonly engineState?: string;
  /** The engine's own script replaying the failing step, when it gave one. */
  readonly engineScript?: string;
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
   * For `error`: the engine faulted (did not answer in time, crashed or exited, answered something malformed) and
   * was stopped. A fault is not shrunk (its counterexample is the game that faulted) nor replayed; several in a
   * row mark the engine broken (`Report.engineBroken`).
   */
  readonly engineFault?: true;
  /**
   * Runs discarded because the engine answered an action with the coded rejection
   * `unsupported` (never a failure): how many, and how many per reason (action kind: message).
   */
  readonly discarded?: Discarded;
  /** The expectations file's entry for this id, when a file was given and names it. */
  readonly expectation?: Expectation;
  /**
   * Failures of other kinds than `counterexample`'s, each found judging past those before it and shrunk on its own
   * (`RunOptions.maxFailures`): the first is the headline, these the rest, in the order found.
   */
  readonly otherFailures?: readonly OtherFailure[];
  /** The expectations file's known divergences this check judged past: name to the games they were seen in. */
  readonly divergences?: Readonly<Record<string, number>>;
  /** What the check judges (its subject), in words: `a face-down permanent turned face up`. */
  readonly subject?: string;
  /** Of the games it judged, how many reached its subject (absent for checks that do not count it). */
  readonly reached?: number;
}

export interface Discarded {
  readonly runs: number;
  readonly reasons: Readonly<Record<string, number>>;
}
