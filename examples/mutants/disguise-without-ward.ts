/**
 * Mutant: face-down disguised and cloaked permanents have no ward {2}.
 *
 * Bug: the engine builds every face-down permanent from the same plain 2/2 template
 * (morph's, from 2002), forgetting that disguise and cloak give it ward {2} while it
 * is face down. Breaks 702.168a and 701.58a (a face-down disguised or cloaked
 * permanent is a 2/2 with ward {2}) and 708.2a.
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { mapObjects } from '../../model/view-objects.js';

export const mutant: MutantFacts = {
  bug: 'Face-down disguised and cloaked permanents have no ward {2}.',
  clause: '702.168a',
  group: 'face-down',
  properties: ['708/face-down-characteristics'],
  scenarios: [],
};

export default mutantEngine({
  name: 'disguise-without-ward',
  view(view) {
    return mapObjects(view, (o) => {
      const way = o.faceDown?.by;
      if ((way !== 'disguise' && way !== 'cloak') || o.characteristics === null) return o;
      return {
        ...o,
        characteristics: {
          ...o.characteristics,
          abilities: o.characteristics.abilities?.filter((a) => a.kind !== 'ward') ?? null,
        },
      };
    });
  },
});
