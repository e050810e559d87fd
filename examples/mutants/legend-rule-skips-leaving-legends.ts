/**
 * Mutant: the legend rule leaves out a legendary permanent that state-based actions put into the graveyard for
 * another reason in the same check.
 *
 * Bug: the engine checks each permanent for its state-based actions in turn and skips the rest of a permanent
 * already found to die, so a legend dying of damage is not one of the legends sharing a name: keeping it does not
 * take the other one with it. This is what the reference engine did before issue 40. Breaks 704.3 (all the
 * state-based actions that apply are one event) and 704.5j.
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'The legend rule does not count a legend leaving in the same check for another reason.',
  clause: '704.3',
  group: 'dfc',
  // 704/no-state-based-action-pending judges the legend rule's outcome and catches it in some generated games (a
  // damaged creature becoming a copy of a legend), too rarely to be named here: the scenarios are the sure catch.
  properties: [],
  scenarios: [
    'rules/704.3-a-legend-kept-that-dies-in-the-same-check-takes-the-other-with-it',
    'rules/704.5j-without-a-choice-the-newest-legend-is-kept-even-if-it-leaves-anyway',
  ],
};

/** State-based actions that put a permanent into its graveyard for a reason other than the legend rule. */
const LEAVING = new Set(['704.5f', '704.5g', '704.5h', '704.5i', '704.5s', '704.5v']);

export default mutantEngine({
  name: 'legend-rule-skips-leaving-legends',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const sba = result.events.flatMap((e) => (e.kind === 'state-based-action' ? [e] : []));
    const legendRule = sba.filter((e) => e.clause === '704.5j').map((e) => e.object);
    if (legendRule.length === 0 || !sba.some((e) => LEAVING.has(e.clause))) return result;
    // Played again with the legends the rule took kept instead: the one leaving anyway no longer takes them along.
    const kept = [...(state.legendsKept ?? []), ...legendRule];
    const again = reference({ ...state, legendsKept: kept }, action);
    if (!again.ok) return result;
    const { legendsKept: _, ...rest } = again.state;
    return { ...again, state: state.legendsKept === undefined ? rest : { ...rest, legendsKept: state.legendsKept } };
  },
});
