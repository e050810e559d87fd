/**
 * Mutant: a Saga whose lore counters have reached its final chapter number is not sacrificed.
 *
 * Bug: the engine treats a Saga like any other enchantment and never performs the Saga
 * state-based action, so once its last chapter ability has resolved (or its lore counters reach
 * the final chapter number some other way) it simply stays. Breaks 704.5s (and 714.4).
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { withoutObject } from '../../engine/state-access.js';
import { done } from '../../engine/step-result.js';
import { removeFromZone } from '../../engine/zones/zone-lists.js';
import type { MutantFacts } from './support/facts.js';
import { mutantEngine } from './support/mutant-engine.js';

export const mutant: MutantFacts = {
  bug: 'A Saga at or past its final chapter number is never sacrificed (no 704.5s).',
  clause: '704.5s',
  group: 'dfc',
  properties: ['714/saga-chapters-and-final-chapter'],
  scenarios: ['rules/704.5s-saga-sacrificed-once-its-chapters-leave-the-stack'],
};

/**
 * Undo the reference's 704.5s for `x`, a permanent before the action: it stays where it was, with
 * the lore counters the action put on it, and the events of its sacrifice are dropped.
 */
function keep(before: GameState, after: GameState, events: GameEvent[], x: ObjectId): [GameState, GameEvent[]] {
  const old = before.objects[x];
  const moved = events.find((e) => e.kind === 'zone-change' && e.object === x);
  if (old?.zone !== 'battlefield' || moved?.kind !== 'zone-change') return [after, events];
  const lore = events.reduce(
    (n, e) => (e.kind === 'counters-added' && e.object === x && e.counter === 'lore' ? n + e.amount : n),
    old.counters.lore ?? 0,
  );
  let s = withoutObject(removeFromZone(after, moved.newObject, moved.to, old.owner), moved.newObject);
  const at = Math.min(before.battlefield.indexOf(x), s.battlefield.length);
  s = {
    ...s,
    battlefield: [...s.battlefield.slice(0, at), x, ...s.battlefield.slice(at)],
    objects: { ...s.objects, [x]: { ...old, counters: { ...old.counters, lore } } },
  };
  const kept = events.filter((e) => !((e.kind === 'state-based-action' || e.kind === 'zone-change') && e.object === x));
  return [s, kept];
}

export default mutantEngine({
  name: 'saga-not-sacrificed',
  step(state, action, reference) {
    const result = reference(state, action);
    if (!result.ok) return result;
    const sacrificed = result.events.flatMap((e) =>
      e.kind === 'state-based-action' && e.clause === '704.5s' ? [e.object] : [],
    );
    if (sacrificed.length === 0) return result;
    let s = result.state;
    let events = [...result.events];
    for (const x of sacrificed) [s, events] = keep(state, s, events, x);
    return done(s, events);
  },
});
