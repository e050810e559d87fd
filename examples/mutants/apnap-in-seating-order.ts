/**
 * Mutant: abilities that triggered together go on the stack player by player in seating order, whoever is active.
 *
 * Bug: the engine walks its list of players from the first one to put triggered abilities on the stack, instead of
 * starting with the player whose turn it is, so on the second player's turn their abilities end on top and resolve
 * first. This is what the reference engine did before issue 40. Breaks 603.3b (APNAP order, 101.4).
 */
import { done } from '../../engine/step-result.js';
import type { ObjectId } from '../../model/ids.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Triggered abilities go on the stack in seating order from the first player, not starting with the active one.',
  clause: '603.3b',
  group: 'dfc',
  properties: [],
  scenarios: ['rules/603.3b-apnap-order-starts-with-the-active-player'],
};

export default mutantEngine({
  name: 'apnap-in-seating-order',
  step(state, action, reference) {
    const result = reference(state, action);
    const put = result.ok ? result.state.triggersJustPut : undefined;
    if (!result.ok || put === undefined || Object.keys(put).length < 2) return result;
    // The places the abilities put hold on the stack, refilled player by player in seating order.
    const ids = new Set(Object.values(put).flat());
    const stack = [...result.state.stack];
    const places = stack.flatMap((id, i) => (ids.has(id) ? [i] : []));
    const order: ObjectId[] = result.state.players.flatMap((p) => put[p.id] ?? []);
    places.forEach((place, n) => {
      stack[place] = order[n] as ObjectId;
    });
    return done({ ...result.state, stack }, result.events);
  },
});
