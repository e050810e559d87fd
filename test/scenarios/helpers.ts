/** Builders for scenario tests. */
import type { Scenario, ScenarioStep } from '../../scenarios/format.js';
import { validateScenario } from '../../scenarios/validate.js';

export const DFC = {
  layout: 'nonmodal-dfc',
  faces: [
    { name: 'Front Face', manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2 },
    { name: 'Back Face', types: ['Creature'], power: 4, toughness: 4 },
  ],
} as const;

/** A raw (unvalidated) scenario: P1 controls a DFC `c1` on the battlefield; `c2` in P1's hand. */
export function rawScenario(steps: readonly unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 'obverse-scenario/1',
    id: 'test/example',
    title: 'Example',
    description: 'A test scenario.',
    rules: ['712.18'],
    mechanics: ['transform'],
    setup: {
      players: [{ id: 'P1', battlefield: [{ card: 'c1' }], hand: ['c2'] }, { id: 'P2' }],
      cards: { c1: DFC, c2: { layout: 'single', faces: [{ name: 'Plain Card', types: ['Sorcery'] }] } },
    },
    steps,
    ...extra,
  };
}

/** A validated scenario; throws with the problems when invalid. */
export function scenario(
  steps: readonly ScenarioStep[] | readonly unknown[],
  extra: Record<string, unknown> = {},
): Scenario {
  const result = validateScenario(rawScenario(steps, extra), 'test.json');
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.at}: ${p.message}`).join('\n'));
  return result.scenario;
}
