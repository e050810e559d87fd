/** The reference's face changes without what the game does before priority, for mutants that skip it. */
import type { Action } from '../../../adapter/action.js';
import { transform } from '../../../engine/actions/transform.js';
import { turnFaceUp } from '../../../engine/actions/turn-face-up.js';
import type { StepResult } from '../../../engine/step-result.js';
import type { GameState } from '../../../model/game-state.js';

/**
 * A transform, convert or turn face up carried out alone: no intrinsic counters, no state-based
 * actions (704.3 not honoured). Null for any other action, a game that is over, or an older edition.
 */
export function changeFaces(state: GameState, action: Action): StepResult | null {
  if (state.gameOver || state.edition !== undefined) return null;
  if (action.kind === 'transform' || action.kind === 'convert') return transform(state, action);
  if (action.kind === 'turn-face-up') return turnFaceUp(state, action);
  return null;
}
