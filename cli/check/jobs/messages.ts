/**
 * What the check's main thread and its job workers (`--jobs N`) say to each other. Everything
 * here is plain data: it crosses threads by structured clone.
 */
import type { RunOptions } from '../../../properties/run-options.js';
import type { PropertyResult } from '../../../reports/report.js';
import type { Scenario } from '../../../scenarios/format.js';
import type { RulesEdition } from '../../../spec/editions.js';

/** How a worker loads its own copy of the engine: the same engine the main thread checks. */
export type EngineSpec =
  | { readonly kind: 'reference'; readonly edition?: RulesEdition }
  | { readonly kind: 'module'; readonly path: string; readonly cwd: string; readonly timeoutMs?: number }
  | { readonly kind: 'command'; readonly command: string; readonly cwd: string; readonly timeoutMs?: number };

/** The run's settings every property gets (the check's RunOptions, without the callbacks). */
export type SharedRunOptions = Omit<RunOptions, 'onRun'> & { readonly edition: RulesEdition };

/** What every unit of a worker shares: the engine and the run's settings. */
export interface WorkerSetup {
  readonly engine: EngineSpec;
  readonly run: SharedRunOptions;
}

/**
 * What a worker is started with: the setup, every unit of the run (in the order they are handed out), and the
 * run's claim counters (`CLAIM_*`), shared by all threads: each thread takes the next unit itself, so none waits
 * for another to hand it one (the main thread runs units too, and does not listen while it does).
 */
export interface WorkerData extends WorkerSetup {
  readonly units: readonly WorkUnit[];
  readonly claims: SharedArrayBuffer;
}

/** Index in the claim counters of the next unit to take (Atomics.add). */
export const CLAIM_NEXT = 0;
/** Index in the claim counters of the stop flag: set, no thread takes another unit. */
export const CLAIM_STOP = 1;

/** One work unit: a property (by id) or a scenario (as data), with its place in the plan. */
export type WorkUnit =
  | { readonly index: number; readonly kind: 'property'; readonly id: string }
  | { readonly index: number; readonly kind: 'scenario'; readonly scenario: Scenario; readonly dir?: string };

/** The end of the work: release the engine and finish. */
export type ToWorker =
  /** `now`: the run was cut short (a signal, a broken engine): stop the engine at once, no graceful shutdown. */
  { readonly type: 'stop'; readonly now?: boolean };

/** What a worker tells; `index` is a unit's place in WorkerData.units. */
export type FromWorker =
  | { readonly type: 'load-error'; readonly message: string }
  | { readonly type: 'start'; readonly index: number }
  | { readonly type: 'run'; readonly index: number }
  | { readonly type: 'result'; readonly index: number; readonly result: PropertyResult }
  | { readonly type: 'failure'; readonly index: number; readonly message: string };
