/**
 * Mutant: damage survives a trip off the battlefield.
 *
 * Bug: the engine marks damage on the card rather than on the permanent, so a creature dealt damage
 * that is exiled and returned (or bounced and recast, or transformed, moved and put back) comes back
 * with the damage still marked. Breaks 400.7 (the new object has no memory of its previous
 * existence). Needs a history: damage, a zone change, a return.
 */
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { cardKeysOf, cardMemory, zoneChanges } from './support/card-memory.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent dealt damage that leaves the battlefield returns with the damage still marked.',
  clause: '400.7',
  group: 'history',
  properties: ['400/zone-change-new-object'],
  scenarios: [],
};

const marked = cardMemory<number>();

export default mutantEngine({
  name: 'damage-survives-blink',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const memory = new Map(marked.of(state));
    let s = result.state;
    for (const e of zoneChanges(result.events)) {
      const before = objectOf(state, e.object);
      const after = objectOf(s, e.newObject);
      if (!before || !after) continue;
      if (e.from === 'battlefield' && before.damage > 0)
        for (const k of cardKeysOf(before)) memory.set(k, before.damage);
      if (e.to !== 'battlefield') continue;
      for (const k of cardKeysOf(after)) {
        const damage = memory.get(k);
        if (damage === undefined) continue;
        memory.delete(k);
        s = updateObject(s, after.id, { damage: after.damage + damage });
      }
    }
    marked.keep(s, memory);
    return s === result.state ? result : done(s, result.events);
  },
});
