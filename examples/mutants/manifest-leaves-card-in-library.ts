/**
 * Mutant: manifesting or cloaking a card leaves the card in the library as well.
 *
 * Bug: the face-down permanent is built from a copy of the library card (a
 * "last known information" snapshot) and the original is never taken out of the
 * library, so the same card is two objects at once. Breaks 701.40a and 701.58a (the
 * card itself is put onto the battlefield) and 400.7 / 712.4a's conservation: every
 * card is exactly one object.
 */
import type { GameEvent } from '../../model/events.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { createCardObject } from '../../engine/zones/move.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Manifesting or cloaking a card leaves the card in the library as well.',
  clause: '701.40a',
  group: 'dfc',
  properties: ['general/conservation'],
  scenarios: [],
};

export default mutantEngine({
  name: 'manifest-leaves-card-in-library',
  step(state, action, reference) {
    const result = reference(state, action);
    if ((action.kind !== 'manifest' && action.kind !== 'cloak' && action.kind !== 'manifest-dread') || !result.ok)
      return result;
    let s = result.state;
    const fromLibrary = result.events.filter(
      (e): e is Extract<GameEvent, { kind: 'zone-change' }> =>
        e.kind === 'zone-change' && e.from === 'library' && e.to === 'battlefield',
    );
    for (const e of [...fromLibrary].reverse()) {
      const card = objectOf(state, e.object);
      if (card?.represents.kind !== 'card') continue;
      [s] = createCardObject(s, card.represents, card.owner, { to: 'library', position: 'top' });
    }
    return s === result.state ? result : done(s, result.events);
  },
});
