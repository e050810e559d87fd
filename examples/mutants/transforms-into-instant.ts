/**
 * Mutant: a double-faced permanent transforms into an instant or sorcery face.
 *
 * Bug: transform flips to the other face without checking what it is, so a permanent
 * whose other face is an instant or sorcery (a synthetic DFC, or a modal DFC told to
 * transform) ends up on the battlefield showing a spell face. Breaks 701.27d and
 * 712.10 (if the other face is an instant or sorcery, it doesn't transform).
 */
import { objectOf, tick, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A double-faced permanent transforms into an instant or sorcery face.',
  clause: '701.27d',
  group: 'dfc',
  properties: ['712/no-transform-into-instant-or-sorcery'],
  scenarios: [],
};

export default mutantEngine({
  name: 'transforms-into-instant',
  step(state, action, reference) {
    const result = reference(state, action);
    if ((action.kind !== 'transform' && action.kind !== 'convert') || !result.ok) return result;
    const refused = result.events.some((e) => e.kind === 'no-effect' && e.clause === '701.27d');
    const permanent = objectOf(state, action.object);
    if (!refused || !permanent) return result;
    const to = permanent.face === 'front' ? 'back' : 'front';
    const [s, time] = tick(state);
    return done(updateObject(s, permanent.id, { face: to, timestamp: time, transformedAt: time }), [
      { kind: action.kind === 'transform' ? 'transformed' : 'converted', object: permanent.id, face: to },
    ]);
  },
});
