/**
 * A scenario outcome as a report entry (`kind: 'scenario'`), with a counterexample
 * for a failure: the setup, the resolved actions, the failing step and a replay command.
 */
import type { Counterexample, PropertyResult } from '../results/result.js';
import { describeAction } from './describe-action.js';
import type { Scenario } from './format.js';
import { type ScenarioOutcome, stepLabel } from './runner.js';

export interface ScenarioResultOptions {
  /** The folder the scenario was loaded from, for the replay command. */
  readonly dir?: string;
}

/** The shell command that re-runs one scenario. */
export function replayCommand(scenario: Scenario, dir?: string): string {
  const from = dir === undefined ? '' : ` --scenarios ${JSON.stringify(dir)}`;
  return `npx obverse check${from} --properties ${JSON.stringify(scenario.id)}`;
}

/** Convert an outcome to a PropertyResult (one run; a scenario is one fixed case). */
export function scenarioResult(
  scenario: Scenario,
  outcome: ScenarioOutcome,
  options: ScenarioResultOptions = {},
): PropertyResult {
  const base = {
    id: scenario.id,
    kind: 'scenario' as const,
    description: scenario.title,
    rules: scenario.rules,
    mechanics: scenario.mechanics,
    status: outcome.status,
    runs: 1,
    durationMs: outcome.durationMs,
  };
  const message = {
    ...(outcome.message === undefined ? {} : { message: outcome.message }),
    ...(outcome.engineFault === true ? { engineFault: true as const } : {}),
    ...(outcome.divergences === undefined ? {} : { divergences: outcome.divergences }),
  };
  if (outcome.status !== 'failed' || outcome.failure === undefined) return { ...base, ...message };
  const failure = outcome.failure;
  const applied = outcome.actions.length;
  const counterexample: Counterexample = {
    seed: scenario.setup.seed ?? 0,
    path: '',
    setup: scenario.setup,
    actions: outcome.actions,
    steps: outcome.actions.map(describeAction),
    // The failing step's action may not have been applied (a reference did not resolve).
    failingStep: Math.min(failure.step, applied - 1),
    expected: failure.expected,
    actual: failure.actual,
    message: `${stepLabel(failure.step)}: ${failure.check}: ${failure.message}`,
    replay: replayCommand(scenario, options.dir),
    ...(failure.kind === undefined ? {} : { failureKind: failure.kind }),
  };
  return { ...base, ...message, counterexample };
}
