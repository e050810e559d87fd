/**
 * Mutant: a permanent that became a copy is still a copy after it leaves and returns.
 *
 * Bug: the engine stores a copy effect (707.2) on the card rather than on the permanent, so a
 * creature that became a copy of another permanent (a back face, a melded permanent, a face-down
 * 2/2), then left the battlefield, enters again still copying it. Breaks 400.7 (the new object is
 * no longer affected by effects on the old one, 611.2c) and 712.8 (it has its own face's
 * characteristics). Needs a history: become a copy, a zone change, a return.
 */
import type { Characteristics } from '../../model/characteristics.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { cardKeysOf, cardMemory, zoneChanges } from './support/card-memory.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent that became a copy leaves the battlefield and returns still a copy.',
  clause: '400.7',
  group: 'history',
  properties: ['712/characteristics-by-zone'],
  scenarios: [],
};

const copying = cardMemory<Characteristics>();

export default mutantEngine({
  name: 'copy-survives-zone-change',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const memory = new Map(copying.of(state));
    let s = result.state;
    for (const e of zoneChanges(result.events)) {
      const before = objectOf(state, e.object);
      const after = objectOf(s, e.newObject);
      if (!before || !after) continue;
      if (e.from === 'battlefield') {
        const copy = state.effects.filter((x) => x.affected === before.id && x.change.kind === 'copy').at(-1);
        if (copy?.change.kind === 'copy') for (const k of cardKeysOf(before)) memory.set(k, copy.change.values);
      }
      if (e.to !== 'battlefield' || after.represents.kind !== 'card') continue;
      const values = memory.get(after.represents.card);
      if (values === undefined) continue;
      memory.delete(after.represents.card);
      const effect = {
        id: `kept-${after.id}`,
        affected: after.id,
        timestamp: after.timestamp,
        change: { kind: 'copy' as const, values },
      };
      s = { ...s, effects: [...s.effects, effect] };
    }
    copying.keep(s, memory);
    return s === result.state ? result : done(s, result.events);
  },
});
