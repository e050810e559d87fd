/**
 * Mutant: a split card's mana value is always its left half's.
 *
 * Bug: the engine reads the mana cost of the first half printed, wherever the card is and
 * whichever half was cast. Breaks 202.3d (a split card not on the stack counts both halves'
 * costs; a split spell counts the half cast) and 709.4b.
 */
import { objectOf } from '../../engine/state-access.js';
import { manaValueOfCost } from '../../model/mana.js';
import { mapObjects } from '../../model/view-objects.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { cardOf } from './support/state.js';

export const mutant: MutantFacts = {
  bug: "A split card's mana value is always its left half's.",
  clause: '202.3d',
  group: 'dfc',
  properties: ['712/mana-value-by-face'],
  scenarios: ['rules/202.3d-split-card-mana-value-by-zone'],
};

export default mutantEngine({
  name: 'split-mana-value-one-half',
  view(view, state) {
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (!object || o.characteristics === null || o.faceDown !== null) return o;
      const def = cardOf(state, object);
      if (def?.layout !== 'split') return o;
      return { ...o, characteristics: { ...o.characteristics, manaValue: manaValueOfCost(def.halves[0].manaCost) } };
    });
  },
});
