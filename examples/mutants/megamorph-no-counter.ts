/**
 * Mutant: megamorph forgets its +1/+1 counter.
 *
 * Bug: turning a megamorph permanent face up for its megamorph cost is handled as
 * plain morph, so no +1/+1 counter is put on it. Breaks 702.37b (megamorph is morph
 * that also puts a +1/+1 counter on the permanent as it is turned face up).
 */
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../../engine/characteristics/compute.js';
import { objectOf, updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

/** Whether the permanent would have megamorph face up, as the reference asks. */
function wouldHaveMegamorph(state: GameState, id: ObjectId): boolean {
  const object = objectOf(state, id);
  return (
    !!object &&
    (characteristics(state, object, { ignoreFaceDown: true })?.abilities ?? []).some((a) => a.kind === 'megamorph')
  );
}

export const mutant: MutantFacts = {
  bug: 'Megamorph forgets its +1/+1 counter.',
  clause: '702.37b',
  group: 'face-down',
  properties: ['702/megamorph-counter'],
  scenarios: [],
};

export default mutantEngine({
  name: 'megamorph-no-counter',
  step(state, action, reference) {
    const result = reference(state, action);
    if (
      action.kind !== 'turn-face-up' ||
      action.route !== 'morph' ||
      !result.ok ||
      !wouldHaveMegamorph(state, action.object)
    )
      return result;
    // The reference adds the megamorph counter first, as one +1/+1 counter: take it back.
    const at = result.events.findIndex((e) => e.kind === 'counters-added' && e.counter === '+1/+1' && e.amount === 1);
    const permanent = objectOf(result.state, action.object);
    if (at < 0 || !permanent) return result;
    const left = (permanent.counters['+1/+1'] ?? 1) - 1;
    const { '+1/+1': _taken, ...others } = permanent.counters;
    const counters = left > 0 ? { ...others, '+1/+1': left } : others;
    return done(
      updateObject(result.state, permanent.id, { counters }),
      result.events.filter((_, i) => i !== at),
    );
  },
});
