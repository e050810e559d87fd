/**
 * Mutant: a copy of a back face keeps the front face's mana value.
 *
 * Bug: a copy takes the mana value the copied permanent shows (its front face's, for a
 * transformed permanent) instead of computing it from the copied mana cost, of which a
 * back face has none; a token copy of a transformed permanent likewise counts its
 * front face. XMage has had this kind of bug. Breaks 202.3b (a copy of a back face
 * has mana value 0) and 202.3c (likewise for a melded face).
 */
import type { GameEvent } from '../../model/events.js';
import { effectsOn, objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { mapObjects } from '../../model/view-objects.js';

const created = (events: readonly GameEvent[]) => events.flatMap((e) => (e.kind === 'token-created' ? [e.object] : []));

export const mutant: MutantFacts = {
  bug: "A copy of a back face keeps the front face's mana value.",
  clause: '202.3b',
  group: 'dfc',
  properties: ['712/mana-value-by-face'],
  scenarios: [],
};

export default mutantEngine({
  name: 'copy-of-back-face-keeps-mana-value',
  step(state, action, reference) {
    const result = reference(state, action);
    if (action.kind !== 'create-token-copy' || !result.ok) return result;
    // The bug: the token forgets it was made as a copy, so its back face counts the front face.
    let s = result.state;
    for (const id of created(result.events)) {
      const token = objectOf(s, id);
      if (token?.represents.kind === 'token')
        s = updateObject(s, id, { represents: { ...token.represents, copy: false } });
    }
    return done(s, result.events);
  },
  view(view, state) {
    return mapObjects(view, (o) => {
      if (o.characteristics === null || o.faceDown !== null) return o;
      const copies = effectsOn(state, o.id).flatMap((e) => (e.change.kind === 'copy' ? [e.change.values] : []));
      const last = copies[copies.length - 1];
      return last ? { ...o, characteristics: { ...o.characteristics, manaValue: last.manaValue } } : o;
    });
  },
});
