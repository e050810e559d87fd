/**
 * Mutant: a player can't look at the face-down permanents and spells they control.
 *
 * Bug: the engine hides the card under every face-down object from every player,
 * its controller included (it only checks "is it face down?"). Breaks 708.5 (you may
 * look at the face-down spells and permanents you control at any time).
 */
import { objectOf } from '../../engine/state-access.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { mapObjects } from '../../model/view-objects.js';

export const mutant: MutantFacts = {
  bug: "A player can't look at the face-down permanents and spells they control.",
  clause: '708.5',
  group: 'face-down',
  properties: ['708/controller-may-look'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-down-hidden-from-controller',
  view(view, state, viewer) {
    if (viewer === 'referee') return view;
    return mapObjects(view, (o) => {
      const object = objectOf(state, o.id);
      if (
        !object ||
        o.faceDown === null ||
        o.faceDown.by === 'exile' ||
        (o.zone !== 'battlefield' && o.zone !== 'stack')
      )
        return o;
      const granted = state.lookPermissions.some((p) => p.player === viewer && p.object === o.id);
      return granted ? o : { ...o, printed: null };
    });
  },
});
