/**
 * What the game does after each action, before any player would receive priority: a
 * permanent that entered gets its intrinsic counters (306.5b, 310.4b; they are part of
 * entering, so before anything looks at it), then state-based actions are performed
 * until none apply (704.3). Every action of the vocabulary is a whole instruction, never
 * part of a larger procedure, so this runs after each one.
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import { countersForEntered } from './intrinsic-counters.js';
import { performStateBasedActions } from './state-based-actions.js';

/** The state and events after entering counters and state-based actions (306.5b, 310.4b, 704.3). */
export function settle(state: GameState, events: readonly GameEvent[]): [GameState, readonly GameEvent[]] {
  const [counted, counterEvents] = countersForEntered(state, events);
  const [after, sbaEvents] = performStateBasedActions(counted);
  if (counterEvents.length === 0 && sbaEvents.length === 0) return [after, events];
  return [after, [...events, ...counterEvents, ...sbaEvents]];
}
