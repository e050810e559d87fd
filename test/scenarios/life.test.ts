/** Scenario format additions for life totals (mechanic `life`): a setup's life, the action, view expectations. */
import { expect, test } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { formatProblem, runScenario, validateScenario } from '../../scenarios/index.js';
import { derivedMechanics } from '../../scenarios/mechanics.js';

const scenario = {
  format: 'obverse-scenario/1',
  id: 'test/life',
  title: 'A stated life total, damage to a player and its life in a view',
  description: 'P2 starts at 5 life and is dealt 2 damage.',
  rules: ['119.1', '120.3a'],
  mechanics: [],
  setup: { players: [{ id: 'P1' }, { id: 'P2', life: 5 }], cards: {} },
  steps: [
    {
      do: { kind: 'deal-damage-to-player', player: 'P2', amount: 2 },
      expect: { views: { P1: { players: { P2: { life: 3, poison: 0 } } } } },
    },
  ],
};

test('a scenario with a life total validates, needs the life mechanic and passes on the reference engine', async () => {
  const v = validateScenario(scenario, 'inline.json');
  expect(v.ok, JSON.stringify(v)).toBe(true);
  if (!v.ok) return;
  expect(derivedMechanics(v.scenario)).toContain('life');
  expect((await runScenario(referenceEngine, v.scenario)).status).toBe('passed');
});

test('an expectation of life alone needs the life mechanic', () => {
  const only = { ...scenario, setup: { players: [{ id: 'P1' }, { id: 'P2' }], cards: {} } };
  const steps = [{ do: { kind: 'draw', player: 'P1' }, expect: { views: { P1: { players: { P1: { life: 20 } } } } } }];
  const v = validateScenario({ ...only, steps }, 'inline.json');
  expect(v.ok, JSON.stringify(v)).toBe(true);
  if (v.ok) expect(derivedMechanics(v.scenario)).toEqual(['life']);
});

test('a life total that is not an integer, or a damage action without a player, is refused with its place', () => {
  const bad = {
    ...scenario,
    setup: { players: [{ id: 'P1' }, { id: 'P2', life: 'ten' }], cards: {} },
    steps: [{ do: { kind: 'deal-damage-to-player', amount: 2 } }],
  };
  const v = validateScenario(bad, 'inline.json');
  expect(v.ok).toBe(false);
  const text = v.ok ? '' : v.problems.map((p) => formatProblem(p)).join('\n');
  expect(text).toContain('setup.players[1].life');
  expect(text).toContain('steps[0].do');
});
