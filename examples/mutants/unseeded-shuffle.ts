/**
 * Mutant: shuffles draw from a generator shared by every game, not from the game's seed.
 *
 * Bug: the engine keeps one random generator for the whole process (a global
 * `Random`), so the same setup and the same actions shuffle differently from one game
 * to the next and no run can be replayed. Breaks reproducibility (DESIGN.md: the
 * reference draws randomness from the run's seed) and with it 701.24a's shuffle as
 * a stated, checkable order.
 */
import { playerOf } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

/** The process-wide generator (xorshift32): deterministic, but shared across games. */
let shared = 0x9e3779b9;
function next(): number {
  shared ^= shared << 13;
  shared >>>= 0;
  shared ^= shared >>> 17;
  shared ^= shared << 5;
  shared >>>= 0;
  return shared / 0x1_0000_0000;
}

export const mutant: MutantFacts = {
  bug: "Shuffles draw from a generator shared by every game, not from the game's seed.",
  clause: '701.24a',
  group: 'dfc',
  properties: ['general/determinism'],
  scenarios: [],
};

export default mutantEngine({
  name: 'unseeded-shuffle',
  step(state, action, reference) {
    if (action.kind !== 'shuffle' || action.order !== undefined) return reference(state, action);
    const size = playerOf(state, action.player)?.library.length ?? 0;
    const order = Array.from({ length: size }, (_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    return reference(state, { ...action, order });
  },
});
