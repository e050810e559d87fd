/**
 * Contract 4: `report.json`, the canonical result of a check. Markdown, HTML,
 * JUnit and annotations are rendered from it.
 *
 * Version: `obverse-report/1`.
 */
import type { PropertyResult, Status } from '../results/result.js';

// The result types live below the checks and the reports (results/result.ts); report.json carries them.
export {
  type Board,
  type Counterexample,
  type CounterexampleFiles,
  type CounterexampleSize,
  type ShrinkingSpent,
  type Discarded,
  type OtherFailure,
  type PropertyResult,
  STATUSES,
  type Status,
} from '../results/result.js';
export type { Divergence, FailureKind, JudgedPast } from '../results/divergence.js';

export const REPORT_FORMAT = 'obverse-report/1' as const;

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

/** With `--expectations`: the file, which results were unexpected, and which checks it skipped. */
export interface ExpectationsSummary {
  readonly file: string;
  /** Ids whose result is unexpected (`failed`, `error`, `unexpected-pass`): what fails the check. */
  readonly unexpected: readonly string[];
  /** Ids the file says to skip: not run. */
  readonly skipped: readonly string[];
  /** The file's known divergences: those some check judged past in this run, and those none met. */
  readonly divergences?: { readonly seen: readonly string[]; readonly unseen: readonly string[] };
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
  /** Set when the engine was found broken and the rest of the run was not played. */
  readonly engineBroken?: EngineBroken;
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

/** An engine that faulted on several checks in a row: the checks after them were not run. */
export interface EngineBroken {
  /** Why, in one line: how many checks in a row faulted, and the last fault. */
  readonly reason: string;
  /** The checks that faulted in a row, in the order they finished. */
  readonly faulted: readonly string[];
  /** The selected checks not run because of it, in plan order. */
  readonly notRun: readonly string[];
}
