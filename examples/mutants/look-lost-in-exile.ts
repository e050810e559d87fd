/**
 * Mutant: a look at a face-down card ends when the card is exiled face down.
 *
 * Bug: the engine keeps a player's permission to look on the object, as it should, but when an effect exiles
 * that card face down the new object in exile starts with no permissions, so the player who had looked at it
 * sees nothing there. Engines make it because 400.7 says the exiled card is a new object with no memory of its
 * past; 406.3 makes the exception: a player who was allowed to look at a card and then sees it exiled face down
 * may keep looking at it while it stays in exile (the rule since 2022-02-18; before it, the look ended). Needs a
 * history: a look, then the card exiled face down.
 */
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A player who looked at a face-down card no longer sees it once an effect exiles it face down.',
  clause: '406.3',
  group: 'history',
  properties: ['708/controller-may-look'],
  scenarios: ['rules/406.3-look-follows-card-into-exile-face-down'],
};

export default mutantEngine({
  name: 'look-lost-in-exile',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok || action.kind !== 'move' || action.to !== 'exile' || action.faceDown !== true) return result;
    // The permissions the reference carried over to the card exiled face down are dropped.
    const exiled = new Set(result.events.flatMap((e) => (e.kind === 'zone-change' ? [e.newObject] : [])));
    const kept = result.state.lookPermissions.filter((p) => !exiled.has(p.object));
    if (kept.length === result.state.lookPermissions.length) return result;
    return done({ ...result.state, lookPermissions: kept }, result.events);
  },
});
