/**
 * Mutant: a nonmodal double-faced card put onto the battlefield enters back face up.
 *
 * Bug: a Zombify-style effect puts a nonmodal double-faced card onto the battlefield
 * with whatever face the card "last had" (its back face, say, after it died
 * transformed) instead of front face up. Breaks 712.14 (a double-faced card enters the
 * battlefield front face up unless an effect puts it there transformed, 712.14a).
 */
import type { CardDefinition } from '../../model/card.js';
import { objectOf } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A nonmodal double-faced card put onto the battlefield enters back face up.',
  clause: '712.14',
  group: 'dfc',
  properties: ['712/enters-front-face-up'],
  scenarios: [],
};

export default mutantEngine({
  name: 'enters-back-face-up',
  step(state, action, reference) {
    if (action.kind !== 'put-onto-battlefield' || action.transformed || action.asCopyOf !== undefined)
      return reference(state, action);
    const card = objectOf(state, action.object);
    const def =
      card?.represents.kind === 'card' ? (state.cards[card.represents.card] as CardDefinition | undefined) : undefined;
    if (def?.layout !== 'nonmodal-dfc') return reference(state, action);
    const result = reference(state, { ...action, transformed: true });
    // A back face that is an instant or sorcery can't enter; then behave as the reference.
    return result.ok && result.events.some((e) => e.kind === 'entered') ? result : reference(state, action);
  },
});
