/**
 * Mutant: transforming makes a new object.
 *
 * Bug: the engine implements transform as "remove the permanent, create its other
 * face", so the permanent gets a new id and loses its counters and damage (auras stay
 * attached through the rename). Breaks 712.18 and 701.27a (a transforming permanent
 * stays the same object, with the same counters, damage, status and effects).
 */
import { allocateId, objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { renameObject } from './support/state.js';

export const mutant: MutantFacts = {
  bug: 'Transforming makes a new object.',
  clause: '712.18',
  group: 'dfc',
  properties: ['712/transform-keeps-identity'],
  scenarios: [],
};

export default mutantEngine({
  name: 'transform-makes-new-object',
  step(state, action, reference) {
    const result = reference(state, action);
    if ((action.kind !== 'transform' && action.kind !== 'convert') || !result.ok) return result;
    if (!result.events.some((e) => (e.kind === 'transformed' || e.kind === 'converted') && e.object === action.object))
      return result;
    if (!objectOf(result.state, action.object)) return result;
    let [s, id] = allocateId(result.state);
    s = renameObject(s, action.object, id);
    s = updateObject(s, id, { counters: {}, damage: 0 });
    const events = result.events.map((e) =>
      'object' in e && e.object === action.object
        ? { ...e, object: id }
        : e.kind === 'triggered' && e.source === action.object
          ? { ...e, source: id }
          : e,
    );
    return done(s, events);
  },
});
