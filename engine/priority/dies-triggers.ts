/**
 * "Whenever another creature dies" (700.4, 603.6c): a leaves-the-battlefield trigger, so it
 * looks back in time (603.10a). Every permanent on the battlefield just before the creature
 * left, the ones leaving with it included, may see it die; for state-based actions performed
 * together that moment is before any of them (704.8).
 */
import type { GameEvent } from '../../model/events.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';

/** Whether moving `object` to `to` is a creature dying (700.4), judged as it was on the battlefield. */
export function isDying(state: GameState, object: GameObject, to: string): boolean {
  return (
    object.zone === 'battlefield' &&
    to === 'graveyard' &&
    (characteristics(state, object)?.types.includes('Creature') ?? false)
  );
}

/**
 * `triggered` events for the "another creature dies" abilities of the permanents on `seen`'s
 * battlefield, other than the one dying (603.10a), skipping phased-out ones (702.26b) and any in
 * `skip` (already counted). A face-down permanent has no abilities (708.2a).
 */
export function diesTriggers(
  seen: GameState,
  dying: ObjectId,
  skip: ReadonlySet<ObjectId> = new Set(),
): readonly GameEvent[] {
  const events: GameEvent[] = [];
  for (const id of seen.battlefield) {
    const o = seen.objects[id];
    if (id === dying || skip.has(id) || !o || o.phasedOut) continue;
    for (const a of characteristics(seen, o)?.abilities ?? []) {
      if (a.kind === 'triggered' && a.trigger.kind === 'another-creature-dies')
        events.push({ kind: 'triggered', source: id, trigger: 'another-creature-dies' });
    }
  }
  return events;
}
