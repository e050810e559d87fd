/**
 * The check loop of a property over generated games (issue 39): fast-check plays games until one fails; the failure
 * is shrunk (fast-check's shrink, then the minimiser, shrink-stage.ts); then, up to `maxFailures`, the check goes on
 * judging past every kind of failure it found (and the expectations file's known divergences) for a failure of
 * another kind, each shrunk on its own. Each round replays the same seed: the games before the last failing one
 * passed with less to judge past, so they pass again and are not played; the failing game is judged again, past
 * its failure, and play goes on from there. A check that passes plays each game once; the search costs nothing then.
 */
import fc from 'fast-check';
import type { GeneratedStep } from '../../generators/steps.js';
import type { GameSetup } from '../../model/setup.js';
import type { Counterexample, Discarded } from '../../results/result.js';
import type { RunOptions } from '../property.js';
import { buildCounterexample, withShrinking } from './counterexample.js';
import { DiscardLog } from './discards.js';
import { faultLatch } from './fault-latch.js';
import { kindOf } from './kind.js';
import { type FailedOutcome, type Outcome, OutcomeError } from './outcome.js';
import { Past } from './past.js';
import { shrinkBudgetFor } from './shrink-budget.js';
import { type ShrinkStage, shrinkFurther } from './shrink-stage.js';
import { ReachLog, type Subject } from './subject.js';

/** The most distinct failures `obverse check`, `runSuite` and `obverse/vitest` ask of one check. */
export const DEFAULT_MAX_FAILURES = 5;

/**
 * New games the search for further failures may play after the first failing one (at most the rest of `runs`): a
 * bound in games, so that a seed gives the same failures on any machine, and a check of 100000 runs that fails
 * at its fifth game reports soon, not after the other 99995.
 */
export const FURTHER_GAMES = 100;

/** One failure the search found, shrunk, as the report gives it. */
export interface FoundFailure {
  readonly outcome: FailedOutcome;
  readonly counterexample: Counterexample;
}

/** What a search of games needs: its games, how one is played and judged, how a failure is shrunk. */
export interface SearchSpec {
  readonly id: string;
  readonly options: RunOptions;
  readonly setups: fc.Arbitrary<GameSetup>;
  readonly steps: fc.Arbitrary<readonly GeneratedStep[]>;
  /** Play one game and judge it past `past`. */
  readonly play: (setup: GameSetup, steps: readonly GeneratedStep[], past: Past) => Promise<Outcome>;
  /** Judge a game already played past `past` (the failing game, again past its failure: not played again). */
  readonly judge: (trace: Outcome['trace'], past: Past) => Promise<Outcome>;
  /** How the minimiser plays and judges a smaller game, past `past`. */
  readonly stage: (past: Past) => Omit<ShrinkStage, 'since'>;
  /** What the check judges, for counting the games that reached it. */
  readonly subject?: Subject;
}

export type SearchEnd =
  | { readonly kind: 'done' }
  /** fast-check stopped without a counterexample (interrupted, too many skipped runs), or the check's code threw. */
  | { readonly kind: 'broken'; readonly message: string };

export interface SearchResult {
  /** Generated games judged (the furthest any round got). */
  readonly runs: number;
  readonly failures: readonly FoundFailure[];
  readonly discarded?: Discarded;
  /** Known divergences judged past: name to games. */
  readonly divergences?: Readonly<Record<string, number>>;
  /** Games that reached the subject, of those judged, when the spec has one; and why none did. */
  readonly reach?: { readonly reached: number; readonly judged: number; readonly why: string };
  readonly end: SearchEnd;
}

