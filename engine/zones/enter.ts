/**
 * Entering the battlefield: "enters" triggered abilities trigger for a permanent that
 * enters face up (603.6a); not for one that enters face down (708.3).
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { mustObject } from '../state-access.js';

/** The `entered` event and any "enters" triggers of a permanent that just entered (603.6a, 708.3). */
export function enteredEvents(state: GameState, id: ObjectId): readonly GameEvent[] {
  const permanent = mustObject(state, id);
  const way = permanent.faceDown === 'exile' ? null : permanent.faceDown;
  const events: GameEvent[] = [{ kind: 'entered', object: id, face: permanent.face, faceDown: way }];
  const c = characteristics(state, permanent);
  for (const ability of c?.abilities ?? []) {
    if (ability.kind === 'triggered' && ability.trigger.kind === 'enters')
      events.push({ kind: 'triggered', source: id, trigger: 'enters' });
  }
  return events;
}
