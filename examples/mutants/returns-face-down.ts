/**
 * Mutant: a card that left the battlefield face down comes back face down.
 *
 * Bug: the engine keeps "face down, and by which ability" on the card rather than on the permanent,
 * so a manifested, cloaked or morphed card that left the battlefield (bounced, died, exiled) and
 * returns face up (put onto the battlefield, or cast face up and resolved) enters face down again.
 * Breaks 712.14 and 708.3 with 400.7 (a card enters face up unless the effect or the way it is cast
 * says face down). Needs a history: face down on the battlefield, a zone change, a return.
 */
import type { FaceDownWay } from '../../model/face-down.js';
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { cardKeysOf, cardMemory, zoneChanges } from './support/card-memory.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A card that left the battlefield face down enters the battlefield face down again when put or cast face up.',
  clause: '712.14',
  group: 'history',
  properties: ['712/enters-front-face-up'],
  scenarios: [],
};

const way = cardMemory<FaceDownWay>();

export default mutantEngine({
  name: 'returns-face-down',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const memory = new Map(way.of(state));
    let s = result.state;
    for (const e of zoneChanges(result.events)) {
      const before = objectOf(state, e.object);
      const after = objectOf(s, e.newObject);
      if (!before || !after) continue;
      if (e.from === 'battlefield' && before.faceDown !== null && before.faceDown !== 'exile')
        for (const k of cardKeysOf(before)) memory.set(k, before.faceDown);
      if (e.to !== 'battlefield' || after.represents.kind !== 'card') continue;
      const remembered = memory.get(after.represents.card);
      if (remembered === undefined) continue;
      memory.delete(after.represents.card);
      if (after.faceDown === null) s = updateObject(s, after.id, { faceDown: remembered, face: 'front' });
    }
    way.keep(s, memory);
    return s === result.state ? result : done(s, result.events);
  },
});
