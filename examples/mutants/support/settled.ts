/**
 * The end of the reference step for mutants that redo an action in their own way: what happens at once after the
 * events (engine/priority/at-once.ts), then state-based actions and triggered abilities (engine/priority/settle.ts),
 * and which abilities each player may still order (603.3b), as engine/step.ts does.
 */
import { atOnce } from '../../../engine/priority/at-once.js';
import { settle } from '../../../engine/priority/settle.js';
import { done, type StepResult } from '../../../engine/step-result.js';
import { triggersJustPut } from '../../../engine/turns/choices.js';
import type { GameEvent } from '../../../model/events.js';
import type { GameState } from '../../../model/game-state.js';

/** `performed`, the state after the action's own events `events` from `before`, finished as the reference would. */
export function settled(before: GameState, performed: GameState, events: readonly GameEvent[]): StepResult {
  const [after, all] = settle(...atOnce(performed, events));
  const put = triggersJustPut(before, after);
  const { triggersJustPut: _old, ...rest } = after;
  return done(put === undefined ? rest : { ...rest, triggersJustPut: put }, all);
}
