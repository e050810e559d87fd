/**
 * Mutant: a face-down card once revealed stays shown when it is face down again.
 *
 * Bug: the engine marks a card "revealed" when a face-down permanent leaves the battlefield (708.9)
 * or a face-down card is revealed (701.20a), and never clears the mark, so after the card changes
 * zones again and is face down once more (manifested from the top of its library, cloaked, exiled
 * face down) every player who saw it still sees its identity. Breaks 708.5 and 406.3 with 400.7.
 * Needs a history: a reveal, a zone change, face down again.
 */
import type { CardKey, PlayerId } from '../../model/ids.js';
import { mapObjects } from '../../model/view-objects.js';
import { objectOf } from '../../engine/state-access.js';
import { cardKeysOf, cardMemory } from './support/card-memory.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A card revealed once (leaving the battlefield face down, or by a reveal) stays shown when face down again.',
  clause: '708.5',
  group: 'history',
  properties: ['708/controller-may-look'],
  scenarios: [],
};

const seenBy = cardMemory<{ readonly players: readonly PlayerId[]; readonly object: string }>();

export default mutantEngine({
  name: 'revealed-card-stays-known',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const memory = new Map<CardKey, { readonly players: readonly PlayerId[]; readonly object: string }>(
      seenBy.of(state),
    );
    for (const e of result.events) {
      if (e.kind !== 'revealed') continue;
      const o = objectOf(state, e.object) ?? objectOf(result.state, e.object);
      if (o)
        for (const k of cardKeysOf(o))
          memory.set(k, { players: [...(memory.get(k)?.players ?? []), ...e.to], object: e.object });
    }
    seenBy.keep(result.state, memory);
    return result;
  },
  view(view, state, viewer) {
    if (viewer === 'referee' || state.gameOver) return view;
    const memory = seenBy.of(state);
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
