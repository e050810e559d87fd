/**
 * Optional events (docs/adapter.md: an engine need not emit `state-based-action` events; docs/scenario-format.md):
 * an engine that emits none is judged by the board and passes every shipped scenario that expects one; an engine
 * that emits them must emit the expected ones right, so one that reports a wrong clause fails; and an engine that
 * emits none and leaves the board unchanged fails. A permanent that enters and dies in the same step is on the board
 * in no view, so its zone changes stand for it: both, and where it went, must be there.
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

  it('a permanent entering and dying in one step counts, when its zone changes and the board agree', async () => {
    // The shipped 704.5k scenario without the older world: a 0/0 creature put onto the battlefield dies (704.5f), and
    // no permanent was on the battlefield before the step. Views are dropped: the expected event is judged alone.
    const base = all.find((x) => x.id === 'rules/704.5k-a-world-leaving-for-another-reason-still-counts');
    if (base === undefined)
      throw new Error('scenario rules/704.5k-a-world-leaving-for-another-reason-still-counts is missing');
    const s: Scenario = {
      ...base,
      id: 'test/0-0-creature-entering-alone',
      setup: {
        ...base.setup,
        players: base.setup.players.map((p) => ({ ...p, battlefield: [] })),
        cards: Object.fromEntries(Object.entries(base.setup.cards).filter(([key]) => key !== 'old')),
      },
      steps: base.steps.map((step) => ({
        ...step,
        expect: { events: [{ kind: 'state-based-action', clause: '704.5f' }], views: {} },
      })),
    };
    expect((await runScenario(referenceEngine, s)).status).toBe('passed');
    expect((await runScenario(silent, s)).status).toBe('passed');
    // Its events say the creature entered and left, but the board is the one from before the action: not shown.
    const eventsWithoutBoard = mutantEngine({
      name: 'events-without-board',
      step(state, action, reference) {
        const r = reference(state, action);
        return r.ok ? { ...r, state, events: r.events.filter((e) => e.kind !== 'state-based-action') } : r;
      },
    });
    const lying = await runScenario(eventsWithoutBoard, s);
    expect(lying.status).toBe('failed');
    expect(lying.failure?.message).toMatch(/board does not show it: no permanent put off the battlefield/);
    // It entered and stays (no state-based action performed, no zone change off the battlefield): not shown either.
    const noDeath = rewriting('enters-and-stays', (es) =>
      es.filter((e) => e.kind !== 'state-based-action' && !(e.kind === 'zone-change' && e.from === 'battlefield')),
    );
    expect((await runScenario(noDeath, s)).status).toBe('failed');
  });
});
