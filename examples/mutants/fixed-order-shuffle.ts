/**
 * Mutant: every shuffle starts its generator from one constant, not from the game's seed.
 *
 * Bug: the engine seeds its shuffle with a fixed number (a test default left in), so a shuffle
 * with no stated order gives the same order in every game whatever the seed: replays work, but
 * the library is never randomised. Breaks 701.24a (to shuffle is to randomise the order).
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Every shuffle starts from one fixed generator state, so the order is the same whatever the seed.',
  clause: '701.24a',
  group: 'dfc',
  properties: ['701/shuffle-randomises'],
  scenarios: [],
};

export default mutantEngine({
  name: 'fixed-order-shuffle',
  step(state, action, reference) {
    if (action.kind !== 'shuffle' || action.order !== undefined) return reference(state, action);
    return reference({ ...state, rng: 0x2545_f491 }, action);
  },
});
