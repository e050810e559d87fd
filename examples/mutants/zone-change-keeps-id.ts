/**
 * Mutant: an object that changes zones keeps its id.
 *
 * Bug: the engine moves the same object record from zone to zone instead of making a
 * new object, so an effect, target or look permission aimed at the old object can
 * still find it. Breaks 400.7 (an object that moves to another zone becomes a new
 * object with no memory of its previous existence).
 */
import type { GameEvent } from '../../model/events.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { renameObject } from './support/state.js';

export const mutant: MutantFacts = {
  bug: 'An object that changes zones keeps its id.',
  clause: '400.7',
  group: 'dfc',
  properties: ['400/zone-change-new-object'],
  scenarios: [],
};

export default mutantEngine({
  name: 'zone-change-keeps-id',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok || (action.kind !== 'move' && action.kind !== 'draw')) return result;
    const changes = result.events.filter(
      (e): e is Extract<GameEvent, { kind: 'zone-change' }> => e.kind === 'zone-change',
    );
    // One card moving (not a melded pair, not a token ceasing to exist): reuse its id.
    const only = changes.length === 1 ? changes[0] : undefined;
    if (
      !only ||
      !Object.hasOwn(result.state.objects, only.newObject) ||
      Object.hasOwn(result.state.objects, only.object)
    )
      return result;
    const s = renameObject(result.state, only.newObject, only.object);
    const events = result.events.map((e) => (e.kind === 'zone-change' ? { ...e, newObject: e.object } : e));
    return done(s, events);
  },
});
