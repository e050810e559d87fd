/**
 * Mutant: the legend rule always keeps the newest legendary permanent, whatever its
 * controller chose.
 *
 * Bug: the engine accepts the choice and forgets it. Breaks 704.5j (the controller chooses).
 */
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'The legend rule keeps the newest legendary permanent instead of the one its controller chose.',
  clause: '704.5j',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/704.5j-the-controller-chooses-the-legend-to-keep'],
};

export default mutantEngine({
  name: 'legend-choice-ignored',
  step(state, action, reference) {
    const result = reference(state, action);
    return action.kind === 'choose-legend' && result.ok ? done(state, []) : result;
  },
});
