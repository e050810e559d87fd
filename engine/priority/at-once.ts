/**
 * What happens at once after each event, before any state-based action is checked and before any player
 * would receive priority: the rest of the event itself, what it made trigger, and what daybound and
 * nightbound do "any time" (702.145c-g). An action of several events in a fixed order (the untap step's
 * turn-based actions, 502.1-502.3) runs this after each of them.
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState, WaitingTrigger } from '../../model/game-state.js';
import { followDayNight } from '../day-night/follow.js';
import { chapterTriggers } from '../sagas/chapter-triggers.js';
import { countersForEntered } from './intrinsic-counters.js';
import { pendingTriggers } from './triggers.js';

/** `state` with `found` added to the abilities waiting to be put on the stack (603.3). */
function waiting(state: GameState, found: readonly WaitingTrigger[]): GameState {
  if (found.length === 0) return state;
  return { ...state, waitingTriggers: [...(state.waitingTriggers ?? []), ...found] };
}

/**
 * After `events`, one event of the game: each permanent that entered gets the counters it enters with, which
 * belong to the event that put it there (614.1c, 603.6d; 306.5b, 310.4b, 714.3a, 107.3m), judged on the
 * permanent as it entered (614.12); the abilities the event made trigger are found on the game right after it
 * (603.2, 603.10), a Saga's chapter abilities by the lore counters it put (714.2b), and wait (603.3). Then
 * daybound and nightbound permanents follow day and night at once (702.145c, 702.145d, 702.145f, 702.145g): a
 * permanent that entered with its counters transforms only now, and all of them transform in one event of
 * their own, whose triggers are found right after it in turn.
 */
export function atOnce(state: GameState, events: readonly GameEvent[]): [GameState, readonly GameEvent[]] {
  const [counted, counterEvents] = countersForEntered(state, events);
  const chapters = chapterTriggers(counted, events, counterEvents);
  const happened =
    counterEvents.length === 0 && chapters.length === 0 ? events : [...events, ...counterEvents, ...chapters];
  const found = waiting(counted, pendingTriggers(counted, happened));
  const [followed, all] = followDayNight(found, happened);
  if (all === happened) return [found, happened];
  return [waiting(followed, pendingTriggers(followed, all.slice(happened.length))), all];
}
