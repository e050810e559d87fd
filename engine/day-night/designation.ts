/**
 * The actions that change the game's day/night designation: a new turn's check (731.2,
 * 502.2) and an effect saying it becomes day or night (731.1). The daybound and nightbound
 * permanents then transform (702.145b, 702.145e; engine/day-night/follow.ts, run after every action).
 */
import type { Action } from '../../adapter/action.js';
import type { DayNight } from '../../model/day-night.js';
import type { GameState } from '../../model/game-state.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';

function becomes(state: GameState, designation: DayNight, clause: string): StepResult {
  return done({ ...state, dayNight: designation }, [{ kind: 'day-night-changed', designation, clause }]);
}

/**
 * The untap step's check of the previous turn (731.2, 502.2): day becomes night when the
 * previous turn's active player cast no spells (731.2a); night becomes day when they cast two
 * or more (731.2b); with neither designation the check does not happen (731.2c). A count that
 * is not a whole number of spells is rejected.
 */
export function dayNightCheck(state: GameState, action: Extract<Action, { kind: 'day-night-check' }>): StepResult {
  const n = action.spellsCast;
  if (!Number.isInteger(n) || n < 0)
    return rejected(
      'day-night-check/bad-count',
      '731.2',
      `spellsCast must be a whole number of spells, 0 or more; got ${String(n)}`,
    );
  if (state.dayNight === undefined)
    return nothingHappens(state, null, '731.2c', 'it is neither day nor night, so the check does not happen');
  if (state.dayNight === 'day' && n === 0) return becomes(state, 'night', '731.2a');
  if (state.dayNight === 'night' && n >= 2) return becomes(state, 'day', '731.2b');
  return done(state, []);
}

/**
 * An effect makes it day or night (731.1): the game gains that designation, losing the other
 * one (731.1a). Already so, nothing changes.
 */
export function becomeDayOrNight(
  state: GameState,
  action: Extract<Action, { kind: 'become-day-or-night' }>,
): StepResult {
  const to = action.designation;
  if (to !== 'day' && to !== 'night')
    return rejected(
      'become-day-or-night/bad-designation',
      '731.1',
      `designation must be "day" or "night"; got ${String(to)}`,
    );
  if (state.dayNight === to) return nothingHappens(state, null, '731.1', `it is already ${to}`);
  return becomes(state, to, '731.1');
}
