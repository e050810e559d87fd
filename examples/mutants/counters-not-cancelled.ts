/**
 * Mutant: +1/+1 and -1/-1 counters on one permanent stay side by side.
 *
 * Bug: the engine adds up the two kinds when it computes power and toughness, so it never removes
 * them in pairs; the permanent's counters show both kinds. Breaks 704.5q.
 */
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent with +1/+1 and -1/-1 counters keeps both; they are never removed in pairs.',
  clause: '704.5q',
  group: 'dfc',
  properties: ['704/no-state-based-action-pending'],
  scenarios: ['rules/704.5q-plus-and-minus-counters-cancel-in-pairs'],
};

export default mutantEngine({
  name: 'counters-not-cancelled',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok || action.kind !== 'add-counters') return result;
    const before = objectOf(state, action.object);
    const after = objectOf(result.state, action.object);
    if (!before || !after || after.zone !== 'battlefield') return result;
    // The counters as they were plus those added, as if no pair had been removed.
    const counters = { ...before.counters, [action.counter]: (before.counters[action.counter] ?? 0) + action.amount };
    if ((counters['+1/+1'] ?? 0) === 0 || (counters['-1/-1'] ?? 0) === 0) return result;
    return done(updateObject(result.state, after.id, { counters }), result.events);
  },
});
