/**
 * Mutant: a permanent that enters and at once transforms for day or night gets the counters of the face it
 * transformed to, not of the face it entered with.
 *
 * Bug: the engine lets daybound and nightbound transform a permanent before it applies the "enters with"
 * replacement effects, so a nightbound face put onto the battlefield by day loses the +1/+1, loyalty, defense or
 * lore counters its own face gave it, and a token copy of a daybound X spell entering at night gets none. This is
 * what the reference engine did before issue 40. Breaks 614.1c (with 603.6d and 614.12: the counters are part of
 * the event that puts it there) and 702.145c, 702.145f (which transform it only once it is there).
 */
import { addIntrinsicCounters } from '../../engine/priority/intrinsic-counters.js';
import { settle } from '../../engine/priority/settle.js';
import { updateObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import type { GameEvent } from '../../model/events.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A permanent that enters and transforms at once for day or night gets the counters of the face it turned to.',
  clause: '614.1c',
  group: 'dfc',
  properties: [],
  scenarios: [
    'rules/614.1c-enters-with-counters-of-the-face-it-enters-with-before-day-transforms-it',
    'rules/614.12-a-copy-of-a-daybound-x-spell-enters-with-its-counters-then-transforms',
    'rules/306.5b-intrinsic-counters-come-with-entering-before-day-transforms-it',
  ],
};

export default mutantEngine({
  name: 'counters-after-day-night',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const entered = new Set(result.events.flatMap((e) => (e.kind === 'entered' ? [e.object] : [])));
    const turned = new Set(
      result.events.flatMap((e) => (e.kind === 'transformed' && entered.has(e.object) ? [e.object] : [])),
    );
    if (turned.size === 0) return result;
    let s = result.state;
    const dropped = new Set<GameEvent>();
    const added: GameEvent[] = [];
    for (const id of turned) {
      const o = s.objects[id];
      if (o === undefined || o.zone !== 'battlefield') continue;
      // The counters it entered with come before its transform among the events: take them back.
      const until = result.events.findIndex((e) => e.kind === 'transformed' && e.object === id);
      const counters: Record<string, number> = { ...o.counters };
      for (const e of result.events.slice(0, until)) {
        if (e.kind !== 'counters-added' || e.object !== id) continue;
        dropped.add(e);
        const left = (counters[e.counter] ?? 0) - e.amount;
        if (left > 0) counters[e.counter] = left;
        else delete counters[e.counter];
      }
      let more: readonly GameEvent[];
      [s, more] = addIntrinsicCounters(updateObject(s, id, { counters }), id);
      added.push(...more);
    }
    const [after, events] = settle(s, [...result.events.filter((e) => !dropped.has(e)), ...added]);
    return done(after, events);
  },
});
