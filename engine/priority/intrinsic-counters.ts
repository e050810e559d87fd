/**
 * Intrinsic counters on entering: a planeswalker enters with loyalty counters equal to
 * its printed loyalty (306.5b), a battle with defense counters equal to its printed
 * defense (310.4b), a Saga with a lore counter (714.3a), and a permanent with "enters with N
 * counters" with those (614.1c, 107.3m). Both are replacement effects on entering (614.1c), so they apply by
 * whichever route and face it enters, and never when a permanent merely transforms or is
 * turned face up (it does not enter then).
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { permanentOf, updateObject } from '../state-access.js';
import { isSaga } from '../sagas/chapters.js';

/**
 * The counters a permanent that just entered gets for being a planeswalker or a battle, or
 * from an "enters with counters" ability (X from the spell it was, 107.3m), judged on the
 * characteristics it entered with (the face up, a copy effect, face-down
 * values: a face-down permanent has neither loyalty nor defense, 708.2a). Returns the
 * state and a `counters-added` event per kind (122.6: entering with counters counts as
 * putting them on).
 */
export function addIntrinsicCounters(state: GameState, id: ObjectId): [GameState, readonly GameEvent[]] {
  const permanent = permanentOf(state, id);
  if (!permanent) return [state, []];
  const c = characteristics(state, permanent);
  if (!c) return [state, []];
  const add: [string, number][] = [];
  // 306.5b
  if (c.types.includes('Planeswalker') && c.loyalty !== null && c.loyalty > 0) add.push(['loyalty', c.loyalty]);
  if (c.types.includes('Battle') && c.defense !== null && c.defense > 0) add.push(['defense', c.defense]); // 310.4b
  // 714.3a: a Saga enters with a lore counter. Read ahead, a choice as it enters, is not modelled (docs/adapter.md).
  if (isSaga(c)) add.push(['lore', 1]);
  // 614.1c, 107.3m: "enters with N counters", X being the X of the spell it was, if it was one.
  for (const a of c.abilities) {
    if (a.kind !== 'enters-with-counters') continue;
    const amount = a.amount === 'X' ? permanent.chosenX : a.amount;
    if (amount > 0) add.push([a.counter, amount]);
  }
  if (add.length === 0) return [state, []];
  const counters = { ...permanent.counters };
  for (const [counter, amount] of add) counters[counter] = (counters[counter] ?? 0) + amount;
  const events = add.map(([counter, amount]): GameEvent => ({ kind: 'counters-added', object: id, counter, amount }));
  return [updateObject(state, id, { counters }), events];
}

/** 306.5b, 310.4b: intrinsic counters for every permanent the step's events say entered. */
export function countersForEntered(state: GameState, events: readonly GameEvent[]): [GameState, readonly GameEvent[]] {
  let s = state;
  const out: GameEvent[] = [];
  for (const e of events) {
    if (e.kind !== 'entered' || e.faceDown !== null) continue;
    let added: readonly GameEvent[];
    [s, added] = addIntrinsicCounters(s, e.object);
    out.push(...added);
  }
  return [s, out];
}
