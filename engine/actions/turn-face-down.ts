/**
 * An effect turns a permanent face down (Ixidron-like): it becomes a 2/2 with no
 * name, text, subtypes or mana cost (708.2a) and stays the same object. Nothing
 * happens to a face-down permanent (708.2b) or a double-faced or melded one (712.16).
 */
import type { Action } from '../../adapter/action.js';
import { definitionOf } from '../characteristics/printed.js';
import type { GameState } from '../../model/game-state.js';
import { tick, updateObject } from '../state-access.js';
import { done, nothingHappens, type StepResult } from '../step-result.js';
import { requirePermanent } from './guards.js';

/**
 * An effect turns a permanent face down: with no characteristics listed it becomes a
 * 2/2 creature with no text, name, subtypes or mana cost (708.2a), those being its
 * copiable values (708.2); it stays the same object with its status (110.5c), counters,
 * attachments and effects, and gets a new timestamp (613.7f). Nothing happens to a
 * face-down permanent (708.2b) or a double-faced or melded one (712.16).
 */
export function turnFaceDown(state: GameState, action: Extract<Action, { kind: 'turn-face-down' }>): StepResult {
  const found = requirePermanent(state, action.object, 'turn-face-down');
  if (!found.ok) return found.result;
  const permanent = found.value;
  if (permanent.faceDown !== null)
    return nothingHappens(state, permanent.id, '708.2b', 'a face-down permanent cannot be turned face down');
  // Meld cards are double-faced cards too (712.1), and a melded permanent has no single definition.
  if (definitionOf(state, permanent)?.layout !== 'single') {
    return nothingHappens(
      state,
      permanent.id,
      '712.16',
      'double-faced and melded permanents cannot be turned face down',
    );
  }
  let [s, time] = tick(state);
  s = updateObject(s, permanent.id, { faceDown: 'effect', face: 'front', timestamp: time }); // 613.7f
  return done(s, [{ kind: 'turned-face-down', object: permanent.id }]);
}
