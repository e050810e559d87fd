/**
 * Mutant: what is attached to a permanent stays phased in when the permanent phases out.
 *
 * Bug: the engine phases out only the permanent named, not the Auras and Equipment attached to it, so
 * they stay on the battlefield attached to something that is treated as though it does not exist.
 * This is what the reference engine did before issue 23. Breaks 702.26g.
 */
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Auras and Equipment attached to a permanent stay phased in when it phases out.',
  clause: '702.26g',
  group: 'dfc',
  properties: ['702/attachments-phase-with-their-permanent'],
  scenarios: ['rules/702.26g-attachments-phase-out-and-in-with-their-permanent'],
};

export default mutantEngine({
  name: 'attachments-stay-phased-in',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok || action.kind !== 'phase-out') return result;
    let s = result.state;
    for (const id of s.battlefield) {
      const o = objectOf(s, id);
      if (o?.phasedOutWith === undefined || objectOf(state, id)?.phasedOut) continue;
      const { phasedOutWith: _, ...rest } = o;
      s = updateObject({ ...s, objects: { ...s.objects, [id]: rest } }, id, { phasedOut: false });
    }
    return done(s, result.events);
  },
});
