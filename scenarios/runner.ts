/**
 * Playing a scenario against an engine: start the setup, then for each step resolve
 * its references, apply the action, and check its expectations; stop at the first
 * failing step with expected vs actual. Engine exceptions are `error` results, never
 * exceptions of the runner.
 */
import { isSetupNotSupported } from '../adapter/setup-not-supported.js';
import { DEFAULT_EDITION, outsideEditionReason, type RulesEdition } from '../spec/editions.js';
import type { Action } from '../adapter/action.js';
import type { ActionResult, EngineAdapter, GameSession } from '../adapter/engine-adapter.js';
import { descriptionProblem } from '../adapter/description-check.js';
import { type Declaration, declarationOf } from '../adapter/declaration.js';
import { beyondDeclaration } from './declared.js';
import { isEngineFault } from '../isolation/fault.js';
import { invalidResult } from '../protocol/validate.js';
import { capturedObject } from './capture.js';
import { stepViews, type StepViews } from './step-views.js';
import { checkExpectation, checkViews, type CheckFailure } from './expectations.js';
import type { Scenario } from './format.js';
import { KnownPaths } from './known-divergences.js';
import type { Divergence } from '../results/divergence.js';
import { ScenarioReferenceError, resolveDeep } from './references.js';
import { referenceFailure } from './reference-failure.js';

export type ScenarioStatus = 'passed' | 'failed' | 'error' | 'not-supported';

/** Where and why a scenario stopped. */
export interface ScenarioFailure extends CheckFailure {
  /** Index of the step that failed (its action may not have been applied: see `actions`); -1: `initial`. */
  readonly step: number;
}

export interface ScenarioOutcome {
  readonly id: string;
  readonly status: ScenarioStatus;
  readonly durationMs: number;
  /** The actions given to the engine, with references resolved to its ids. */
  readonly actions: readonly Action[];
  /** For `failed` (and `error` during a step). */
  readonly failure?: ScenarioFailure;
  /** For `error` and `not-supported`: what happened. */
  readonly message?: string;
  /** For `error`: an engine fault (timeout, crash, exit, malformed answer) stopped the engine. */
  readonly engineFault?: true;
  /** The expectations file's known divergences the scenario judged past (name to 1: a scenario is one game). */
  readonly divergences?: Readonly<Record<string, number>>;
}

export interface RunScenarioOptions {
  /** Clock for durations (milliseconds); defaults to `performance.now`. */
  readonly now?: () => number;
  /**
   * The rules edition to check (default: the newest). Scenario expectations are written for the
   * newest edition, so a scenario citing a rule that differs in this edition is `not-supported`.
   */
  readonly edition?: RulesEdition;
  /** The expectations file's known divergences: a view expectation at a path one covers is judged past. */
  readonly divergences?: Readonly<Record<string, Divergence>>;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** `engineFault` when `e` is an engine fault (isolation/fault.ts). */
function faultOf(e: unknown): { readonly engineFault?: true } {
  return isEngineFault(e) ? { engineFault: true } : {};
}

/** Play `scenario` on `adapter`. Never throws for engine misbehaviour. */
export async function runScenario(
  adapter: EngineAdapter,
  scenario: Scenario,
  options: RunScenarioOptions = {},
): Promise<ScenarioOutcome> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const actions: Action[] = [];
  const done = (rest: Omit<ScenarioOutcome, 'id' | 'durationMs' | 'actions'>): ScenarioOutcome => ({
    id: scenario.id,
    durationMs: Math.max(0, Math.round(now() - started)),
    actions: [...actions],
    ...rest,
  });

  let declared: readonly string[];
  let declaration: Declaration;
  try {
    const description = await adapter.describe();
    const problem = descriptionProblem(description);
    if (problem !== null) return done({ status: 'error', message: problem });
    declared = description.mechanics;
    declaration = declarationOf(description);
  } catch (e) {
    return done({ status: 'error', message: `the engine's describe() threw: ${errorText(e)}` });
  }
  const outside = outsideEditionReason(scenario, options.edition ?? DEFAULT_EDITION, true);
  if (outside !== null) return done({ status: 'not-supported', message: outside });
  const missing = scenario.mechanics.filter((m) => !declared.includes(m));
  if (missing.length > 0) {
    return done({ status: 'not-supported', message: `the engine does not declare: ${missing.join(', ')}` });
  }
  const beyond = beyondDeclaration(scenario, declaration);
  if (beyond !== null) return done({ status: 'not-supported', message: beyond });

  let session: GameSession;
  try {
    session = await adapter.start(scenario.setup);
  } catch (e) {
    // The engine says it cannot build this setup (adapter/setup-not-supported.ts): nothing is judged.
    if (isSetupNotSupported(e)) {
      return done({ status: 'not-supported', message: `the engine cannot build the setup: ${errorText(e)}` });
    }
    return done({ status: 'error', message: `the engine could not start the setup: ${errorText(e)}`, ...faultOf(e) });
  }
  try {
    const known = options.divergences === undefined ? undefined : new KnownPaths(options.divergences);
    const outcome = await playSteps(session, scenario, actions, known);
    const seen = known?.seen();
    return done(seen === undefined ? outcome : { ...outcome, divergences: seen });
  } finally {
    try {
      await session.close?.();
    } catch {
      // A failure to release resources does not change the verdict.
    }
  }
}

