/**
 * What the game does after each action, before any player would receive priority: a
 * permanent that entered gets its intrinsic counters (306.5b, 310.4b; they are part of
 * entering, so before anything looks at it), then state-based actions are performed
 * until none apply, then the abilities that triggered go on the stack, and this repeats
 * until no state-based action applies and nothing waits to go on the stack (704.3, 603.3).
 * Every action of the vocabulary is a whole instruction, never part of a larger procedure,
 * so this runs after each one.
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import { chapterTriggers } from '../sagas/chapter-triggers.js';
import { countersForEntered } from './intrinsic-counters.js';
import { performStateBasedActions } from './state-based-actions.js';
import { pendingTriggers, putTriggersOnStack, type PendingTrigger } from './triggers.js';

/**
 * Abilities already found to have triggered among the first `upTo` events, read when they triggered: once
 * triggered, an ability exists apart from its source (603.2, 113.7a), so a source that transforms at once
 * afterwards (a daybound card turned face up at night, 702.145c) does not take it back.
 */
export interface FoundTriggers {
  readonly pending: readonly PendingTrigger[];
  readonly upTo: number;
}

const NONE_FOUND: FoundTriggers = { pending: [], upTo: 0 };

/**
 * The state and events after entering counters, state-based actions and putting triggered
 * abilities on the stack (306.5b, 310.4b, 704.3, 603.3). The abilities that triggered during
 * the action are found before any state-based action moves their sources, those that
 * triggered during state-based actions (a creature dying) right after them.
 */
export function settle(
  state: GameState,
  events: readonly GameEvent[],
  found: FoundTriggers = NONE_FOUND,
): [GameState, readonly GameEvent[]] {
  const [counted, counterEvents] = countersForEntered(state, events);
  // 714.2b: lore counters put by the action or on entering (714.3a) make chapter abilities trigger.
  const chapters = chapterTriggers(counted, events, counterEvents);
  let pending: readonly PendingTrigger[] = [
    ...found.pending,
    ...pendingTriggers(
      counted,
      chapters.length === 0 ? events.slice(found.upTo) : [...events.slice(found.upTo), ...chapters],
    ),
  ];
  let [s, sbaEvents] = performStateBasedActions(
    counted,
    pending.map((p) => p.source),
    pending.flatMap((p) => (p.ability.trigger.kind === 'chapter' ? [p.source] : [])),
  );
  const added: GameEvent[] = [...counterEvents, ...chapters, ...sbaEvents];
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
  if (added.length === 0 && s === counted) return [s, events];
  return [s, [...events, ...added]];
}
