/**
 * Mutant: an instant or sorcery card an effect puts onto the battlefield goes there.
 *
 * Bug: the engine's "put onto the battlefield" moves any card it is given, checking only that it is not already
 * there: a Zombify-style effect aimed at an instant in a graveyard leaves a permanent instant on the battlefield.
 * Breaks 400.4a (an instant or sorcery card that would enter the battlefield stays in its zone) and 110.4.
 */
import { isPermanentFace } from '../../generators/faces-of.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { moveObject } from '../../engine/zones/move.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'An instant or sorcery card an effect puts onto the battlefield goes there.',
  clause: '400.4a',
  group: 'history',
  properties: ['400/instant-or-sorcery-stays-off-the-battlefield'],
  scenarios: ['rules/400.4a-an-instant-card-put-onto-the-battlefield-stays-where-it-is'],
};

export default mutantEngine({
  name: 'instant-enters-battlefield',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'put-onto-battlefield' || !result.ok) return result;
    if (!result.events.some((e) => e.kind === 'no-effect' && e.clause === '400.4a')) return result;
    const card = objectOf(state, action.object);
    const def = card?.represents.kind === 'card' ? state.cards[card.represents.card] : undefined;
    if (card === undefined || def === undefined || isPermanentFace(def.faces[0])) return result;
    const moved = moveObject(state, card.id, { to: 'battlefield', controller: action.controller ?? card.owner });
    return done(moved.state, moved.events);
  },
});
