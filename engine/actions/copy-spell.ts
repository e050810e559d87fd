/**
 * Copying a spell (707.10): a copy is put on the stack, not cast, owned and controlled
 * by the player it is put on the stack for. A copy of a double-faced spell is itself a
 * double-faced spell with the same face up (707.10g); a copy of a permanent spell
 * becomes a token as it resolves (111.13, 707.10f, 608.3f, in resolve).
 */
import { isAbilityObject } from '../../model/game-object.js';
import type { Action } from '../../adapter/action.js';
import type { Characteristics } from '../../model/characteristics.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { copiableValues } from '../characteristics/compute.js';
import { updateObject } from '../state-access.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { createCardObject } from '../zones/move.js';
import { addCopyEffect, copyShell, doubleFacedToCopy } from './copy.js';
import { requireObject, requirePlayer } from './guards.js';

/**
 * Put a copy of the spell `of` on the stack for `player` (707.10). The copy takes the
 * spell's copiable values (707.2): the face that is up, as modified by copy effects
 * (707.3), and the face-down values of a face-down spell (708.10), so it never shows the
 * hidden card. A double-faced spell's copy has both faces, each from the same face of the
 * original (never under a copy effect here), and the same face up (707.10g); as a copy of
 * a back-face-up nonmodal DFC its mana value is 0 (202.3b, 712.8c). Anything else gives a
 * single-faced copy whose values all come from its copy effect. The copy has the spell's
 * value of X, a decision made for it (707.10, 202.3e). Copies of abilities are
 * out of scope, so an ability on the stack is refused.
 */
export function copySpell(state: GameState, action: Extract<Action, { kind: 'copy-spell' }>): StepResult {
  const player = requirePlayer(state, action.player, 'copy-spell');
  if (!player.ok) return player.result;
  const found = requireObject(state, action.of, 'copy-spell');
  if (!found.ok) return found.result;
  const spell = found.value;
  if (spell.zone !== 'stack')
    return rejected(
      'copy-spell/not-on-stack',
      '707.10',
      `object ${spell.id} is in ${spell.zone}; only a spell on the stack can be copied this way`,
    );
  if (isAbilityObject(spell))
    return rejected('copy-spell/not-a-spell', '707.10', 'copying an ability is not supported; only spells');
  const doubleFaced = doubleFacedToCopy(state, spell);
  const values = copiableValues(state, spell) as Characteristics;
  let s = state;
  let id: ObjectId;
  if (doubleFaced) {
    // 707.10g: each face from the same face of the spell. A double-faced spell is never under a copy effect here
    // (effects start on permanents, a copy of a spell gets one only when single-faced, below, and effects end when
    // their object changes zones, 400.7), so those are the card's or double-faced token's own faces.
    [s, id] = createCardObject(s, { kind: 'token', token: doubleFaced, copy: true }, action.player, {
      to: 'stack',
      face: spell.face,
    });
  } else {
    [s, id] = createCardObject(s, { kind: 'token', token: copyShell(values), copy: true }, action.player, {
      to: 'stack',
    });
    s = addCopyEffect(s, id, values);
  }
  // 707.10: the copy copies the decisions made for the spell, the value of X and its targets among them.
  if (spell.chosenX > 0) s = updateObject(s, id, { chosenX: spell.chosenX });
  if (spell.targets !== undefined) s = updateObject(s, id, { targets: spell.targets });
  return done(s, [{ kind: 'became-copy', object: id, of: spell.id }]);
}
