/**
 * The DFC scenarios (scenarios/cases/dfc) pass on the reference engine, cover every
 * seed ruling of 000 and 003 that states a game rule, and catch deliberately broken engines.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Action } from '../../../adapter/action.js';
import type { EngineAdapter, GameSession } from '../../../adapter/engine-adapter.js';
import type { GameState } from '../../../model/game-state.js';
import type { GameSetup } from '../../../model/setup.js';
import { ReferenceSession, referenceEngine } from '../../../engine/reference-adapter.js';
import { initialState } from '../../../engine/setup.js';
import { step } from '../../../engine/step.js';
import { loadScenarios, runScenario, type LoadedScenario } from '../../../scenarios/index.js';
import { RULINGS } from '../../../spec/rulings.js';
import { isKnownClause } from '../../../spec/index.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../scenarios/cases/dfc');
const loaded: readonly LoadedScenario[] = await loadScenarios(dir);

/** A session whose `step` is replaced, to build mutants of the reference engine. */
function mutant(rewrite: (state: GameState, action: Action) => ReturnType<typeof step>): EngineAdapter {
  return {
    describe: referenceEngine.describe,
    start: (setup: GameSetup): GameSession => {
      const session = new ReferenceSession(initialState(setup));
      session.apply = (action: Action) => {
        const r = rewrite(session.state, action);
        if (!r.ok) return r;
        session.state = r.state;
        return { ok: true, events: r.events };
      };
      return session;
    },
  };
}

async function failing(engine: EngineAdapter): Promise<readonly string[]> {
  const outcomes = await Promise.all(loaded.map((l) => runScenario(engine, l.scenario)));
  return outcomes.filter((o) => o.status !== 'passed').map((o) => o.id);
}

describe('DFC scenarios', () => {
  test('at least one scenario per rule-stating ruling of seeds 000 and 003', () => {
    const rulings = RULINGS.filter((r) => /^seed-00[03]-/.test(r.id) && r.clauses.length > 0).map((r) => r.id);
    const covered = new Set(loaded.map((l) => l.scenario.source?.ruling));
    expect(rulings.filter((id) => !covered.has(id))).toEqual([]);
    expect(rulings.length).toBe(28);
  });

  test('every scenario names known clauses, and a ruling scenario names its seed', () => {
    for (const { scenario } of loaded) {
      expect(scenario.rules.length, scenario.id).toBeGreaterThan(0);
      expect(
        scenario.rules.filter((id) => !isKnownClause(id)),
        scenario.id,
      ).toEqual([]);
      if (scenario.source?.ruling) expect(scenario.source.ruling.slice(5, 8)).toBe(scenario.source.seed);
    }
  });

  test('scenarios whose ruling changed since 2011 say so in their description', () => {
    const changed = new Set(RULINGS.filter((r) => r.changedSince).map((r) => r.id));
    for (const { scenario } of loaded) {
      if (scenario.source?.ruling && changed.has(scenario.source.ruling))
        expect(scenario.description, scenario.id).toMatch(/Changed since 2011/);
    }
  });

  test.each(loaded.map((l) => [l.scenario.id, l] as const))('%s passes on the reference engine', async (_id, l) => {
    const outcome = await runScenario(referenceEngine, l.scenario);
    expect(outcome.failure ?? outcome.message ?? null).toBeNull();
    expect(outcome.status).toBe('passed');
  });
});

describe('the scenarios catch broken engines', () => {
  test('transforming a non-DFC that flips it anyway fails the 701.27c scenarios', async () => {
    const broken = mutant((state, action) => {
      if (action.kind !== 'transform') return step(state, action);
      const o = state.objects[action.object];
      const r = step(state, action);
      if (!o || !r.ok || r.events[0]?.kind !== 'no-effect') return r;
      return {
        ok: true,
        state: {
          ...state,
          objects: { ...state.objects, [o.id]: { ...o, face: o.face === 'front' ? 'back' : 'front' } },
        },
        events: [{ kind: 'transformed', object: o.id, face: 'back' }],
      };
    });
    const failed = await failing(broken);
    expect(failed).toContain('dfc/seed-000-r18-non-dfc-transform-does-nothing');
    expect(failed).toContain('dfc/seed-000-r22-only-two-faced-objects-transform');
    expect(failed).toContain('dfc/seed-000-r17-not-face-down-ixidron');
  });

  test('an engine that gives back faces mana value 0 (the 2011 rule) fails the mana value scenarios', async () => {
    // Mutant: every back-face-up nonmodal DFC card on the battlefield or stack gets its back face values with mana
    // value 0.
    const broken = mutant((state, action) => {
      const r = step(state, action);
      if (!r.ok) return r;
      const effects = [...r.state.effects];
      for (const o of Object.values(r.state.objects)) {
        const def = o.represents.kind === 'card' ? r.state.cards[o.represents.card] : undefined;
        if (
          def?.layout === 'nonmodal-dfc' &&
          o.face === 'back' &&
          (o.zone === 'battlefield' || o.zone === 'stack') &&
          !effects.some((e) => e.affected === o.id && e.change.kind === 'copy')
        ) {
          const back = def.faces[1];
          effects.push({
            id: `m${o.id}`,
            affected: o.id,
            timestamp: 0,
            change: { kind: 'copy', values: { ...back, manaValue: 0, colors: back.colorIndicator ?? [] } },
          });
        }
      }
      return { ...r, state: { ...r.state, effects } };
    });
    const failed = await failing(broken);
    expect(failed).toContain('dfc/seed-000-r04-gatstaf-mana-value-by-zone');
    expect(failed).toContain('dfc/seed-003-r04-spell-cast-transformed');
    expect(failed).toContain('dfc/seed-003-r06-back-face-mana-value-and-its-copy');
  });

  test('an engine whose melded permanent leaves as a single card fails the meld-leaving scenario', async () => {
    const broken = mutant((state, action) => {
      const o = action.kind === 'move' ? state.objects[action.object] : undefined;
      if (o?.represents.kind !== 'melded') return step(state, action);
      return step(
        {
          ...state,
          objects: { ...state.objects, [o.id]: { ...o, represents: { kind: 'card', card: o.represents.cards[0] } } },
        },
        action,
      );
    });
    expect(await failing(broken)).toContain('dfc/meld-leaves-battlefield-two-cards');
  });
});
