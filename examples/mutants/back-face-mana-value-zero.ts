/**
 * Mutant: a transformed permanent has mana value 0.
 *
 * Bug: the back face has no mana cost, and the engine applies "no mana cost counts
 * 0" to it, as the rules did from Innistrad (2011) until Shadows over Innistrad
 * (2016-04-08). Breaks 202.3b and 712.8e (a nonmodal double-faced permanent or spell
 * with its back face up uses its front face's mana cost for its mana value).
 */
import { objectOf } from '../../engine/state-access.js';
import { cardOf } from './support/state.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { mapObjects } from '../../model/view-objects.js';

export const mutant: MutantFacts = {
  bug: 'A transformed permanent has mana value 0.',
  clause: '202.3b',
  group: 'dfc',
  properties: ['712/mana-value-by-face'],
  scenarios: [],
};

export default mutantEngine({
  name: 'back-face-mana-value-zero',
  view(view, state) {
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (!object || o.characteristics === null || o.faceDown !== null || o.face !== 'back') return o;
      if (cardOf(state, object)?.layout !== 'nonmodal-dfc') return o;
      return { ...o, characteristics: { ...o.characteristics, manaValue: 0 } };
    });
  },
});
