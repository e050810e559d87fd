/**
 * Mutant: an opponent's view of a face-down permanent or spell shows the hidden
 * card's colors.
 *
 * Bug: the client draws a face-down object from the card underneath and only blanks
 * its name, text and cost, so the card's colors still show through (a "colored card
 * back"). Breaks 708.5 (only the controller, or a player an effect allows, may look at
 * a face-down spell or permanent) and 708.2a (face-down objects are colorless): a
 * player's view must not depend on the hidden card.
 */
import { colorsOfCost } from '../../model/mana.js';
import { frontFaceOf } from '../../engine/characteristics/printed.js';
import { objectOf } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { mapObjects } from '../../model/view-objects.js';

export const mutant: MutantFacts = {
  bug: "An opponent's view of a face-down permanent or spell shows the hidden card's colors.",
  clause: '708.5',
  group: 'face-down',
  properties: ['708/no-hidden-information-leak', '708/face-down-characteristics'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-down-leaks-color',
  view(view, state) {
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (!object || o.faceDown === null || o.characteristics === null) return o;
      if (o.zone !== 'battlefield' && o.zone !== 'stack') return o;
      const front = frontFaceOf(state, object);
      if (!front) return o;
      return {
        ...o,
        characteristics: { ...o.characteristics, colors: front.colorIndicator ?? colorsOfCost(front.manaCost) },
      };
    });
  },
});
