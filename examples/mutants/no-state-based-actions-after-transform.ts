/**
 * Mutant: no state-based actions after a transform or a turn face up.
 *
 * Bug: the engine checks state-based actions only after actions that move cards or deal
 * damage, not after a permanent changes faces; a creature transformed into a planeswalker
 * with no loyalty, or turned face up with toughness 0, stays on the battlefield until some
 * later action happens to check. Breaks 704.3 (whenever a player would receive priority, all
 * applicable state-based actions are performed).
 */
import { changeFaces } from './support/face-change.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'State-based actions are not performed after a transform or a turn face up.',
  clause: '704.3',
  group: 'dfc',
  properties: ['704/no-state-based-action-pending'],
  scenarios: [
    'rules/704.5g-lethal-damage-after-transform',
    'rules/704.5i-transformed-into-planeswalker-has-no-loyalty',
  ],
};

export default mutantEngine({
  name: 'no-state-based-actions-after-transform',
  step(state, action, reference) {
    return changeFaces(state, action) ?? reference(state, action);
  },
});
