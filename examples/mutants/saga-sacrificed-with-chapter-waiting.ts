/**
 * Mutant: a Saga is sacrificed as soon as its lore counters reach its final chapter number.
 *
 * Bug: the engine checks only the count, forgetting 704.5s's exception, so a Saga whose last
 * chapter ability has just triggered is sacrificed while that ability is still on the stack (a
 * Kamigawa double-faced Saga then has nothing to return transformed). Breaks 704.5s.
 */
import type { GameEvent } from '../../model/events.js';
import { characteristics } from '../../engine/characteristics/compute.js';
import { finalChapterNumber, isSaga } from '../../engine/sagas/chapters.js';
import { done } from '../../engine/step-result.js';
import { moveObject } from '../../engine/zones/move.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A Saga at its final chapter is sacrificed even while one of its chapter abilities is on the stack.',
  clause: '704.5s',
  group: 'dfc',
  properties: ['714/saga-chapters-and-final-chapter'],
  scenarios: [
    'rules/704.5s-saga-sacrificed-once-its-chapters-leave-the-stack',
    'rules/714.2b-chapters-trigger-as-the-count-crosses-them',
    'rules/714.3c-saga-chapters-and-return-transformed',
  ],
};

export default mutantEngine({
  name: 'saga-sacrificed-with-chapter-waiting',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    let s = result.state;
    const events: GameEvent[] = [...result.events];
    for (const id of result.state.battlefield) {
      const o = s.objects[id];
      const c = o && characteristics(s, o);
      if (!o || !c || o.phasedOut || !isSaga(c)) continue;
      const final = finalChapterNumber(c);
      if (final === 0 || (o.counters.lore ?? 0) < final) continue;
      events.push({ kind: 'state-based-action', object: id, clause: '704.5s' });
      const moved = moveObject(s, id, { to: 'graveyard' });
      s = moved.state;
      events.push(...moved.events);
    }
    return done(s, events);
  },
});
