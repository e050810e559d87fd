/**
 * Mutant: an Ixidron-style effect turns a double-faced permanent face down.
 *
 * Bug: "turn face down" is allowed for every face-up permanent; the engine forgets
 * that double-faced and melded permanents can't be turned face down (nothing happens).
 * Breaks 712.16 (true since Innistrad, 2011, old 711.6; the Ixidron ruling).
 */
import { objectOf, tick, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'An Ixidron-style effect turns a double-faced permanent face down.',
  clause: '712.16',
  group: 'dfc',
  properties: ['712/dfc-cannot-be-turned-face-down'],
  scenarios: [],
};

export default mutantEngine({
  name: 'dfc-turned-face-down',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'turn-face-down' || !result.ok) return result;
    const refused = result.events.some((e) => e.kind === 'no-effect' && e.clause === '712.16');
    const permanent = objectOf(state, action.object);
    if (!refused || !permanent) return result;
    const [s, time] = tick(state);
    return done(updateObject(s, permanent.id, { faceDown: 'effect', face: 'front', timestamp: time }), [
      { kind: 'turned-face-down', object: permanent.id },
    ]);
  },
});
