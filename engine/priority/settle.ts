/**
 * What the game does after each action, before any player would receive priority: state-based
 * actions are performed until none apply, then the abilities that triggered go on the stack, and
 * this repeats until no state-based action applies and nothing waits to go on the stack (704.3,
 * 603.3). What happens at once after each event (entering counters, finding triggers, day and
 * night) is done before (at-once.ts). Every action of the vocabulary is a whole instruction, never
 * part of a larger procedure, so this runs after each one.
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import { performStateBasedActions } from './state-based-actions.js';
import { pendingTriggers, putTriggersOnStack, type PendingTrigger } from './triggers.js';

/**
 * The state and events after state-based actions and putting triggered abilities on the stack
 * (704.3, 603.3). The abilities that triggered during the action wait in the state, found as they
 * triggered (603.2, 113.7a: once triggered, an ability exists apart from its source), so a state-based
 * action moving their sources takes none of them back; those that trigger during state-based actions
 * (a creature dying) are found right after them.
 */
export function settle(state: GameState, events: readonly GameEvent[]): [GameState, readonly GameEvent[]] {
  let pending: readonly PendingTrigger[] = state.waitingTriggers ?? [];
  const { waitingTriggers: _found, ...counted } = state;
  let [s, sbaEvents] = performStateBasedActions(
    counted,
    pending.map((p) => p.source),
    pending.flatMap((p) => (p.ability.trigger.kind === 'chapter' ? [p.source] : [])),
  );
  const added: GameEvent[] = [...sbaEvents];
  // 104.1: a player lost and the game ended (704.5a, 704.5c): nothing more happens.
  if (s.gameOver) return [s, [...events, ...added]];
  for (let round = 0; round < 1000; round++) {
    pending = [...pending, ...pendingTriggers(s, sbaEvents)];
    if (pending.length === 0) break;
    s = putTriggersOnStack(s, pending);
    pending = [];
    // 704.3, 603.3b: check state-based actions again; none applies unless putting abilities changed something.
    [s, sbaEvents] = performStateBasedActions(s);
    added.push(...sbaEvents);
    if (sbaEvents.length === 0) break;
  }
  if (added.length === 0 && state.waitingTriggers === undefined && s === counted) return [state, events];
  return [s, [...events, ...added]];
}
