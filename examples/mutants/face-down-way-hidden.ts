/**
 * Mutant: opponents can't tell how a face-down permanent became face down.
 *
 * Bug: the engine shows every face-down permanent an opponent doesn't control as
 * the same generic face-down object ("face down by an effect"), so the opponent
 * can't tell a morph from a manifested or cloaked card. Breaks 708.6 (which ability
 * made each face-down permanent face down is public; face-down objects must stay
 * distinguishable).
 */
import { objectOf } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { mapObjects } from '../../model/view-objects.js';

export const mutant: MutantFacts = {
  bug: "Opponents can't tell how a face-down permanent became face down.",
  clause: '708.6',
  group: 'face-down',
  properties: ['708/distinguishable'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-down-way-hidden',
  view(view, state, viewer) {
    if (viewer === 'referee') return view;
    return mapObjects(view, (o) => {
      if (o.zone !== 'battlefield' || o.faceDown === null || objectOf(state, o.id)?.controller === viewer) return o;
      return { ...o, faceDown: { by: 'effect' } };
    });
  },
});
