/**
 * Who may look at what (hidden information): 708.5 (face-down spells and permanents
 * you control), 406.3 (cards exiled face down), 712.6 (both faces when you may look),
 * 402.3 and 401.2 (own hand; libraries are hidden to all), effects granting a look.
 */
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { Viewer } from '../model/view.js';
import { playerOf } from './state-access.js';

/**
 * Whether `viewer` may see which card `object` is, now. Face-down spells and permanents:
 * their controller (even phased out) and players an effect lets look (708.5, 701.20e);
 * nobody else, whatever the card is (712.15 for a face-down double-faced card). Cards
 * exiled face down: only players allowed to look (406.3, 712.17). Reveals are momentary
 * (701.20a) and recorded as events, not as standing permissions, except the reveal at
 * the end of the game (708.9): once the game is over, face-down spells and permanents are
 * visible to everyone (cards exiled face down stay hidden, 406.3).
 */
export function mayLook(state: GameState, viewer: Viewer, object: GameObject): boolean {
  if (viewer === 'referee') return true;
  // 708.9: at the end of the game every face-down permanent and spell was revealed to all, so nothing there is hidden
  // any more.
  if (state.gameOver && (object.zone === 'battlefield' || object.zone === 'stack')) return true;
  switch (object.zone) {
    case 'battlefield':
    case 'stack':
      // 708.5: face-down spells and permanents only by their controller or by an effect.
      return object.faceDown === null || object.controller === viewer || granted(state, viewer, object);
    case 'exile':
      // 406.3: a card exiled face down only by those an effect allows.
      return object.faceDown === null || granted(state, viewer, object);
    case 'graveyard':
    case 'command':
      return true;
    case 'hand':
      return (
        object.owner === viewer ||
        granted(state, viewer, object) ||
        playerOf(state, object.owner)?.handRevealed === true
      );
    case 'library':
    case 'outside':
      return granted(state, viewer, object);
  }
}

/** Whether an effect lets `viewer` look at `object` (701.20e); asked only where it decides (every view asks). */
function granted(state: GameState, viewer: Viewer, object: GameObject): boolean {
  const permissions = state.lookPermissions;
  for (const p of permissions) if (p.player === viewer && p.object === object.id) return true;
  return false;
}
