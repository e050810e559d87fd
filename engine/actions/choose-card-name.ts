/**
 * Choosing a card name (201.4): a player may name either face of a double-faced card but
 * not both at once, and the combined face of a meld pair (712.19, 201.4d, 201.4e). A
 * requirement on the name ("a nonland card name") is judged on the named face's own
 * characteristics. The cards of the game stand for every card that exists.
 */
import type { Action } from '../../adapter/action.js';
import type { Face } from '../../model/characteristics.js';
import type { GameState } from '../../model/game-state.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { requirePlayer } from './guards.js';

/**
 * Every nameable face of the game's cards: each face of a DFC, meld fronts and combined faces (712.19), and each
 * half of a split card but never both halves together (201.4b, 709.4a).
 */
function nameableFaces(state: GameState): readonly Face[] {
  return Object.values(state.cards).flatMap((def) =>
    def.layout === 'meld' ? [def.faces[0], def.melded] : def.layout === 'split' ? [...def.halves] : [...def.faces],
  );
}

/**
 * A name is chosen when it is a face's name: either face of a DFC (201.4d), a meld pair's combined face (201.4e,
 * 712.19), either half of a split card but not both together (201.4b, 709.4a); a requirement on it is judged on
 * that face or half alone.
 */
export function chooseCardName(state: GameState, action: Extract<Action, { kind: 'choose-card-name' }>): StepResult {
  const player = requirePlayer(state, action.player, 'choose-card-name');
  if (!player.ok) return player.result;
  const faces = nameableFaces(state).filter((f) => f.name === action.name);
  if (faces.length === 0) {
    return rejected(
      'choose-card-name/not-a-card-name',
      '712.19',
      `"${action.name}" is not the name of a card face (a double-faced or split card's two names together are ` +
        'not a name)',
    );
  }
  // 201.4d, 201.4e: only the named face's characteristics decide whether the name fits.
  const fits = (f: Face) =>
    (action.types === undefined || action.types.some((t) => f.types.includes(t))) &&
    (action.notTypes === undefined || !action.notTypes.some((t) => f.types.includes(t)));
  if (!faces.some(fits)) {
    return rejected(
      'choose-card-name/requirement-not-met',
      '201.4d',
      `the face named "${action.name}" does not meet the requirement on its own characteristics`,
    );
  }
  return done(state, [{ kind: 'name-chosen', player: action.player, name: action.name }]);
}
