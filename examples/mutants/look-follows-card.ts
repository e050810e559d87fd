/**
 * Mutant: a look at a face-down card is granted for the card, not the object.
 *
 * Bug: when a player looks at a face-down permanent or spell (701.20e), the engine records the
 * permission on the card, so after that card changes zones and is face down again (put back on the
 * library and manifested, cloaked, cast face down, exiled face down) the player still sees it.
 * Breaks 708.5 and 406.3 with 400.7 (the permission was for that object; the new object is hidden
 * from everyone but its controller). Needs a history: a look, a zone change, face down again.
 */
import type { CardKey, PlayerId } from '../../model/ids.js';
import { mapObjects } from '../../model/view-objects.js';
import { objectOf } from '../../engine/state-access.js';
import { cardKeysOf, cardMemory } from './support/card-memory.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A player who looked at a face-down card still sees it after it changes zones and is face down again.',
  clause: '708.5',
  group: 'history',
  properties: ['708/controller-may-look'],
  scenarios: [],
};

const lookers = cardMemory<{ readonly players: readonly PlayerId[]; readonly object: string }>();

export default mutantEngine({
  name: 'look-follows-card',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const memory = new Map<CardKey, { readonly players: readonly PlayerId[]; readonly object: string }>(
      lookers.of(state),
    );
    for (const e of result.events) {
      if (e.kind !== 'looked') continue;
      const o = objectOf(result.state, e.object) ?? objectOf(state, e.object);
      if (o)
        for (const k of cardKeysOf(o))
          memory.set(k, { players: [...(memory.get(k)?.players ?? []), e.player], object: e.object });
    }
    lookers.keep(result.state, memory);
    return result;
  },
  view(view, state, viewer) {
    if (viewer === 'referee') return view;
    const memory = lookers.of(state);
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (!object || o.faceDown === null || o.printed !== null || object.represents.kind !== 'card') return o;
      const key = object.represents.card;
      const definition = state.cards[key];
      const seen = memory.get(key);
      // Shown again only as another object: the card after a zone change (400.7).
      return definition && seen?.players.includes(viewer) && seen.object !== o.id
        ? { ...o, printed: { kind: 'card', definition } }
        : o;
    });
  },
});
