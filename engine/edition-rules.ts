/** The rule values a game's edition sets (spec/editions.ts): one read point for the engine. */
import type { GameState } from '../model/game-state.js';
import { DEFAULT_EDITION, editionRules, type EditionRules } from '../spec/editions.js';

const DEFAULT_RULES = editionRules(DEFAULT_EDITION);

/** The rule values of the edition this game is played under (the newest when it names none). */
export function rulesOf(state: GameState): EditionRules {
  return state.edition === undefined ? DEFAULT_RULES : editionRules(state.edition);
}
