/**
 * Mutant: a nightbound card put onto the battlefield transformed by day just enters front face up.
 *
 * Bug: an effect puts a daybound double-faced card onto the battlefield transformed while it is day. The rules
 * have it enter back face up (712.14a) and then, since its back face has nightbound and it is day, transform at
 * once (702.145f). The engine takes the shortcut: the card ends front face up either way, so it puts it in front
 * face up. The board is the same; the card never transformed, so a "whenever this transforms" ability does not
 * trigger and the events report no transform. Breaks 702.145f with 712.14a.
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { objectOf } from '../../engine/state-access.js';
import { cardOf } from './support/state.js';

export const mutant: MutantFacts = {
  bug: 'A nightbound card put onto the battlefield transformed by day enters front face up, without transforming.',
  clause: '702.145f',
  group: 'dfc',
  properties: ['702/daybound-follows-day-and-night'],
  scenarios: ['rules/702.145f-a-nightbound-card-put-onto-the-battlefield-by-day-transforms'],
};

export default mutantEngine({
  name: 'nightbound-enters-untransformed',
  step(state, action, reference) {
    if (action.kind !== 'put-onto-battlefield' || action.transformed !== true || state.dayNight !== 'day')
      return reference(state, action);
    // Only where the shortcut ends on the same board: the card itself, face up.
    if (action.asCopyOf !== undefined || action.faceDown === true) return reference(state, action);
    const object = objectOf(state, action.object);
    const def = object && cardOf(state, object);
    const nightbound = def?.layout === 'nonmodal-dfc' && def.faces[1].abilities.some((a) => a.kind === 'nightbound');
    return reference(state, nightbound ? { ...action, transformed: false } : action);
  },
});
