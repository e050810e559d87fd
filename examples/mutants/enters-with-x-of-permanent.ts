/**
 * Mutant: "enters with X counters" uses the permanent's own X, which is 0, instead of the X
 * chosen for the spell it was.
 *
 * Bug: the engine reads X from the object that entered; a permanent's X is 0, so a creature
 * cast for X enters with no counters. Breaks 107.3m.
 */
import { updateObject } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent that enters with X counters uses its own X (0), not the X of the spell it was.',
  clause: '107.3m',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/107.3m-enters-with-x-counters'],
};

export default mutantEngine({
  name: 'enters-with-x-of-permanent',
  step(state, action, reference) {
    const top = state.stack.at(-1);
    if (action.kind !== 'resolve' || top === undefined || (state.objects[top]?.chosenX ?? 0) === 0)
      return reference(state, action);
    return reference(updateObject(state, top, { chosenX: 0 }), action);
  },
});
