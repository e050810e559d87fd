/**
 * Mutant: a spell cast converted has mana value 0 on the stack.
 *
 * Bug: the engine casts a More Than Meets the Eye card converted by putting its back face on the stack, and reads
 * the spell's mana value from the face that is up, which has no mana cost; once it resolves, the permanent's mana
 * value follows the front face as it should. Breaks 712.8c (a nonmodal double-faced spell cast converted has its
 * back face up and its mana value from its front face's mana cost) with 702.162a.
 */
import { objectOf } from '../../engine/state-access.js';
import { mapObjects } from '../../model/view-objects.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { cardOf } from './support/state.js';

export const mutant: MutantFacts = {
  bug: 'A spell cast converted (More Than Meets the Eye) has mana value 0 on the stack.',
  clause: '712.8c',
  group: 'dfc',
  properties: ['712/mana-value-by-face'],
  scenarios: ['rules/712.8c-a-spell-cast-converted-has-its-front-face-mana-value'],
};

export default mutantEngine({
  name: 'converted-spell-mana-value-zero',
  view(view, state) {
    return mapObjects(view, (o) => {
      if (o.zone !== 'stack' || o.face !== 'back' || o.faceDown !== null || o.characteristics === null) return o;
      const object = objectOf(state, o.id);
      const def = object && cardOf(state, object);
      const convertible =
        def?.layout === 'nonmodal-dfc' && def.faces[0].abilities.some((a) => a.kind === 'more-than-meets-the-eye');
      return convertible ? { ...o, characteristics: { ...o.characteristics, manaValue: 0 } } : o;
    });
  },
});
