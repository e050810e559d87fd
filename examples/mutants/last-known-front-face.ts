/**
 * Mutant: a permanent that leaves the battlefield transformed is remembered with its front face up.
 *
 * Bug: the engine keeps a departing double-faced permanent's last known information as its card, front face up,
 * instead of as it last existed: a transformed permanent moved off the battlefield triggers its front face's
 * leaves-the-battlefield abilities, not its back face's, and a token copy made of it afterwards by its old id copies
 * the front face. Breaks 603.10a and 608.2h.
 */
import { updateObject } from '../../engine/state-access.js';
import type { GameState } from '../../model/game-state.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent leaving the battlefield transformed is remembered (leaves triggers, token copies) front face up.',
  clause: '608.2h',
  group: 'history',
  properties: ['603/last-known-information'],
  scenarios: [],
};

/** The state with `id`'s last known information front face up, when it was a transformed card. */
function rememberedFrontUp(state: GameState, id: string): GameState {
  const lk = Object.hasOwn(state.lastKnown, id) ? state.lastKnown[id] : undefined;
  if (lk?.object.represents.kind !== 'card' || lk.object.face !== 'back' || lk.object.faceDown !== null) return state;
  return { ...state, lastKnown: { ...state.lastKnown, [id]: { ...lk, object: { ...lk.object, face: 'front' } } } };
}

export default mutantEngine({
  name: 'last-known-front-face',
  step(state, action, reference) {
    if (action.kind === 'create-token-copy') return reference(rememberedFrontUp(state, action.of), action);
    if (action.kind !== 'move') return reference(state, action);
    const o = state.objects[action.object];
    // Moved off the battlefield back face up: it leaves (and is remembered) as its front face.
    if (o?.zone !== 'battlefield' || o.represents.kind !== 'card' || o.face !== 'back' || o.faceDown !== null)
      return reference(state, action);
    return reference(updateObject(state, o.id, { face: 'front' }), action);
  },
});
