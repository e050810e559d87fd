/**
 * Mutant: a copy of a face-down permanent copies the card underneath.
 *
 * Bug: the copy effect reads the copied permanent's card instead of its copiable
 * values, so a Clone of a morph (or a token copy of a manifested card) becomes the
 * hidden creature, face up. Breaks 708.10 and 707.2 (the copiable values of a
 * face-down permanent are its face-down values: a nameless 2/2).
 */
import type { Action } from '../../adapter/action.js';
import type { ObjectId } from '../../model/ids.js';
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

function copied(action: Action): ObjectId | null {
  if (action.kind === 'become-copy' || action.kind === 'create-token-copy') return action.of;
  return action.kind === 'put-onto-battlefield' ? (action.asCopyOf ?? null) : null;
}

export const mutant: MutantFacts = {
  bug: 'A copy of a face-down permanent copies the card underneath.',
  clause: '708.10',
  group: 'face-down',
  properties: ['708/copy-of-face-down'],
  scenarios: [],
};

export default mutantEngine({
  name: 'copy-of-face-down-copies-card',
  step(state, action, reference) {
    const of = copied(action);
    const source = of === null ? undefined : objectOf(state, of);
    if (source?.zone !== 'battlefield' || source.faceDown === null) return reference(state, action);
    // The bug: copy as if the source were face up, then put it back face down.
    const result = reference(updateObject(state, source.id, { faceDown: null }), action);
    if (!result.ok || !objectOf(result.state, source.id)) return result;
    return done(updateObject(result.state, source.id, { faceDown: source.faceDown }), result.events);
  },
});
