/**
 * Mutant: a double-faced card that left the battlefield transformed comes back transformed.
 *
 * Bug: the engine keeps "this card is transformed" on the card rather than on the permanent, so a
 * werewolf that was back face up, left the battlefield (died, was bounced or exiled) and returns
 * (put onto the battlefield, or cast and resolved) enters back face up. Breaks 712.14 (a
 * double-faced card enters the battlefield front face up unless an effect says transformed) and
 * 400.7. Needs a history: back face up on the battlefield, a zone change, a return.
 */
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { cardKeysOf, cardMemory, zoneChanges } from './support/card-memory.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A double-faced card that left the battlefield transformed enters the battlefield again back face up.',
  clause: '712.14',
  group: 'history',
  properties: ['712/enters-front-face-up'],
  scenarios: [],
};

const transformed = cardMemory<true>();

export default mutantEngine({
  name: 'returns-transformed',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const memory = new Map(transformed.of(state));
    let s = result.state;
    for (const e of zoneChanges(result.events)) {
      const before = objectOf(state, e.object);
      const after = objectOf(s, e.newObject);
      if (!before || !after) continue;
      if (e.from === 'battlefield' && before.face === 'back' && before.faceDown === null)
        for (const k of cardKeysOf(before)) memory.set(k, true);
      if (e.to !== 'battlefield' || after.represents.kind !== 'card') continue;
      const key = after.represents.card;
      const def = s.cards[key];
      if (!memory.has(key) || !def || (def.layout !== 'nonmodal-dfc' && def.layout !== 'modal-dfc')) continue;
      memory.delete(key);
      const back = def.faces[1];
      if (
        after.faceDown === null &&
        after.face === 'front' &&
        !back.types.some((t) => t === 'Instant' || t === 'Sorcery')
      )
        s = updateObject(s, after.id, { face: 'back' });
    }
    transformed.keep(s, memory);
    return s === result.state ? result : done(s, result.events);
  },
});
