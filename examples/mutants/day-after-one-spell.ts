/**
 * Mutant: night becomes day after a turn in which the active player cast one spell.
 *
 * Bug: an off-by-one in the untap step's check; the engine tests "cast a spell" where the rule
 * says "cast two or more spells", so a night with one spell cast turns to day and every
 * nightbound permanent transforms. Breaks 731.2b.
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "Night becomes day when the previous turn's active player cast one spell, not two or more.",
  clause: '731.2b',
  group: 'dfc',
  properties: ['731/day-night-changes-by-the-rules'],
  scenarios: ['rules/731.2a-day-becomes-night-when-no-spells-were-cast'],
};

export default mutantEngine({
  name: 'day-after-one-spell',
  step(state, action, reference) {
    if (action.kind === 'day-night-check' && state.dayNight === 'night' && action.spellsCast === 1)
      return reference(state, { ...action, spellsCast: 2 });
    return reference(state, action);
  },
});
