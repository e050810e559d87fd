/**
 * Mutant: a double-faced card that leaves the battlefield transformed keeps showing
 * its back face in its new zone.
 *
 * Bug: the card keeps its "current face" when it moves, so a transformed werewolf
 * that dies shows its back face in the graveyard (and in hand or exile). Breaks
 * 712.8a (outside the battlefield and the stack a double-faced card has only its
 * front face's characteristics) and 400.7.
 */
import type { CardDefinition } from '../../model/card.js';
import { printedManaValue, characteristicsOfFace } from '../../engine/characteristics/printed.js';
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { mapObjects } from '../../model/view-objects.js';

const twoFaced = (def: CardDefinition | undefined) => def?.layout === 'nonmodal-dfc' || def?.layout === 'modal-dfc';

export const mutant: MutantFacts = {
  bug: 'A double-faced card that leaves the battlefield transformed keeps showing its back face in its new zone.',
  clause: '712.8a',
  group: 'dfc',
  properties: ['712/characteristics-by-zone'],
  scenarios: [],
};

export default mutantEngine({
  name: 'graveyard-remembers-back-face',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    let s = result.state;
    for (const e of result.events) {
      const before = e.kind === 'zone-change' ? objectOf(state, e.object) : undefined;
      if (
        e.kind !== 'zone-change' ||
        !before ||
        before.zone !== 'battlefield' ||
        before.face !== 'back' ||
        before.faceDown !== null
      )
        continue;
      const after = objectOf(s, e.newObject);
      if (after && after.zone !== 'battlefield' && after.zone !== 'stack')
        s = updateObject(s, after.id, { face: 'back' });
    }
    return s === result.state ? result : done(s, result.events);
  },
  view(view, state) {
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (
        object?.face !== 'back' ||
        object.zone === 'battlefield' ||
        object.zone === 'stack' ||
        object.represents.kind !== 'card'
      )
        return o;
      const def = state.cards[object.represents.card];
      if (!twoFaced(def) || !def || def.layout === 'single' || def.layout === 'meld' || def.layout === 'split')
        return o;
      return {
        ...o,
        face: 'back',
        characteristics: characteristicsOfFace(def.faces[1], printedManaValue(state, object, def.faces[1])),
      };
    });
  },
});
