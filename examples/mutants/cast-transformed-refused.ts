/**
 * Mutant: a double-faced card is never cast transformed.
 *
 * Bug: the engine declares the newest edition but keeps the rule of the editions before
 * 2021-09-24, when a double-faced card was always cast front face up: it refuses a cast
 * transformed that an effect or disturb allows. Breaks 712.11a (and 702.146a).
 */
import { rejected } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A double-faced card is never cast transformed, as before 2021-09-24: such a cast is refused.',
  clause: '712.11a',
  group: 'dfc',
  properties: ['general/actions-by-edition'],
  scenarios: ['dfc/seed-003-r04-spell-cast-transformed', 'dfc/disturb-enters-back-face-up'],
};

export default mutantEngine({
  name: 'cast-transformed-refused',
  step(state, action, reference) {
    if (action.kind === 'cast' && action.mode.kind === 'transformed')
      return rejected('cast/not-transformed', '712.11a', 'a double-faced card is cast front face up');
    return reference(state, action);
  },
});
