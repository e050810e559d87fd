/** Evaluating one generated case: run the trace, then the property's checks in order. */
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { GameSetup } from '../../model/setup.js';
import type { GeneratedStep } from '../../generators/steps.js';
import type { Snapshot } from './snapshot.js';
import { runSteps, type StepRecord, type Trace, type TraceOptions, type Unsupported } from './trace.js';
import type { Violation } from './violation.js';
import { watchFaults } from './fault-watch.js';

/** The checks a property makes; any may be omitted. Checks are pure and see the trace. */
/** What a whole-trace check found: the violation and the step it is pinned to, or null. */
export type TraceVerdict = { readonly violation: Violation; readonly failingStep: number } | null;

export interface PropertyChecks {
  /** Right after setup. */
  readonly checkInitial?: (initial: Snapshot, trace: Trace) => Violation | null;
  /** After each action; look only at `trace.records[0..record.index]`. */
  readonly checkStep?: (record: StepRecord, trace: Trace) => Violation | null;
  /** Once, over the whole trace; may run the engine again (e.g. determinism). `failingStep` -1 means after setup. */
  readonly checkTrace?: (
    trace: Trace,
    adapter: EngineAdapter,
    options: TraceOptions,
  ) => TraceVerdict | Promise<TraceVerdict>;
}

export type Outcome =
  | { readonly kind: 'pass'; readonly trace: Trace }
  | { readonly kind: 'violation'; readonly trace: Trace; readonly failingStep: number; readonly violation: Violation }
  | { readonly kind: 'engine-error'; readonly trace: Trace }
  /** The engine answered `unsupported` to an action: this run says nothing about the property. */
  | { readonly kind: 'discarded'; readonly trace: Trace; readonly reason: string };

/** An outcome that fails the property (and is shrunk). */
export type FailedOutcome = Extract<Outcome, { kind: 'violation' | 'engine-error' }>;

export async function evaluate(
  adapter: EngineAdapter,
  checks: PropertyChecks,
  setup: GameSetup,
  steps: readonly GeneratedStep[],
  options: TraceOptions,
): Promise<Outcome> {
  return judge(adapter, checks, await runSteps(adapter, setup, steps, options), options);
}

/** Judge a finished trace with a property's checks (also used to replay a counterexample's actions). */
export async function judge(
  adapter: EngineAdapter,
  checks: PropertyChecks,
  trace: Trace,
  options: TraceOptions,
): Promise<Outcome> {
  if (trace.initial && checks.checkInitial) {
    const v = checks.checkInitial(trace.initial, trace);
    if (v) return { kind: 'violation', trace, failingStep: -1, violation: v };
  }
  if (checks.checkStep) {
    for (const record of trace.records) {
      const v = checks.checkStep(record, trace);
      if (v) return { kind: 'violation', trace, failingStep: record.index, violation: v };
    }
  }
  if (trace.unsupported) return { kind: 'discarded', trace, reason: discardReason(trace.unsupported) };
  if (trace.failure) return { kind: 'engine-error', trace };
  if (checks.checkTrace) {
    const watch = watchFaults(adapter, options.timeoutMs);
    const found = await checks.checkTrace(trace, watch.adapter, options);
    // A fault in a game the check played again is the engine's fault, whatever the check made of it.
    const fault = watch.fault();
    if (fault !== null) return { kind: 'engine-error', trace: { ...trace, failure: fault } };
    if (found) return { kind: 'violation', trace, ...found };
  }
  return { kind: 'pass', trace };
}

/** How a discarded run is counted in the report: the action kind and the engine's message. */
export function discardReason(u: Unsupported): string {
  return `${u.kind}: ${u.message}`;
}

/** Thrown inside the fast-check predicate so that fast-check shrinks the case. */
export class OutcomeError extends Error {
  constructor(readonly outcome: FailedOutcome) {
    super(
      outcome.kind === 'violation'
        ? outcome.violation.message
        : `engine error: ${outcome.trace.failure?.message ?? 'unknown'}`,
    );
  }
}
