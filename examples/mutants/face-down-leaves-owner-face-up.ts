/**
 * Mutant: a face-down permanent leaving the game with its owner leaves face up.
 *
 * Bug: to reveal the face-down permanents of a player who leaves (708.9, 800.4a), the engine turns them
 * face up first, so each leaves as the card it hides: its hidden leaves-the-battlefield ability triggers,
 * and its last known information is the card, not a face-down 2/2. This is what the reference engine did
 * before issue 23. Breaks 603.10a and 708.2a.
 */
import { updateObject } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A face-down permanent leaving the game with its owner is turned face up first, so its hidden abilities see it.',
  clause: '603.10a',
  group: 'face-down',
  properties: [],
  scenarios: ['rules/702.26k-leaving-with-the-owner-triggers-nothing-hidden'],
};

export default mutantEngine({
  name: 'face-down-leaves-owner-face-up',
  step(state, action, reference) {
    if (action.kind !== 'player-leaves') return reference(state, action);
    let s = state;
    for (const id of state.battlefield) {
      const o = state.objects[id];
      if (o && o.owner === action.player && o.faceDown !== null) s = updateObject(s, id, { faceDown: null });
    }
    return reference(s, action);
  },
});
