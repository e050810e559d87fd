/**
 * Chapter abilities triggering (714.2b): when lore counters are put on a Saga, each chapter
 * ability whose number N the count crossed (below N before, N or more after) triggers, once for
 * each such N (714.2c). Read from the `counters-added` events of a step, so every way of putting
 * lore counters counts alike: entering with one (714.3a), the main phase's (714.3c), an effect's.
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { objectOf } from '../state-access.js';
import { chapterAbilities } from './chapters.js';

const LORE = 'lore';

/**
 * `triggered` events for the chapter abilities that the lore counters put by the events of `lists` make
 * trigger (714.2b, 714.2c), in the order the counters were put, lower chapters first. The count
 * before each addition is read back from the count now, as no rule removes lore counters within
 * a step. Only a phased-in Saga on the battlefield with chapter abilities now is looked at: a
 * face-down Saga card or a back face has none (708.2a, 714.3c), and a phased-out permanent is
 * treated as though it does not exist (702.26b).
 */
export function chapterTriggers(state: GameState, ...lists: readonly (readonly GameEvent[])[]): readonly GameEvent[] {
  // Runs after every step: no copy of the step's events, and an early return when no lore counter was put.
  const lore: Extract<GameEvent, { kind: 'counters-added' }>[] = [];
  for (const events of lists)
    for (const e of events) if (e.kind === 'counters-added' && e.counter === LORE) lore.push(e);
  if (lore.length === 0) return [];
  // What is still to be added after each event, per object: the count then is the count now minus it.
  const rest = new Map<ObjectId, number>();
  for (const e of lore) rest.set(e.object, (rest.get(e.object) ?? 0) + e.amount);
  const out: GameEvent[] = [];
  for (const e of lore) {
    const left = rest.get(e.object) ?? 0;
    rest.set(e.object, left - e.amount);
    const o = objectOf(state, e.object);
    if (o?.zone !== 'battlefield' || o.phasedOut) continue;
    const c = characteristics(state, o);
    const after = (o.counters[LORE] ?? 0) - (left - e.amount);
    const before = after - e.amount;
    const crossed = chapterAbilities(c)
      .flatMap((a) => a.trigger.chapters)
      .filter((n) => before < n && n <= after)
      .sort((a, b) => a - b);
    for (const chapter of crossed) out.push({ kind: 'triggered', source: o.id, trigger: 'chapter', chapter });
  }
  return out;
}