/** Run the search. */
export async function search(spec: SearchSpec): Promise<SearchResult> {
  const { options } = spec;
  const max = Math.max(1, options.maxFailures ?? 1);
  const log = new DiscardLog();
  const reach = spec.subject === undefined ? undefined : new ReachLog(spec.subject);
  const latch = faultLatch();
  const failures: FoundFailure[] = [];
  let past = Past.of(options.divergences === undefined ? undefined : { divergences: options.divergences });
  let runs = 0;
  // Generated games before this index passed in an earlier round (a replayed path is one game: never skipped).
  let from = 0;
  // The game at `from` as it was played (it failed): judged again, not played again.
  let failing: Outcome['trace'] | null = null;
  let numRuns = options.runs;
  let end: SearchEnd = { kind: 'done' };
  for (;;) {
    const budget = shrinkBudgetFor(options);
    const roundPast = past;
    const again = failing;
    let index = -1;
    let failedAt = -1;
    let failedTrace: Outcome['trace'] | null = null;
    const prop = fc.asyncProperty(spec.setups, spec.steps, async (setup, steps) => {
      // Until this round's first failure, calls are the generated games in order; then shrink candidates.
      const generated = failedAt < 0;
      if (generated) index++;
      if (generated && index < from) return;
      options.onRun?.();
      latch.skipAfterFault();
      budget.attempt();
      const replayed = generated && index === from && again !== null && options.path === undefined;
      const outcome = replayed ? await spec.judge(again, roundPast) : await spec.play(setup, steps, roundPast);
      latch.note(outcome);
      if (generated) {
        const judged = outcome.kind === 'pass' || outcome.kind === 'violation';
        log.record(index, outcome.kind === 'discarded' ? outcome.reason : null, judged ? (outcome.seen ?? []) : []);
        if (judged) reach?.record(index, outcome.trace, steps);
      }
      if (outcome.kind !== 'pass' && outcome.kind !== 'discarded') {
        if (generated) {
          failedAt = index;
          failedTrace = outcome.trace;
        }
        budget.failed();
        throw new OutcomeError(outcome);
      }
    });
    const details = await fc.check(prop, {
      numRuns,
      seed: options.seed,
      ...(options.path === undefined ? {} : { path: options.path }),
    });
    runs = Math.max(runs, details.numRuns);
    if (!details.failed) break;
    const err = details.errorInstance;
    if (details.counterexample === null || !(err instanceof OutcomeError)) {
      // A later round cut short keeps what the earlier ones found.
      if (failures.length === 0) end = { kind: 'broken', message: brokenMessage(details.counterexample, details, err) };
      break;
    }
    const [setup, steps] = details.counterexample;
    const since = budget.firstFailureAt();
    const stage = { ...spec.stage(roundPast), ...(since === undefined ? {} : { since }) };
    const shrunk = await shrinkFurther(stage, setup, steps, err.outcome);
    const built = buildCounterexample(
      spec.id,
      details.seed,
      details.counterexamplePath ?? '',
      shrunk.outcome,
      options.gameLength,
    );
    const kind = failureKindOf(shrunk.outcome);
    const judged = roundPast.toJSON();
    const counterexample = shrunk.about({
      ...withShrinking(built, budget.cutShort()),
      ...(kind === undefined ? {} : { failureKind: kind }),
      ...(judged === undefined ? {} : { judgedPast: judged }),
    });
    failures.push({ outcome: shrunk.outcome, counterexample });
    // An engine error ends the search (the engine may be stopped), as the budget of failures does.
    if (shrunk.outcome.kind !== 'violation' || failures.length >= max) break;
    const found = failureKindOf(err.outcome);
    past = found === undefined ? past : past.with(found);
    if (kind !== undefined) past = past.with(kind);
    if (options.path === undefined) {
      if (failures.length === 1) numRuns = Math.min(options.runs, failedAt + 1 + FURTHER_GAMES);
      from = Math.max(from, failedAt);
      failing = failedTrace;
    }
  }
  const discarded = log.summary(runs);
  const divergences = log.divergences(runs);
  const counted = reach?.count(runs);
  return {
    runs,
    failures,
    ...(discarded === undefined ? {} : { discarded }),
    ...(divergences === undefined ? {} : { divergences }),
    ...(reach === undefined || counted === undefined
      ? {}
      : { reach: { ...counted, why: reach.why(counted.judged, discarded?.reasons) } }),
    end,
  };
}

/** A violation's kind (the one judge worked out, else from the violation); none for an engine error. */
function failureKindOf(outcome: FailedOutcome) {
  if (outcome.kind !== 'violation') return undefined;
  const step = outcome.trace.records[outcome.failingStep];
  return outcome.failure ?? kindOf(outcome.violation, step === undefined ? [outcome.trace.initial] : [step.after]);
}

function brokenMessage(counterexample: unknown, details: { readonly interrupted: boolean }, err: unknown): string {
  if (counterexample === null) return details.interrupted ? 'run interrupted' : 'too many skipped runs';
  return `property code failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}
