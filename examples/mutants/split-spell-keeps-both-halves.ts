/**
 * Mutant: a split spell on the stack still has both halves' characteristics.
 *
 * Bug: the engine keeps the card's combined characteristics when it is cast as one half, as if the
 * half chosen were only a cost to pay. Breaks 709.3b (on the stack only the half cast exists) and
 * 202.3d (its mana value is that half's).
 */
import { characteristicsOfFace } from '../../engine/characteristics/printed.js';
import { objectOf } from '../../engine/state-access.js';
import { manaValueOfCost } from '../../model/mana.js';
import { mapObjects } from '../../model/view-objects.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { cardOf } from './support/state.js';

export const mutant: MutantFacts = {
  bug: "A split spell on the stack still has both halves' characteristics.",
  clause: '709.3b',
  group: 'dfc',
  properties: ['712/characteristics-by-zone', '712/mana-value-by-face'],
  scenarios: ['rules/709.3-split-card-cast-as-one-half', 'rules/202.3d-split-card-mana-value-by-zone'],
};

export default mutantEngine({
  name: 'split-spell-keeps-both-halves',
  view(view, state) {
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (!object || o.zone !== 'stack' || o.characteristics === null || o.faceDown !== null) return o;
      const def = cardOf(state, object);
      if (def?.layout !== 'split') return o;
      const whole = def.faces[0];
      return { ...o, characteristics: characteristicsOfFace(whole, manaValueOfCost(whole.manaCost)) };
    });
  },
});
