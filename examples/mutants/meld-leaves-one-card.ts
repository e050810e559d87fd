/**
 * Mutant: a melded permanent that leaves the battlefield comes back as one card.
 *
 * Bug: the engine treats the melded permanent as the card it was melded from and
 * moves only that card; the partner card is lost. Breaks 712.21 (a melded permanent
 * leaving the battlefield puts both of its cards into the new zone) and 712.4a.
 */
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { objectOf, withoutObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { removeFromZone } from '../../engine/zones/zone-lists.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

function drop(state: GameState, id: ObjectId): GameState {
  const object = objectOf(state, id);
  return object ? withoutObject(removeFromZone(state, id, object.zone, object.owner), id) : state;
}

export const mutant: MutantFacts = {
  bug: 'A melded permanent that leaves the battlefield comes back as one card.',
  clause: '712.21',
  group: 'dfc',
  properties: [],
  scenarios: ['dfc/meld-leaves-battlefield-two-cards'],
};

export default mutantEngine({
  name: 'meld-leaves-one-card',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    let s = result.state;
    const seen = new Set<ObjectId>();
    const events = result.events.filter((e) => {
      if (e.kind !== 'zone-change' || objectOf(state, e.object)?.represents.kind !== 'melded') return true;
      if (!seen.has(e.object)) {
        seen.add(e.object);
        return true;
      }
      s = drop(s, e.newObject); // the bug: the second card never arrives
      return false;
    });
    return seen.size === 0 ? result : done(s, events);
  },
});
