/**
 * Mutant: triggered abilities go on the stack in the order they triggered, whatever order
 * their controller chose.
 *
 * Bug: the engine accepts the chosen order and leaves the stack as it was. Breaks 603.3b.
 */
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Abilities that triggered together stay in the order they triggered, not the order their controller chose.',
  clause: '603.3b',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/603.3b-controller-orders-simultaneous-triggers'],
};

export default mutantEngine({
  name: 'trigger-order-ignored',
  step(state, action, reference) {
    const result = reference(state, action);
    return action.kind === 'order-triggers' && result.ok ? done(state, []) : result;
  },
});
