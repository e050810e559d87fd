/**
 * A scenario's mechanics are derived from its setup and steps, not trusted from the
 * file: every shipped scenario passes on an engine that declares exactly its (derived)
 * mechanics and throws on anything needing another.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { Mechanic } from '../../adapter/mechanics.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { Scenario } from '../../scenarios/format.js';
import { loadScenarios } from '../../scenarios/load.js';
import { derivedMechanics } from '../../scenarios/mechanics.js';
import { runScenario } from '../../scenarios/runner.js';
import { guardedEngine } from '../support/mechanic-guard.js';

const cases = join(import.meta.dirname, '../../scenarios/cases');

describe('scenario mechanics', () => {
  it('adds what the setup and steps use to what the file lists', () => {
    const scenario = {
      mechanics: ['transform'],
      setup: {
        players: [{ id: 'P1', hand: ['c1'], battlefield: [{ card: 'c2', face: 'back' }] }, { id: 'P2' }],
        cards: {
          c1: { layout: 'single', faces: [{ name: 'Aura', types: ['Enchantment'] }] },
          c2: {
            layout: 'nonmodal-dfc',
            faces: [
              { name: 'F', types: ['Creature'] },
              { name: 'B', types: ['Creature'] },
            ],
          },
        },
      },
      steps: [
        { do: { kind: 'cast', player: 'P1', object: { $card: 'c1' }, mode: { kind: 'normal' } } },
        { do: { kind: 'attach', object: { $card: 'c1' }, to: { $card: 'c2' } } },
      ],
    } as unknown as Scenario;
    expect(derivedMechanics(scenario)).toEqual(['transform', 'stack', 'attach']);
  });

  it('counts an effect granting daybound or nightbound as day and night (702.145d, 702.145g)', () => {
    const grant = (ability: object) => ({
      do: { kind: 'apply-effect', object: { $card: 'c1' }, effect: { kind: 'gain-ability', ability } },
    });
    const scenario = (ability: object) =>
      ({
        mechanics: [],
        setup: {
          players: [{ id: 'P1', battlefield: [{ card: 'c1' }] }, { id: 'P2' }],
          cards: { c1: { layout: 'single', faces: [{ name: 'C', types: ['Creature'], power: 1, toughness: 1 }] } },
        },
        steps: [grant(ability)],
      }) as unknown as Scenario;
    expect(derivedMechanics(scenario({ kind: 'daybound' }))).toContain('day-night');
    expect(derivedMechanics(scenario({ kind: 'nightbound' }))).toContain('day-night');
    expect(derivedMechanics(scenario({ kind: 'keyword', keyword: 'flying' }))).not.toContain('day-night');
  });

  it('lets every shipped scenario pass on an engine declaring only its mechanics', async () => {
    const scenarios = await loadScenarios(cases);
    expect(scenarios.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const { scenario } of scenarios) {
      const outcome = await runScenario(guardedEngine(scenario.mechanics as Mechanic[]), scenario);
      if (outcome.status !== 'passed') wrong.push(`${scenario.id}: ${outcome.status} ${outcome.message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('lists state-based-actions and triggered-abilities wherever the reference needs them', async () => {
    const scenarios = await loadScenarios(cases);
    const unlisted: string[] = [];
    for (const { scenario } of scenarios) {
      let performed = false;
      let triggered = false;
      const watching: EngineAdapter = {
        describe: () => referenceEngine.describe(),
        async start(setup) {
          const game = await referenceEngine.start(setup);
          return {
            async apply(action) {
              const result = await game.apply(action);
              if (result.ok && result.events.some((e) => e.kind === 'state-based-action')) performed = true;
              if (result.ok && result.events.some((e) => e.kind === 'triggered')) triggered = true;
              return result;
            },
            observe: (viewer) => game.observe(viewer),
          };
        },
      };
      await runScenario(watching, scenario);
      if (performed && !scenario.mechanics.includes('state-based-actions')) unlisted.push(scenario.id);
      if (triggered && !scenario.mechanics.includes('triggered-abilities')) unlisted.push(`${scenario.id} (triggers)`);
    }
    expect(unlisted).toEqual([]);
  }, 600_000);
});