type StepsOutcome = Omit<ScenarioOutcome, 'id' | 'durationMs' | 'actions'>;

/** The scenario's `initial` views, right after setup; null when they hold (or there are none). */
async function checkInitial(
  views: StepViews,
  scenario: Scenario,
  known: KnownPaths | undefined,
): Promise<StepsOutcome | null> {
  if (scenario.initial === undefined) return null;
  try {
    const asked = views.now();
    // The views the checks read, and the first step's view before its action, go with this one.
    views.askFor(Object.keys(scenario.initial.views ?? {}));
    if (scenario.steps.length > 0) views.askAhead();
    const view = await asked;
    const ctx = {
      result: { ok: true as const, events: [] },
      before: view,
      after: view,
      captures: new Map<string, string>(),
      observe: (viewer: string) => views.observe(viewer),
      ...(known === undefined ? {} : { known }),
    };
    let failure: CheckFailure | null;
    try {
      failure = await checkViews(scenario.initial.views, ctx, 'initial.views');
    } catch (e) {
      if (!(e instanceof ScenarioReferenceError)) throw e;
      failure = referenceFailure(e, view);
    }
    return failure === null ? null : failed(-1, failure);
  } catch (e) {
    return {
      status: 'error',
      message: `the engine threw right after setup (observe): ${errorText(e)}`,
      failure: { step: -1, check: 'observe', message: errorText(e), expected: null, actual: null },
      ...faultOf(e),
    };
  }
}

async function playSteps(
  session: GameSession,
  scenario: Scenario,
  actions: Action[],
  known: KnownPaths | undefined,
): Promise<StepsOutcome> {
  const views = stepViews(session);
  const initial = await checkInitial(views, scenario, known);
  if (initial !== null) return initial;
  const captures = new Map<string, string>();
  for (const [index, step] of scenario.steps.entries()) {
    let stage = 'observe';
    try {
      const before = await views.now();
      let action: Action;
      try {
        action = resolveDeep(step.do, 'do', () => before, captures) as Action;
      } catch (e) {
        if (!(e instanceof ScenarioReferenceError)) throw e;
        return failed(index, referenceFailure(e, before));
      }
      stage = 'apply';
      const applied = views.apply(action);
      // The views the step's checks read, and the next step's view before its action, go with this action.
      views.askFor(Object.keys(step.expect?.views ?? {}));
      if (index + 1 < scenario.steps.length) views.askAhead();
      const result: ActionResult = await applied.result;
      actions.push(action);
      // docs/adapter.md: the answer is an ActionResult whose events are those of model/events.ts. An engine over the
      // protocol has it checked at the boundary (protocol/validate.ts); one in process is checked here alike.
      const malformed = invalidResult('apply', result);
      if (malformed !== null) {
        const message = `the engine answered ${malformed}`;
        return {
          status: 'error',
          message: `${stepLabel(index)}: ${message}`,
          failure: { step: index, check: 'apply', message, expected: 'an action result', actual: result },
        };
      }
      // The engine says it does not implement this action: the scenario says nothing about it.
      if (!result.ok && result.rejection.code === 'unsupported') {
        return {
          status: 'not-supported',
          message: `${stepLabel(index)}: the engine answered unsupported: ${result.rejection.message}`,
        };
      }
      stage = 'observe';
      const after = await applied.after();
      const ctx = {
        result,
        before,
        after,
        captures,
        observe: (viewer: string) => views.observe(viewer),
        ...(known === undefined ? {} : { known }),
      };
      // Capture first, so the step's own expectations can name the object it created.
      if (step.as !== undefined && result.ok) {
        const id = capturedObject(action, result.events, after, before);
        if (id === null) {
          return failed(index, {
            check: 'as',
            message:
              `the step should create an object to capture as "${step.as}", but none can be found (no ` +
              `token-created, melded or zone-change event, and the acted-on object is gone)`,
            expected: `a new object for "${step.as}"`,
            actual: result,
          });
        }
        captures.set(step.as, id);
      }
      let failure: CheckFailure | null;
      try {
        failure = await checkExpectation(step.expect, ctx);
      } catch (e) {
        if (!(e instanceof ScenarioReferenceError)) throw e;
        failure = referenceFailure(e, after);
      }
      if (failure !== null) return failed(index, failure);
      if (step.as !== undefined && !result.ok) {
        return failed(index, {
          check: 'as',
          message: `a rejected action creates nothing to capture as "${step.as}"`,
          expected: 'an accepted action',
          actual: result,
        });
      }
    } catch (e) {
      return {
        status: 'error',
        message: `the engine threw during ${stepLabel(index)} (${stage}): ${errorText(e)}`,
        failure: { step: index, check: stage, message: errorText(e), expected: null, actual: null },
        ...faultOf(e),
      };
    }
  }
  return { status: 'passed' };
}

/**
 * Where a failure is: `step N` counted from 1 (the scenario's first step is `step 1`, as in every story and replay),
 * or `after setup` for the `initial` views (step -1).
 */
export function stepLabel(step: number): string {
  return step < 0 ? 'after setup' : `step ${step + 1}`;
}

function failed(step: number, failure: CheckFailure): StepsOutcome {
  return {
    status: 'failed',
    message: `${stepLabel(step)}: ${failure.check}: ${failure.message}`,
    failure: { step, ...failure },
  };
}
