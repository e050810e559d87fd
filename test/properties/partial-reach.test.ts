/**
 * Partial engines reach every property whose core they declare (issue 22; partial-engines.test.ts shows which: a
 * transform-only engine meets the 712 properties about transform, a face-down-only one the 708 properties about
 * face-down permanents, a core-only one the properties about hidden cards in hands and libraries); and on each such
 * engine the property still catches its mutant, so reaching it is not a vacuous pass.
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { Mechanic } from '../../adapter/mechanics.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { loadProperties } from '../../properties/registry.js';
import { loadMutant } from '../mutants/harness.js';
import { PARTIAL_ENGINES } from './reach.js';

const FACE_DOWN = PARTIAL_ENGINES['face-down-only'] ?? [];

/** The engine declaring only `mechanics` (its games keep to them). */
function declaring(engine: EngineAdapter, mechanics: readonly Mechanic[]): EngineAdapter {
  return { ...engine, describe: async () => ({ ...(await engine.describe()), mechanics }) };
}

/** Every player sees every hand: a leak of hidden cards that needs no mechanic (402.3). */
const leakingHands: EngineAdapter = {
  describe: () => referenceEngine.describe(),
  async start(setup) {
    const game = await referenceEngine.start(setup);
    return {
      apply: (action) => game.apply(action),
      async observe(viewer) {
        const view = await game.observe(viewer);
        if (viewer === 'referee') return view;
        const referee = await game.observe('referee');
        return { ...view, players: view.players.map((p, i) => ({ ...p, hand: referee.players[i]?.hand ?? p.hand })) };
      },
    };
  },
};

describe('a property reached through its core still catches its mutant there', () => {
  const cases: readonly (readonly [readonly Mechanic[], string, string | EngineAdapter])[] = [
    [['transform'], '712/characteristics-by-zone', 'graveyard-remembers-back-face'],
    [['transform'], '712/enters-front-face-up', 'enters-back-face-up'],
    [['transform'], '712/mana-value-by-face', 'back-face-mana-value-zero'],
    [['transform'], '712/no-transform-into-instant-or-sorcery', 'transforms-into-instant'],
    [['transform'], '712/only-double-faced-transform', 'non-dfc-transforms'],
    [FACE_DOWN, '708/controller-may-look', 'face-down-hidden-from-controller'],
    [FACE_DOWN, '708/reveal-on-leaving', 'face-down-leaves-unrevealed'],
    [FACE_DOWN, '708/no-hidden-information-leak', 'face-down-leaks-color'],
    [[], '708/no-hidden-information-leak', leakingHands],
  ];
  for (const [mechanics, id, mutant] of cases) {
    const name = typeof mutant === 'string' ? mutant : 'every hand shown to every player';
    it(`${id} fails "${name}" declaring [${mechanics.join(', ')}]`, async () => {
      const property = (await loadProperties()).find((p) => p.id === id);
      const engine = typeof mutant === 'string' ? await loadMutant(mutant) : mutant;
      // Whether it catches the mutant is the question, not how small the counterexample gets: nothing is shrunk.
      const r = await property!.check(declaring(engine, mechanics), { runs: 150, seed: 22, maxShrinks: 0 });
      expect(r.status, r.message).toBe('failed');
    }, 600_000);
  }
});
