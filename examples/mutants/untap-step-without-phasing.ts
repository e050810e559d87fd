/**
 * Mutant: a new turn's untap step does not phase permanents in or out.
 *
 * Bug: the engine treats phasing as something only effects do, so a permanent with phasing
 * never phases out in its controller's untap step, and one phased out never comes back.
 * Breaks 702.26a (and 502.1).
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'The untap step does not phase out permanents with phasing, nor phase in those that phased out.',
  clause: '702.26a',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/702.26a-phasing-in-the-untap-step'],
};

export default mutantEngine({
  name: 'untap-step-without-phasing',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'begin-turn' || !result.ok) return result;
    // Every permanent keeps the phasing status it had before the turn began.
    const objects = { ...result.state.objects };
    for (const [id, o] of Object.entries(objects)) {
      const before = state.objects[id];
      if (before && o.phasedOut !== before.phasedOut) objects[id] = { ...o, phasedOut: before.phasedOut };
    }
    return { ...result, state: { ...result.state, objects } };
  },
});
