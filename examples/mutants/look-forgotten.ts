/**
 * Mutant: a look at a face-down permanent or spell lasts only for the moment.
 *
 * Bug: the engine treats "look at" like a reveal to one player: the card is shown in the `looked` event, but no
 * permission is kept, so the player's views show the face-down object as every other opponent's do. Breaks
 * 701.20e (an effect that lets a player look at a card lets them go on looking at it while it stays that object,
 * unless it says for the moment) with 708.5.
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A player let look at a face-down permanent or spell is shown it once, in the event, and not in their views.',
  clause: '701.20e',
  group: 'face-down',
  properties: ['708/controller-may-look'],
  scenarios: ['rules/701.20e-look-for-the-moment-or-any-time'],
};

export default mutantEngine({
  name: 'look-forgotten',
  step(state, action, reference) {
    return reference(state, action.kind === 'look' ? { ...action, duration: 'moment' } : action);
  },
});
