/**
 * Mutant: counters survive a trip off the battlefield.
 *
 * Bug: the engine keeps counters on the card rather than on the permanent, so a megamorph creature
 * turned face up (with its +1/+1 counter), bounced to its owner's hand and cast face down again,
 * or any permanent with counters that leaves and comes back, returns with the counters it had.
 * Breaks 400.7 (the new object has no memory of its previous existence; 702.37b puts the megamorph
 * counter on the permanent, not the card). Needs a history: counters, a zone change, a return.
 */
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { cardKeysOf, cardMemory, zoneChanges } from './support/card-memory.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent with counters (a megamorph turned face up) that leaves the battlefield returns with them.',
  clause: '400.7',
  group: 'history',
  properties: ['400/zone-change-new-object'],
  scenarios: [],
};

const kept = cardMemory<Readonly<Record<string, number>>>();

export default mutantEngine({
  name: 'counters-survive-bounce',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const memory = new Map(kept.of(state));
    let s = result.state;
    for (const e of zoneChanges(result.events)) {
      const before = objectOf(state, e.object);
      const after = objectOf(s, e.newObject);
      if (!before || !after) continue;
      if (e.from === 'battlefield' && Object.keys(before.counters).length > 0)
        for (const k of cardKeysOf(before)) memory.set(k, before.counters);
      if (e.to !== 'battlefield') continue;
      for (const k of cardKeysOf(after)) {
        const counters = memory.get(k);
        if (counters === undefined) continue;
        memory.delete(k);
        s = updateObject(s, after.id, { counters: { ...counters, ...after.counters } });
      }
    }
    kept.keep(s, memory);
    return s === result.state ? result : done(s, result.events);
  },
});
