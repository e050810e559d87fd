/**
 * Mutant: an engine for edition 2011-09-30 that keeps the 2026 mana-value rule.
 *
 * Bug: it declares the Innistrad edition but gives a transformed permanent the mana value of
 * its front face, as the rules have only since Shadows over Innistrad (2016-04-08). Under
 * 2011-09-30 the back face has no mana cost (711.2b then), so its mana value is 0 (202.3a);
 * spec/editions.ts `back-face-mana-value`. `obverse check --edition 2011-09-30` must fail it
 * (712/mana-value-by-face), while the same mutant under 2026-04-17 rules would be right.
 */
import { objectOf } from '../../../engine/state-access.js';
import { manaValueOfCost } from '../../../model/mana.js';
import { mapObjects } from '../../../model/view-objects.js';
import { mutantEngine } from '../support/mutant-engine.js';
import { cardOf } from '../support/state.js';

export default mutantEngine({
  name: 'mana-value-2026-rule-in-2011',
  edition: '2011-09-30',
  view(view, state) {
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (!object || o.characteristics === null || o.faceDown !== null || o.face !== 'back') return o;
      if (object.represents.kind === 'token' && object.represents.copy) return o;
      if (o.zone !== 'battlefield' && o.zone !== 'stack') return o;
      const card = cardOf(state, object);
      if (card?.layout !== 'nonmodal-dfc') return o;
      return { ...o, characteristics: { ...o.characteristics, manaValue: manaValueOfCost(card.faces[0].manaCost) } };
    });
  },
});
