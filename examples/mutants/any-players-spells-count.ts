/**
 * Mutant: the untap step's day/night check counts the spells every player cast during the
 * previous turn, not only its active player's.
 *
 * Bug: the engine keeps one count of spells cast per turn, whoever cast them, so a spell cast
 * by the nonactive player keeps day from becoming night. Breaks 731.2 (and 502.2).
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "The day/night check counts every player's spells of the previous turn, not its active player's.",
  clause: '731.2',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/731.2-begin-turn-counts-the-previous-active-players-spells'],
};

export default mutantEngine({
  name: 'any-players-spells-count',
  step(state, action, reference) {
    const result = reference(state, action);
    const turn = result.ok ? result.state.turn : undefined;
    if (action.kind !== 'cast' || !result.ok || turn === undefined || turn.active === action.player) return result;
    return { ...result, state: { ...result.state, turn: { ...turn, spellsCast: turn.spellsCast + 1 } } };
  },
});
