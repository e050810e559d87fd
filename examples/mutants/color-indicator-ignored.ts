/**
 * Mutant: a face's color indicator is ignored; its colors come from its mana cost alone.
 *
 * Bug: the engine derives every object's colors from the mana symbols of its cost, the rule it learned first, and
 * never reads the color indicator printed on faces without a cost: a transformed werewolf's green back face is
 * colorless. Breaks 204.2 and 202.2e (an object with a color indicator is each color it shows).
 */
import { colorsOfCost } from '../../model/mana.js';
import { mapObjects } from '../../model/view-objects.js';
import { objectOf } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "A face's color indicator is ignored; its colors come from its mana cost alone.",
  clause: '204.2',
  group: 'dfc',
  properties: ['400/printed-characteristics-again'],
  scenarios: [],
};

export default mutantEngine({
  name: 'color-indicator-ignored',
  view(view, state) {
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      const c = o.characteristics;
      if (object === undefined || c === null || o.faceDown !== null || object.represents.kind !== 'card') return o;
      const def = state.cards[object.represents.card];
      const face = o.zone === 'battlefield' && o.face === 'back' ? def?.faces[1] : def?.faces[0];
      if (face?.colorIndicator === null || face === undefined) return o;
      return { ...o, characteristics: { ...c, colors: colorsOfCost(face.manaCost) } };
    });
  },
});
