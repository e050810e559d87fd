/** Evaluating one generated case: run the trace, then the property's checks in order. */
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { GameSetup } from '../../model/setup.js';
import type { GeneratedStep } from '../../generators/steps.js';
import type { FailureKind } from '../../results/divergence.js';
import type { Snapshot } from './snapshot.js';
import { runSteps, type StepRecord, type Trace, type TraceOptions, type Unsupported } from './trace.js';
import type { Violation } from './violation.js';
import { watchFaults } from './fault-watch.js';
import { kindOf } from './kind.js';
import { Past } from './past.js';

/** What a check found: nothing, a violation, or several (a step that breaks the rule in independent ways). */
export type Found = Violation | readonly Violation[] | null;

/** What a whole-trace check found: the violation and the step it is pinned to, or null. */
export type TraceVerdict = { readonly violation: Violation; readonly failingStep: number } | null;

/** A whole-trace check's findings: one verdict, or every one in order (an iterable may be lazy: a generator). */
export type TraceFound = TraceVerdict | Iterable<NonNullable<TraceVerdict>>;

/** The checks a property makes; any may be omitted. Checks are pure and see the trace. */
export interface PropertyChecks {
  /** Right after setup. */
  readonly checkInitial?: (initial: Snapshot, trace: Trace) => Found;
  /** After each action; look only at `trace.records[0..record.index]`. */
  readonly checkStep?: (record: StepRecord, trace: Trace) => Found;
  /**
   * Once, over the whole trace; may run the engine again (e.g. determinism). `failingStep` -1 means after setup.
   * `past` is what the judgement passes over, for a check that must compare past it within one view (the
   * differential): the harness judges past whatever it returns that `past` knows.
   */
  readonly checkTrace?: (
    trace: Trace,
    adapter: EngineAdapter,
    options: TraceOptions,
    past: Past,
  ) => TraceFound | Promise<TraceFound>;
}

/** The divergences of the expectations file a game's judgement passed over (names), when there were any. */
type Seen = { readonly seen?: readonly string[] };

export type Outcome =
  | ({ readonly kind: 'pass'; readonly trace: Trace } & Seen)
  | ({
      readonly kind: 'violation';
      readonly trace: Trace;
      readonly failingStep: number;
      readonly violation: Violation;
      /** What it is about (harness/kind.ts); absent on outcomes made outside `judge` (fixed probes). */
      readonly failure?: FailureKind;
    } & Seen)
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
  past: Past = Past.NONE,
): Promise<Outcome> {
  return judge(adapter, checks, await runSteps(adapter, setup, steps, options), options, past);
}

function isVerdict(found: TraceFound): found is NonNullable<TraceVerdict> {
  return found !== null && 'violation' in found;
}

/**
 * Judge a finished trace with a property's checks (also used to replay a counterexample's actions): the first
 * violation `past` does not know, in order (after setup, each step, the whole trace).
 */
export async function judge(
  adapter: EngineAdapter,
  checks: PropertyChecks,
  trace: Trace,
  options: TraceOptions,
  past: Past = Past.NONE,
): Promise<Outcome> {
  const seen = new Set<string>();
  const seenField = (): Seen => (seen.size === 0 ? {} : { seen: [...seen] });
  /** The first violation of `found` that `past` does not know, with its kind; those it knows are noted. */
  const first = (found: Found, where: readonly (Snapshot | null)[]) => {
    if (found === null) return null;
    for (const violation of Array.isArray(found) ? (found as readonly Violation[]) : [found as Violation]) {
      // With nothing to judge past, the kind is worked out only for the violation reported.
      if (past.empty) return { violation, failure: kindOf(violation, where) };
      const failure = kindOf(violation, where);
      const name = past.known(failure, violation.message);
      if (name === null) return { violation, failure };
      if (name !== '') seen.add(name);
    }
    return null;
  };
  if (trace.initial && checks.checkInitial) {
    const v = first(checks.checkInitial(trace.initial, trace), [trace.initial]);
    if (v) return { kind: 'violation', trace, failingStep: -1, ...v, ...seenField() };
  }
  if (checks.checkStep) {
    for (const record of trace.records) {
      const v = first(checks.checkStep(record, trace), [record.after, record.before]);
      if (v) return { kind: 'violation', trace, failingStep: record.index, ...v, ...seenField() };
    }
  }
  if (trace.unsupported) return { kind: 'discarded', trace, reason: discardReason(trace.unsupported) };
  if (trace.failure) return { kind: 'engine-error', trace };
  if (checks.checkTrace) {
    const watch = watchFaults(adapter, options.timeoutMs);
    const found = await checks.checkTrace(trace, watch.adapter, options, past);
    // A fault in a game the check played again is the engine's fault, whatever the check made of it.
    const fault = watch.fault();
    if (fault !== null) return { kind: 'engine-error', trace: { ...trace, failure: fault } };
    if (found !== null) {
      for (const verdict of isVerdict(found) ? [found] : found) {
        const step = trace.records[verdict.failingStep];
        const v = first(verdict.violation, step === undefined ? [trace.initial] : [step.after, step.before]);
        if (v) return { kind: 'violation', trace, failingStep: verdict.failingStep, ...v, ...seenField() };
      }
    }
  }
  return { kind: 'pass', trace, ...seenField() };
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
