/** Control-changing effects (613.1b, layer 2). */
import type { Action } from '../../adapter/action.js';
import type { GameState } from '../../model/game-state.js';
import { updateObject } from '../state-access.js';
import { done, nothingHappens, type StepResult } from '../step-result.js';
import { requirePermanent, requirePlayer } from './guards.js';

/**
 * An effect gives `player` control of a permanent from now on (613.1b). It stays the same object, with its status
 * and attachments; what is attached to it keeps its own controller (303.4e, 301.5d). Who may look at it follows:
 * a face-down permanent is shown to its new controller and hidden from the old one (708.5, engine/visibility.ts).
 * A phased-out permanent is treated as though it does not exist (702.26b, 702.26e).
 */
export function gainControl(state: GameState, action: Extract<Action, { kind: 'gain-control' }>): StepResult {
  const player = requirePlayer(state, action.player, 'gain-control');
  if (!player.ok) return player.result;
  const found = requirePermanent(state, action.object, 'gain-control');
  if (!found.ok) return found.result;
  if (found.value.controller === action.player)
    return nothingHappens(state, found.value.id, '613.1b', `${action.player} controls it already`);
  return done(updateObject(state, found.value.id, { controller: action.player }), []);
}
