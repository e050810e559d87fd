/**
 * Mutant: a face-down double-faced permanent transforms.
 *
 * Bug: the transform handler never looks at face-down status, so a manifested or
 * cloaked double-faced card told to transform flips over and ends face up with its
 * back face showing. Breaks 712.15a (a face-down permanent can't transform, and comes
 * up front face up when turned face up). Engines that model "face down" as a face of
 * the card rather than a status have had exactly this bug since manifest (2015).
 */
import { transformPermanent } from '../../engine/actions/transform.js';
import { objectOf } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A face-down double-faced permanent transforms.',
  clause: '712.15a',
  group: 'dfc',
  properties: ['712/face-down-never-transforms', '712/only-double-faced-transform'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-down-dfc-transforms',
  step(state, action, reference) {
    if (action.kind !== 'transform' && action.kind !== 'convert') return reference(state, action);
    const permanent = objectOf(state, action.object);
    if (permanent?.zone !== 'battlefield' || permanent.faceDown === null) return reference(state, action);
    // The bug: treat it as if it were face up.
    const faceUp = { ...permanent, faceDown: null };
    return transformPermanent({ ...state, objects: { ...state.objects, [permanent.id]: faceUp } }, faceUp, action.kind);
  },
});
