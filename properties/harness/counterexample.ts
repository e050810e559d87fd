/** Building a report `Counterexample` from a shrunk failing case. */
import type { Counterexample } from '../../results/result.js';
import type { FailedOutcome } from './outcome.js';
import { DEFAULT_EDITION, type RulesEdition } from '../../model/rules-edition.js';
import { formatGameLength, type GameLength } from '../../generators/game-length.js';

/**
 * The shell command that replays one counterexample (under its rules edition, when not the newest,
 * and with the game length it was generated with, when one was given).
 */
export function replayCommand(
  propertyId: string,
  seed: number,
  path: string,
  edition?: RulesEdition,
  gameLength?: GameLength,
): string {
  const under = edition === undefined || edition === DEFAULT_EDITION ? '' : ` --edition ${edition}`;
  const length = gameLength === undefined ? '' : ` --game-length ${formatGameLength(gameLength)}`;
  return `npx obverse check --properties ${propertyId} --seed ${seed} --path ${path}${under}${length}`;
}

export function buildCounterexample(
  propertyId: string,
  seed: number,
  path: string,
  outcome: FailedOutcome,
  /** The run's `--game-length`, when given: replaying needs it to generate the same game. */
  gameLength?: GameLength,
): Counterexample {
  const { trace } = outcome;
  const actions = trace.records.map((r) => r.action);
  const steps = trace.records.map((r) => r.text);
  const base = {
    seed,
    path,
    setup: trace.setup,
    replay: replayCommand(propertyId, seed, path, trace.edition, gameLength),
  };
  if (outcome.kind === 'violation') {
    const upTo = outcome.failingStep + 1;
    return {
      ...base,
      // Steps after the failing one are not needed to see the failure (none at all when it fails after setup).
      actions: upTo <= actions.length ? actions.slice(0, upTo) : actions,
      steps: upTo <= steps.length ? steps.slice(0, upTo) : steps,
      failingStep: outcome.failingStep,
      expected: outcome.violation.expected,
      actual: outcome.violation.actual,
      message: outcome.violation.message,
    };
  }
  const f = trace.failure;
  const failedAction = f?.action ?? null;
  return {
    ...base,
    actions: failedAction ? [...actions, failedAction] : actions,
    steps: failedAction ? [...steps, f?.text ?? failedAction.kind] : steps,
    failingStep: failedAction ? actions.length : -1,
    expected: 'the engine answers without throwing',
    actual: `${f?.phase ?? 'unknown'} failed: ${f?.message ?? 'unknown'}`,
    message: `engine error during ${f?.phase ?? 'unknown'}: ${f?.message ?? 'unknown'}`,
    ...(f?.lastWords === undefined ? {} : { engineStderr: f.lastWords }),
  };
}

/** The counterexample, noting when shrinking stopped at its budget (harness/shrink-budget.ts) before the end. */
export function withShrinking(ce: Counterexample, cutShortAfter: number | undefined): Counterexample {
  return cutShortAfter === undefined ? ce : { ...ce, shrinkCutShort: cutShortAfter };
}

/** `engineFault` for a result whose failure was an engine fault (never shrunk; counts towards a broken engine). */
export function faultMark(outcome: FailedOutcome): { readonly engineFault?: true } {
  return outcome.kind === 'engine-error' && outcome.trace.failure?.engineStopped === true ? { engineFault: true } : {};
}
