/**
 * Mutant: a permanent that is not a double-faced card or token "transforms".
 *
 * Bug: transform only flips a "which face is up" flag, without asking whether the
 * permanent has a back face, so an ordinary card, an ordinary token, or a Clone
 * copying a double-faced permanent reports a transform and shows its "back" face.
 * Breaks 701.27a, 701.27c and 712.9 (only double-faced cards and tokens transform;
 * for anything else the instruction does nothing).
 */
import { objectOf, tick, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent that is not a double-faced card or token "transforms".',
  clause: '701.27c',
  group: 'dfc',
  properties: ['712/only-double-faced-transform'],
  scenarios: [],
};

export default mutantEngine({
  name: 'non-dfc-transforms',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'transform' || !result.ok) return result;
    const refused = result.events.some(
      (e) => e.kind === 'no-effect' && (e.clause === '701.27c' || e.clause === '712.4c'),
    );
    const permanent = objectOf(state, action.object);
    if (!refused || !permanent) return result;
    const to = permanent.face === 'front' ? 'back' : 'front';
    let [s, time] = tick(state);
    s = updateObject(s, permanent.id, { face: to, timestamp: time, transformedAt: time });
    return done(s, [{ kind: 'transformed', object: permanent.id, face: to }]);
  },
});
