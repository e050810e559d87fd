/**
 * Mutant: turning a face-down permanent face down again changes it.
 *
 * Bug: an Ixidron-style effect re-applies "face down" to a permanent that already is,
 * so a morph, disguised or cloaked permanent becomes face down "by an effect": it
 * loses the route it had for turning face up and, for disguise and cloak, its ward {2}.
 * Breaks 708.2b (a face-down permanent can't be turned face down; nothing happens)
 * and 708.6.
 */
import { objectOf, tick, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Turning a face-down permanent face down again changes it.',
  clause: '708.2b',
  group: 'face-down',
  properties: ['708/face-down-cannot-be-turned-face-down'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-down-turned-face-down-again',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'turn-face-down' || !result.ok) return result;
    const refused = result.events.some((e) => e.kind === 'no-effect' && e.clause === '708.2b');
    if (!refused || !objectOf(state, action.object)) return result;
    const [s, time] = tick(state);
    return done(updateObject(s, action.object, { faceDown: 'effect', timestamp: time }), [
      { kind: 'turned-face-down', object: action.object },
    ]);
  },
});
