/**
 * Mutant: a permanent that transforms or is turned face up into a planeswalker or battle
 * gets loyalty or defense counters, as if it had entered.
 *
 * Bug: the engine gives intrinsic counters whenever a permanent becomes a planeswalker or
 * battle, so Jace, Vryn's Prodigy transformed in place is Jace, Telepath Unbound with 5
 * loyalty instead of a planeswalker with none that is put into the graveyard. Breaks 306.5b
 * and 310.4b (the counters are a replacement effect on entering the battlefield only).
 */
import { addIntrinsicCounters } from '../../engine/priority/intrinsic-counters.js';
import { atOnce } from '../../engine/priority/at-once.js';
import { settle } from '../../engine/priority/settle.js';
import { done } from '../../engine/step-result.js';
import { changeFaces } from './support/face-change.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent that transforms or turns face up into a planeswalker or battle gets loyalty or defense counters.',
  clause: '306.5b',
  group: 'dfc',
  properties: ['306/intrinsic-counters-on-entering'],
  scenarios: ['rules/704.5i-transformed-into-planeswalker-has-no-loyalty'],
};

export default mutantEngine({
  name: 'loyalty-on-transform',
  step(state, action, reference) {
    const changed = changeFaces(state, action);
    if (changed === null || !changed.ok || !('object' in action)) return changed ?? reference(state, action);
    const [counted, added] = addIntrinsicCounters(changed.state, action.object);
    const [settled, events] = settle(...atOnce(counted, [...changed.events, ...added]));
    return done(settled, events);
  },
});
