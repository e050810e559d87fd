/**
 * Mutant: every lore counter put on a Saga triggers all its chapters up to the new count.
 *
 * Bug: the engine tests "the Saga has at least N lore counters" instead of "the count went from
 * below N to N or more", so each lore counter triggers again every chapter already read (chapter I
 * again at the second counter, I and II at the third). Breaks 714.2b.
 */
import type { GameEvent } from '../../model/events.js';
import type { TriggeredAbility } from '../../model/ability.js';
import { characteristics } from '../../engine/characteristics/compute.js';
import { objectOf } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { createCardObject } from '../../engine/zones/move.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'Lore counters put on a Saga trigger again every chapter whose number the count had already reached.',
  clause: '714.2b',
  group: 'dfc',
  properties: ['714/saga-chapters-and-final-chapter'],
  scenarios: ['rules/714.2b-chapters-trigger-as-the-count-crosses-them'],
};

export default mutantEngine({
  name: 'chapter-triggers-every-counter',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    let s = result.state;
    const events: GameEvent[] = [...result.events];
    for (const e of result.events) {
      if (e.kind !== 'counters-added' || e.counter !== 'lore') continue;
      const o = objectOf(s, e.object);
      if (o?.zone !== 'battlefield') continue;
      const before = (o.counters.lore ?? 0) - e.amount;
      // The chapters already passed before these counters, triggered once more each.
      for (const a of characteristics(s, o)?.abilities ?? []) {
        if (a.kind !== 'triggered' || a.trigger.kind !== 'chapter') continue;
        for (const chapter of a.trigger.chapters.filter((n) => n <= before)) {
          const ability: TriggeredAbility = a;
          [s] = createCardObject(s, { kind: 'triggered-ability', source: o.id, ability }, o.controller, {
            to: 'stack',
          });
          events.push({ kind: 'triggered', source: o.id, trigger: 'chapter', chapter });
        }
      }
    }
    return done(s, events);
  },
});
