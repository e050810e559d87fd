/**
 * Mutant: as it becomes night (or day), the bound permanents transform one after the other.
 *
 * Bug: the engine loops over the battlefield and transforms each daybound permanent as a separate event, checking
 * triggers after each, so a permanent later in the loop is still front face up when an earlier one transforms: a
 * "whenever a permanent you control transforms" on a back face sees fewer transforms than there were, and how many
 * depends on the order of the battlefield. This is what the reference engine did before issue 40. Breaks 702.145b
 * (all of them transform as it becomes night, one event), 702.145e, 603.10 and 603.2c.
 */
import { transformPermanent } from '../../engine/actions/transform.js';
import { boundPermanent } from '../../engine/day-night/bound.js';
import { becomeDayOrNight, dayNightCheck } from '../../engine/day-night/designation.js';
import type { GameEvent } from '../../model/events.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';
import { settled } from './support/settled.js';

export const mutant: MutantFacts = {
  bug: 'As it becomes night or day, bound permanents transform one at a time, each checked for triggers alone.',
  clause: '702.145b',
  group: 'dfc',
  properties: [],
  scenarios: [
    'rules/603.2c-ability-triggers-once-per-occurrence',
    'rules/702.145b-every-daybound-permanent-transforms-in-one-event',
    'rules/702.145e-every-nightbound-permanent-transforms-in-one-event',
  ],
};

export default mutantEngine({
  name: 'night-falls-one-at-a-time',
  step(state, action, reference) {
    if (state.gameOver || (action.kind !== 'become-day-or-night' && action.kind !== 'day-night-check'))
      return reference(state, action);
    const changed = action.kind === 'day-night-check' ? dayNightCheck(state, action) : becomeDayOrNight(state, action);
    if (!changed.ok || changed.state.dayNight === state.dayNight) return reference(state, action);
    let s = changed.state;
    const events: GameEvent[] = [...changed.events];
    for (const id of s.battlefield) {
      const o = s.objects[id];
      if (o === undefined || o.phasedOut) continue;
      const bound = boundPermanent(s, o);
      const wrong = s.dayNight === 'night' ? bound === 'daybound' && o.face === 'front' : bound === 'nightbound';
      if (!wrong || (s.dayNight === 'day' && o.face !== 'back')) continue;
      const turned = transformPermanent(s, o, 'transform', 'day-night');
      if (!turned.ok || turned.events.some((e) => e.kind === 'no-effect')) continue;
      s = turned.state;
      events.push(...turned.events);
    }
    return settled(state, s, events);
  },
});
