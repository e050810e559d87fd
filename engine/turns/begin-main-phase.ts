/**
 * The beginning of a player's precombat main phase (505.1), as far as the model needs it: the
 * turn-based action that puts a lore counter on each of their Sagas (714.3c).
 */
import type { Action } from '../../adapter/action.js';
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import { requirePlayer } from '../actions/guards.js';
import { characteristics } from '../characteristics/compute.js';
import { chapterAbilities, isSaga } from '../sagas/chapters.js';
import { updateObject } from '../state-access.js';
import { done, rejected, type StepResult } from '../step-result.js';

/**
 * 714.3c: as `player`'s precombat main phase begins, they put a lore counter on each Saga they
 * control with one or more chapter abilities, without using the stack; the chapter abilities it
 * makes trigger are found when the step settles (714.2b). A face-down Saga card (708.2a) or a
 * back face has none, and a phased-out permanent is treated as though it does not exist
 * (702.26b). Only the active player's main phase begins once a `begin-turn` named them (505.1).
 */
export function beginMainPhase(state: GameState, action: Extract<Action, { kind: 'begin-main-phase' }>): StepResult {
  const player = requirePlayer(state, action.player, 'begin-main-phase');
  if (!player.ok) return player.result;
  if (state.turn !== undefined && state.turn.active !== action.player)
    return rejected(
      'begin-main-phase/not-active-player',
      '505.1',
      `it is ${state.turn.active}'s turn; only the active player's main phase begins`,
    );
  let s = state;
  const events: GameEvent[] = [];
  for (const id of state.battlefield) {
    const o = s.objects[id];
    if (!o || o.controller !== action.player || o.phasedOut) continue;
    const c = characteristics(s, o);
    if (!isSaga(c) || chapterAbilities(c).length === 0) continue;
    s = updateObject(s, id, { counters: { ...o.counters, lore: (o.counters.lore ?? 0) + 1 } });
    events.push({ kind: 'counters-added', object: id, counter: 'lore', amount: 1 });
  }
  return done(s, events);
}
