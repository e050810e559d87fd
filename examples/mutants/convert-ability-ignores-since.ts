/**
 * Mutant: a permanent's own ability converts it even if it has converted or transformed
 * since the ability was put on the stack.
 *
 * Bug: the ability simply converts its source on resolution, so an enters ability answered by
 * another convert effect flips the permanent back. Breaks 701.28e.
 */
import { transformPermanent } from '../../engine/actions/transform.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "A permanent's own convert ability converts it even if it converted since it was put on the stack.",
  clause: '701.28e',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/701.28e-own-ability-converts-only-if-not-converted-since'],
};

export default mutantEngine({
  name: 'convert-ability-ignores-since',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'resolve' || !result.ok) return result;
    const held = result.events.find((e) => e.kind === 'no-effect' && e.clause === '701.28e');
    const permanent =
      held?.kind === 'no-effect' && held.object !== null ? objectOf(result.state, held.object) : undefined;
    if (!held || !permanent) return result;
    const flipped = transformPermanent(result.state, permanent, 'convert');
    return flipped.ok ? done(flipped.state, [...result.events.filter((e) => e !== held), ...flipped.events]) : result;
  },
});
