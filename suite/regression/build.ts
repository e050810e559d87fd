/**
 * A regression scenario from a counterexample: the shrunk setup, the actions up to the
 * failing step with objects named by references, and at the failing step (or, for a
 * failure right after setup, in `initial`) what the reference engine shows every viewer.
 * It runs unchanged with `obverse check --scenarios`.
 */
import type { Action } from '../../adapter/action.js';
import type { ActionResult, EngineAdapter } from '../../adapter/engine-adapter.js';
import type { GameSetup } from '../../model/setup.js';
import type { GameView } from '../../model/view.js';
import type { StepRecord, Trace } from '../../properties/harness/trace.js';
import { observeAll } from '../../properties/harness/snapshot.js';
import { SCENARIO_FORMAT, type Scenario } from '../../scenarios/format.js';
import { resolveDeep } from '../../scenarios/references.js';
import { validateScenario } from '../../scenarios/validate.js';
import type { Board, PropertyResult } from '../../results/result.js';
import { viewsExpectation } from './expect.js';
import { actionTemplate } from './refer.js';

export type Regression =
  | { readonly ok: true; readonly scenario: Scenario; readonly json: Record<string, unknown> }
  | { readonly ok: false; readonly reason: string };

function text(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function withoutIdentities(setup: GameSetup): GameSetup {
  const { identities: _, ...rest } = setup;
  return rest;
}

/** Play the templates on the reference engine; its results and the board after the last one. */
async function onReference(
  reference: EngineAdapter,
  setup: GameSetup,
  templates: readonly Record<string, unknown>[],
): Promise<{ readonly results: readonly ActionResult[]; readonly board: Board; readonly before: GameView }> {
  const session = await reference.start(setup);
  const results: ActionResult[] = [];
  let before: GameView | null = null;
  try {
    for (const [i, template] of templates.entries()) {
      before = await session.observe('referee');
      const view = before;
      const action = resolveDeep(template, `steps[${i}].do`, () => view, new Map()) as Action;
      results.push(await session.apply(action));
    }
    const board = await observeAll(
      session,
      setup.players.map((p) => p.id),
    );
    return { results, board, before: before ?? board.referee };
  } finally {
    await session.close?.();
  }
}

/** Build the regression scenario of a failed result, from the checked engine's trace of its actions. */
export async function regressionScenario(
  result: PropertyResult,
  trace: Trace,
  reference: EngineAdapter,
  engineName: string,
): Promise<Regression> {
  const ce = result.counterexample;
  if (ce === undefined) return { ok: false, reason: 'no counterexample' };
  const records: StepRecord[] = trace.records.slice(0, ce.failingStep + 1);
  if (records.length <= ce.failingStep) {
    return { ok: false, reason: `the engine stopped after ${records.length} of ${ce.failingStep + 1} steps` };
  }
  const templates: Record<string, unknown>[] = [];
  for (const record of records) {
    const t = actionTemplate(record.action, record.before.referee);
    if (!t.ok) return { ok: false, reason: `${record.text}: object ${t.id} has no reference (no setup card lists it)` };
    templates.push(t.template);
  }
  let played: Awaited<ReturnType<typeof onReference>>;
  try {
    played = await onReference(reference, ce.setup, templates);
  } catch (e) {
    return { ok: false, reason: `the reference engine could not play it: ${text(e)}` };
  }
  const steps = templates.map((template, i) => {
    const r = played.results[i];
    const ok = r === undefined || r.ok ? {} : { ok: false, code: r.rejection.code };
    const views = i === ce.failingStep ? { views: viewsExpectation(played.board, played.before) } : {};
    const expect = { ...ok, ...views };
    return { do: template, ...(Object.keys(expect).length === 0 ? {} : { expect }), note: records[i]?.text ?? '' };
  });
  // A failure right after setup has no step: the scenario checks what each viewer sees before any.
  const initial = ce.failingStep < 0 ? { initial: { views: viewsExpectation(played.board, null) } } : {};
  const at = ce.failingStep < 0 ? 'Right after setup it expects' : 'The failing step expects';
  const json: Record<string, unknown> = {
    format: SCENARIO_FORMAT,
    id: `regression/${result.id}`,
    title: `Regression of ${result.id}: ${result.description}`,
    description:
      `Counterexample found against ${engineName} (seed ${ce.seed}${ce.path === '' ? '' : `, path ${ce.path}`}): ` +
      `${ce.message}. ${at} what the reference engine shows every viewer${ce.failingStep < 0 ? '' : ' after it'}.`,
    rules: result.rules,
    mechanics: result.mechanics,
    // Identities are derived from the cards as a scenario loads (catalog/identity.ts), never written in one.
    setup: withoutIdentities(ce.setup),
    ...initial,
    steps,
  };
  const valid = validateScenario(JSON.parse(JSON.stringify(json)), `regression/${result.id}`);
  if (!valid.ok) {
    const p = valid.problems[0];
    return { ok: false, reason: `the scenario would not load: ${p?.at ?? ''} ${p?.message ?? ''}`.trim() };
  }
  return { ok: true, scenario: valid.scenario, json };
}
