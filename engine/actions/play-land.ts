/**
 * Playing a land (116.2a, 305.1): a special action that puts a land card from its
 * owner's hand onto the battlefield; it never goes on the stack, so it is never a spell
 * (305.1, 305.9). A modal DFC is played with one of its land faces up (712.12).
 */
import type { Action } from '../../adapter/action.js';
import type { CardDefinition } from '../../model/card.js';
import type { Face } from '../../model/characteristics.js';
import type { GameState } from '../../model/game-state.js';
import { entryProhibited } from '../entry-prohibitions.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { enteredEvents } from '../zones/enter.js';
import { moveObject } from '../zones/move.js';
import { requireObject, requirePlayer } from './guards.js';

type PlayLand = Extract<Action, { kind: 'play-land' }>;

/** The face the card would be played with, or why it can't be played that way (712.12, 305.1). */
function faceToPlay(
  def: CardDefinition,
  side: 'front' | 'back',
): Face | { readonly code: string; readonly clause: string; readonly message: string } {
  if (side === 'back') {
    // Only a modal DFC is played with its back face up; a nonmodal DFC's back face is never chosen (712.12, 712.14).
    if (def.layout !== 'modal-dfc')
      return {
        code: 'play-land/not-modal',
        clause: '712.12',
        message: 'only a modal double-faced card can be played with its back face up',
      };
    return def.faces[1];
  }
  return def.faces[0];
}

/**
 * `player` plays a land card from their own hand (305.1, 116.2a) when the stack is empty
 * (305.1). The chosen face must be a land face (712.12; for a card that is not a modal
 * DFC only the front face, 305.1): it enters with that face up and is not cast, so no
 * `cast` event. A "can't enter" prohibition that covers it makes the action illegal
 * (101.2), judged on the land face it would enter with (614.12).
 */
export function playLand(state: GameState, action: PlayLand): StepResult {
  const player = requirePlayer(state, action.player, 'play-land');
  if (!player.ok) return player.result;
  const found = requireObject(state, action.object, 'play-land', 'player');
  if (!found.ok) return found.result;
  const card = found.value;
  if (card.represents.kind !== 'card')
    return rejected('play-land/not-a-card', '305.1', 'only a land card can be played');
  if (card.zone !== 'hand' || card.owner !== action.player) {
    return rejected(
      'play-land/wrong-zone',
      '305.1',
      `${action.player} can play a land only from their own hand; it is in ${card.zone} of ${card.owner}`,
    );
  }
  if (state.stack.length > 0)
    return rejected('play-land/stack-not-empty', '305.1', 'a land is played only while the stack is empty');
  const side = action.face ?? 'front';
  const face = faceToPlay(state.cards[card.represents.card] as CardDefinition, side);
  if ('code' in face) return rejected(face.code, face.clause, face.message);
  if (!face.types.includes('Land')) {
    return rejected(
      'play-land/not-a-land',
      '712.12',
      `the ${side} face is not a land face, so it can't be played as a land (cast it instead)`,
    );
  }
  if (entryProhibited(state, 'hand', face.types)) {
    return rejected(
      'play-land/prohibited',
      '101.2',
      "an effect says this land can't enter the battlefield from a hand",
    );
  }
  const moved = moveObject(state, card.id, { to: 'battlefield', controller: action.player, face: side });
  const permanent = moved.newIds[0] as string;
  return done(moved.state, [...moved.events, ...enteredEvents(moved.state, permanent)]);
}
