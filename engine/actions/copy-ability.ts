/**
 * Copying an ability on the stack (707.10): the copy is put on the stack under the player it
 * is copied for, and is itself an ability. It has the same source as the original (707.10b),
 * so a copy of a permanent's "transform this" ability turns that same permanent over, and
 * only if it has not transformed or converted since the copy was put on the stack (701.27f,
 * 701.28e): of a copy and its original, only the first to resolve turns it.
 */
import type { Action } from '../../adapter/action.js';
import { isAbilityObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { createCardObject } from '../zones/move.js';
import { requireObject, requirePlayer } from './guards.js';

/**
 * Put a copy of the ability `of` on the stack for `player` (707.10): same source and same
 * ability (707.10b), controlled by `player`, with the timestamp of the moment it is put on the
 * stack. The model's abilities have no targets, so there is none to choose anew (707.10c).
 */
export function copyAbility(state: GameState, action: Extract<Action, { kind: 'copy-ability' }>): StepResult {
  const player = requirePlayer(state, action.player, 'copy-ability');
  if (!player.ok) return player.result;
  const found = requireObject(state, action.of, 'copy-ability', 'player');
  if (!found.ok) return found.result;
  const original = found.value;
  if (original.zone !== 'stack' || !isAbilityObject(original))
    return rejected(
      'copy-ability/not-an-ability',
      '707.10',
      `object ${original.id} is not an ability on the stack (it is ${
        original.zone === 'stack' ? 'a spell: use copy-spell' : `in ${original.zone}`
      })`,
    );
  // 707.10b: the same source; the representation names it, so the copy shares it.
  const [s, id] = createCardObject(state, original.represents, action.player, {
    to: 'stack',
    controller: action.player,
  });
  return done(s, [{ kind: 'became-copy', object: id, of: original.id }]);
}
