/**
 * Mutant: damage is marked on whatever permanent is dealt it.
 *
 * Bug: the engine treats every permanent alike when it is dealt damage: it marks the damage, on an
 * artifact or a land as on a creature, and marks it on a planeswalker or battle instead of removing
 * loyalty or defense counters. A noncreature later transformed into a creature then carries that
 * damage. This is what the reference engine did before issue 23. Breaks 120.1, 120.3c and 120.3h.
 */
import { requirePermanent } from '../../engine/actions/guards.js';
import { settle } from '../../engine/priority/settle.js';
import { updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Damage is marked on any permanent, planeswalkers and battles included, and removes no counters.',
  clause: '120.1',
  group: 'dfc',
  properties: ['120/damage-by-recipient'],
  scenarios: [
    'rules/120.1-noncreature-permanent-is-dealt-no-damage',
    'rules/120.3c-damage-to-a-planeswalker-removes-loyalty',
    'rules/120.3h-damage-to-a-battle-removes-defense',
  ],
};

export default mutantEngine({
  name: 'damage-marked-on-anything',
  step(state, action, reference) {
    if (action.kind !== 'deal-damage' || action.source !== undefined || state.gameOver) return reference(state, action);
    const found = requirePermanent(state, action.object, 'deal-damage');
    if (!found.ok || !Number.isInteger(action.amount) || action.amount < 1) return reference(state, action);
    const marked = updateObject(state, found.value.id, { damage: found.value.damage + action.amount });
    return done(...settle(marked, []));
  },
});
