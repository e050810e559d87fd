/**
 * The minimiser's stage in a property run: after fast-check's shrink, play smaller games (minimise.ts) on
 * the same engine, judged by the same checks, and report the smallest one that still fails the same way,
 * with its size and what shrinking spent. Engine errors are not minimised (a fault is reported as found).
 */
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { GeneratedStep } from '../../generators/steps.js';
import { setupProblems } from '../../generators/setup-legality.js';
import { withinDeclaration } from '../../generators/restrict.js';
import type { GameSetup } from '../../model/setup.js';
import type { Counterexample, ShrinkingSpent } from '../../results/result.js';
import type { RulesEdition } from '../../model/rules-edition.js';
import type { RunOptions } from '../property.js';
import { evaluate, type FailedOutcome, type PropertyChecks } from './outcome.js';
import type { Past } from './past.js';
import { minimise } from './minimise.js';
import { DEFAULT_SHRINK_MS, MINIMISE_BUDGET } from './shrink-budget.js';
import type { TraceOptions } from './trace.js';

export interface ShrinkStage {
  readonly adapter: EngineAdapter;
  readonly checks: PropertyChecks;
  readonly traceOptions: TraceOptions;
  readonly edition: RulesEdition;
  readonly options: Pick<RunOptions, 'maxShrinks' | 'shrinkTimeMs'>;
  /** When the first failure was found (`performance.now()`); absent: now. */
  readonly since?: number;
  /** What the failure was found past (search.ts): smaller games are judged past it too. */
  readonly past?: Past;
}

export interface ShrunkFailure {
  readonly outcome: FailedOutcome;
  /** The report fields that say how small it is and what shrinking spent. */
  readonly about: (ce: Counterexample) => Counterexample;
}

/** The smallest failing game found from `setup` and `steps`, whose outcome is `outcome`. */
export async function shrinkFurther(
  stage: ShrinkStage,
  setup: GameSetup,
  steps: readonly GeneratedStep[],
  outcome: FailedOutcome,
): Promise<ShrunkFailure> {
  const since = stage.since ?? performance.now();
  const budgetMs = stage.options.shrinkTimeMs ?? DEFAULT_SHRINK_MS;
  const maxAttempts = stage.options.maxShrinks ?? MINIMISE_BUDGET;
  if (outcome.kind !== 'violation') return { outcome, about: (ce) => ({ ...ce, locallyMinimal: false }) };
  const play = async (s: GameSetup, st: readonly GeneratedStep[]): Promise<FailedOutcome | null> => {
    const o = await evaluate(stage.adapter, stage.checks, s, st, stage.traceOptions, stage.past);
    return o.kind === 'violation' ? o : null;
  };
  // A candidate keeps to what the engine declares, as the games it was shrunk from did (generators/restrict.ts).
  const declared = stage.traceOptions.declaration;
  const inside = (s: GameSetup): boolean => declared === undefined || withinDeclaration(s, declared);
  const done = await minimise({ setup, steps, outcome }, play, {
    maxAttempts,
    deadline: since + budgetMs,
    legal: (s) => setupProblems(s, { edition: stage.edition }).length === 0 && inside(s),
  });
  const shrinking: ShrinkingSpent = {
    attempts: done.attempts,
    ms: Math.round(performance.now() - since),
    budgetMs,
    ...(done.cutShort ? { stoppedBy: done.attempts >= maxAttempts ? 'attempts' : 'time' } : {}),
  };
  return {
    outcome: done.outcome,
    about: (ce) => ({ ...ce, locallyMinimal: done.locallyMinimal, shrinking }),
  };
}
