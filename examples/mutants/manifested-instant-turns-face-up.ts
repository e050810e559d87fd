/**
 * Mutant: a manifested (or cloaked) instant or sorcery card turns face up.
 *
 * Bug: an effect that turns a face-down permanent face up does so without asking
 * whether the card is an instant or sorcery, leaving a face-up instant on the
 * battlefield. Breaks 701.40g and 701.58g (such a card is revealed and stays face
 * down) and 110.4 (instants and sorceries are never permanents).
 */
import { objectOf, tick, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A manifested (or cloaked) instant or sorcery card turns face up.',
  clause: '701.40g',
  group: 'face-down',
  properties: ['701/manifested-instant-stays-face-down'],
  scenarios: [],
};

export default mutantEngine({
  name: 'manifested-instant-turns-face-up',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'turn-face-up' || !result.ok) return result;
    const stayed = result.events.some(
      (e) => e.kind === 'no-effect' && (e.clause === '701.40g' || e.clause === '701.58g'),
    );
    if (!stayed || !objectOf(state, action.object)) return result;
    const [s, time] = tick(state);
    return done(updateObject(s, action.object, { faceDown: null, face: 'front', timestamp: time }), [
      { kind: 'turned-face-up', object: action.object, route: action.route },
    ]);
  },
});
