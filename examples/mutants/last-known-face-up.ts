/**
 * Mutant: a face-down permanent is remembered face up as it leaves the battlefield.
 *
 * Bug: revealing a face-down permanent as it leaves (708.9), the engine turns it face up first and keeps that as its
 * last known information: the hidden card's leaves-the-battlefield abilities trigger, and a token copy made of it
 * afterwards by its old id copies the card, not the face-down 2/2 it was (708.2a, 708.10). Breaks 603.10a and 608.2h.
 */
import { updateObject } from '../../engine/state-access.js';
import type { GameState } from '../../model/game-state.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A face-down permanent leaving the battlefield is remembered face up: its hidden card triggers and is copied.',
  clause: '603.10a',
  group: 'history',
  properties: ['603/last-known-information'],
  scenarios: [],
};

/** The state with `id`'s last known information face up, when it was a face-down card. */
function rememberedFaceUp(state: GameState, id: string): GameState {
  const lk = Object.hasOwn(state.lastKnown, id) ? state.lastKnown[id] : undefined;
  if (lk?.object.represents.kind !== 'card' || lk.object.faceDown === null) return state;
  return { ...state, lastKnown: { ...state.lastKnown, [id]: { ...lk, object: { ...lk.object, faceDown: null } } } };
}

export default mutantEngine({
  name: 'last-known-face-up',
  step(state, action, reference) {
    if (action.kind === 'create-token-copy') return reference(rememberedFaceUp(state, action.of), action);
    if (action.kind !== 'move') return reference(state, action);
    const o = state.objects[action.object];
    if (o?.zone !== 'battlefield' || o.represents.kind !== 'card' || o.faceDown === null)
      return reference(state, action);
    return reference(updateObject(state, o.id, { faceDown: null }), action);
  },
});
