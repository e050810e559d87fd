/**
 * Contract 4: `report.json`, the canonical result of a check. Markdown, HTML,
 * JUnit and annotations are rendered from it.
 *
 * Version: `obverse-report/1`.
 */
import type { EngineReproduction } from '../adapter/engine-reproduction.js';
import type { Action } from '../adapter/action.js';
import type { PlayerId } from '../model/ids.js';
import type { GameSetup } from '../model/setup.js';
import type { Expectation } from '../suite/expectations/format.js';
import type { GameView } from '../model/view.js';

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
  /** The failing step as the engine itself replays it, without Obverse (engines that implement `reproduce`). */
  readonly engineReproduction?: EngineReproduction;
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

/** The engine a report is about, and how to load it again. */
export interface EngineRef {
  readonly name: string;
  readonly version: string;
  /** The `--engine` module, as an absolute path (absent for the reference engine). */
  readonly module?: string;
  /** The `--engine-cmd` shell command, which `obverse replay` runs again (in `cwd`, over `protocol`). */
  readonly command?: string;
  /** The absolute folder the command ran in (its relative paths are relative to it). */
  readonly cwd?: string;
  /** The protocol the command's engine spoke, `obverse-protocol/1`. */
  readonly protocol?: string;
  /** The per-call engine timeout given with `--timeout`, in ms (absent: the default). */
  readonly timeoutMs?: number;
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
  readonly engine: EngineRef;
  readonly edition: string;
  readonly seed: number;
  readonly runs: number;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly summary: Readonly<Record<Status, number>>;
  readonly properties: readonly PropertyResult[];
  readonly expectations?: ExpectationsSummary;
  /** The summaries of every clause cited by a result, in our own words (spec/clauses.ts). */
  readonly clauses?: Readonly<Record<string, string>>;
  /** True when the run was stopped (Ctrl-C, SIGTERM) before everything selected had run. */
  readonly interrupted?: boolean;
  /** For a run with `--shard k/n`: which share this report holds; `obverse merge` joins the shares. */
  readonly shard?: ShardInfo;
}

/** One share of a sharded run (`obverse check --shard k/n`). */
export interface ShardInfo {
  /** k: which share, from 1. */
  readonly index: number;
  /** n: how many shares the run was split into. */
  readonly total: number;
  /** Every check id of the whole run, in report order: what the merged report holds, in this order. */
  readonly plan: readonly string[];
}
