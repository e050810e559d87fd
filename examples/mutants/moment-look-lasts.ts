/**
 * Mutant: looking at a card for the moment lets the player go on looking at it.
 *
 * Bug: the engine has one kind of look and always leaves a permission behind, so a card a
 * player was only shown once stays visible to them. Breaks 701.20e.
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A look for the moment leaves the player able to look at the card any time.',
  clause: '701.20e',
  group: 'face-down',
  properties: [],
  scenarios: ['rules/701.20e-look-for-the-moment-or-any-time'],
};

export default mutantEngine({
  name: 'moment-look-lasts',
  step(state, action, reference) {
    return reference(state, action.kind === 'look' ? { ...action, duration: 'ongoing' } : action);
  },
});
