/**
 * Optional events (docs/adapter.md: an engine need not emit `state-based-action` events; docs/scenario-format.md):
 * an engine that emits none is judged by the board and passes every shipped scenario that expects one; an engine
 * that emits them must emit the expected ones right, so one that reports a wrong clause fails; and an engine that
 * emits none and leaves the board unchanged fails.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { mutantEngine } from '../../examples/mutants/support/mutant-engine.js';
import type { GameEvent } from '../../model/events.js';
import { loadScenarios, runScenario } from '../../scenarios/index.js';
import type { Scenario } from '../../scenarios/format.js';

const ROOT = join(import.meta.dirname, '../..');
const all = (await loadScenarios(join(ROOT, 'scenarios/cases'), ROOT)).map((s) => s.scenario);

/** Whether a list of matchers names a `state-based-action` event. */
const names = (matchers: readonly unknown[] | undefined, what: (m: Record<string, unknown>) => boolean): boolean =>
  (matchers ?? []).some(
    (m) =>
      typeof m === 'object' &&
      m !== null &&
      (m as { kind?: unknown }).kind === 'state-based-action' &&
      what(m as Record<string, unknown>),
  );
const expecting = (s: Scenario, what: (m: Record<string, unknown>) => boolean = () => true): boolean =>
  s.steps.some((step) => names(step.expect?.events, what));

/** The reference engine with its events rewritten. */
const rewriting = (name: string, f: (events: readonly GameEvent[]) => readonly GameEvent[]) =>
  mutantEngine({
    name,
    step(state, action, reference) {
      const r = reference(state, action);
      return r.ok ? { ...r, events: f(r.events) } : r;
    },
  });

const silent = rewriting('no-state-based-action-events', (es) => es.filter((e) => e.kind !== 'state-based-action'));
const wrongClause = rewriting('wrong-state-based-action-clause', (es) =>
  es.map((e) => (e.kind === 'state-based-action' ? { ...e, clause: '704.5z' } : e)),
);

describe('expected state-based-action events are optional for an engine that emits none', () => {
  const expected = all.filter((s) => expecting(s));

  it('shipped scenarios expect them', () => {
    console.log(`${expected.length} shipped scenarios expect a state-based-action event`);
    expect(expected.length).toBeGreaterThanOrEqual(10);
  });

  it('the reference engine passes each, and so does the same engine emitting no state-based-action event', async () => {
    const failed: string[] = [];
    for (const s of expected) {
      expect((await runScenario(referenceEngine, s)).status, s.id).toBe('passed');
      const outcome = await runScenario(silent, s);
      if (outcome.status !== 'passed') failed.push(`${s.id}: ${outcome.status} ${outcome.failure?.message ?? ''}`);
    }
    expect(failed).toEqual([]);
  });

  it('an engine that emits them must emit them right: a wrong clause fails', async () => {
    const withClause = all.filter((s) => expecting(s, (m) => typeof m.clause === 'string'));
    expect(withClause.length).toBeGreaterThan(0);
    for (const s of withClause) expect((await runScenario(wrongClause, s)).status, s.id).toBe('failed');
  });

  it('an engine that emits none and does not perform the state-based action fails on the board', async () => {
    // The scenario's expected event is judged by the board alone: its views are dropped to show that.
    const s = all.find((x) => x.id === 'rules/704.5f-turned-face-up-with-toughness-zero');
    if (s === undefined) throw new Error('scenario rules/704.5f-turned-face-up-with-toughness-zero is missing');
    const eventsOnly: Scenario = {
      ...s,
      steps: s.steps.map((step) => (step.expect ? { ...step, expect: { ...step.expect, views: {} } } : step)),
    };
    const noActions = mutantEngine({
      name: 'no-state-based-actions',
      step(state, action, reference) {
        const r = reference(state, action);
        if (!r.ok || !r.events.some((e) => e.kind === 'state-based-action')) return r;
        // The state as the action left it, before any state-based action: the one after the first action only.
        return { ...r, state, events: r.events.filter((e) => e.kind !== 'state-based-action') };
      },
    });
    expect((await runScenario(silent, eventsOnly)).status).toBe('passed');
    const outcome = await runScenario(noActions, eventsOnly);
    expect(outcome.status).toBe('failed');
    expect(outcome.failure?.message).toMatch(/board does not show it/);
  });
});
