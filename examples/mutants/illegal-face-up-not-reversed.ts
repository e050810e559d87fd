/**
 * Mutant: a refused turn-face-up is reported illegal but not undone.
 *
 * Bug: the engine turns the permanent face up first and checks the route afterwards
 * (does it have that morph or disguise cost? is it a manifested creature card?); when
 * the check fails it reports the action illegal but forgets to turn the permanent
 * back. Breaks 733.1 (an illegal action is reversed entirely) and the adapter
 * contract that a rejected action leaves the game unchanged.
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A refused turn-face-up is reported illegal but not undone.',
  clause: '733.1',
  group: 'dfc',
  properties: ['general/illegal-actions-leave-state-unchanged'],
  scenarios: [],
};

export default mutantEngine({
  name: 'illegal-face-up-not-reversed',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'turn-face-up' || result.ok || result.rejection.code === 'turn-face-up/not-face-down')
      return result;
    const halfDone = reference(state, { ...action, route: 'effect' });
    return halfDone.ok ? { ok: false, rejection: result.rejection, state: halfDone.state } : result;
  },
});
