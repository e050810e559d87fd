/**
 * Mutant: a permanent's own "transform this" ability transforms it even if it has
 * transformed since the ability was put on the stack.
 *
 * Bug: the ability simply transforms its source on resolution, so two activations
 * in response to each other (or an activation answered by another transform effect)
 * flip the permanent back. This was the rule before Shadows over Innistrad
 * (2016-04-08). Breaks 701.27f (such an ability transforms the permanent only if it
 * hasn't transformed since the ability was put onto the stack).
 */
import { transformPermanent } from '../../engine/actions/transform.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A "transform this" ability transforms its source even if it transformed since it was put on the stack.',
  clause: '701.27f',
  group: 'dfc',
  properties: [],
  scenarios: ['dfc/transform-ability-only-once'],
};

export default mutantEngine({
  name: 'transform-ability-ignores-since',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'resolve' || !result.ok) return result;
    const held = result.events.find((e) => e.kind === 'no-effect' && e.clause === '701.27f');
    const permanent =
      held?.kind === 'no-effect' && held.object !== null ? objectOf(result.state, held.object) : undefined;
    if (!held || !permanent) return result;
    const flipped = transformPermanent(result.state, permanent, 'transform');
    return flipped.ok ? done(flipped.state, [...result.events.filter((e) => e !== held), ...flipped.events]) : result;
  },
});
