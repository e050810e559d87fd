/**
 * Mutant: turning a permanent face up untaps it.
 *
 * Bug: the engine rebuilds the permanent from its card when it turns face up and the
 * fresh object starts untapped. Breaks 110.5 and 708.8 (turning face up changes no
 * status other than face up/face down: a tapped permanent stays tapped) and 702.37e.
 */
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Turning a permanent face up untaps it.',
  clause: '110.5',
  group: 'face-down',
  properties: ['708/turn-face-up-same-object'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-up-untaps',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'turn-face-up' || !result.ok || !result.events.some((e) => e.kind === 'turned-face-up'))
      return result;
    if (!objectOf(result.state, action.object)) return result;
    return done(updateObject(result.state, action.object, { tapped: false }), result.events);
  },
});
