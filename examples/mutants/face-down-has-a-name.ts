/**
 * Mutant: face-down spells and permanents are named after how they became face down.
 *
 * Bug: the engine gives its face-down state a placeholder name ("Morph", "Manifest",
 * "Cloak", ...), as some clients display, and that name becomes a characteristic, so
 * two face-down permanents share a name. Breaks 708.2a (a face-down object has no
 * name) and 201.2a (an object with no name has the same name as nothing).
 */
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { mapObjects } from '../../model/view-objects.js';

const placeholder = (way: string) =>
  way.charAt(0).toUpperCase() + way.slice(1).replace(/-(\w)/g, (_, c: string) => ` ${c.toUpperCase()}`);

export const mutant: MutantFacts = {
  bug: 'Face-down spells and permanents are named after how they became face down.',
  clause: '708.2a',
  group: 'face-down',
  properties: ['708/face-down-no-name'],
  scenarios: [],
};

export default mutantEngine({
  name: 'face-down-has-a-name',
  view(view) {
    return mapObjects(view, (o) => {
      if (o.faceDown === null || o.faceDown.by === 'exile' || o.characteristics === null) return o;
      if (o.zone !== 'battlefield' && o.zone !== 'stack') return o;
      return { ...o, characteristics: { ...o.characteristics, name: placeholder(o.faceDown.by) } };
    });
  },
});
