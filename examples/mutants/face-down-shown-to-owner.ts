/**
 * Mutant: a face-down permanent is shown to its owner rather than to its controller.
 *
 * Bug: the engine decides who may look at a face-down permanent by who owns its card, which is right until control
 * of it changes: then its owner keeps seeing the card and its new controller does not. Breaks 708.5 (you may look
 * at the face-down permanents you control, and at no other player's).
 */
import { printedObject } from '../../engine/printed-object.js';
import { objectOf } from '../../engine/state-access.js';
import { mapObjects } from '../../model/view-objects.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: "A face-down permanent is shown to its card's owner, not to the player who controls it.",
  clause: '708.5',
  group: 'face-down',
  properties: ['708/controller-may-look'],
  scenarios: ['rules/708.5-a-face-down-permanent-is-shown-to-its-new-controller'],
};

export default mutantEngine({
  name: 'face-down-shown-to-owner',
  view(view, state, viewer) {
    if (viewer === 'referee' || state.gameOver) return view;
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (!object || o.zone !== 'battlefield' || o.faceDown === null || object.owner === object.controller) return o;
      const granted = state.lookPermissions.some((p) => p.player === viewer && p.object === o.id);
      if (object.owner === viewer) return { ...o, printed: printedObject(state, object) };
      return object.controller === viewer && !granted ? { ...o, printed: null } : o;
    });
  },
});
