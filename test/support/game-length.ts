/**
 * The game length of the quick tests: the 1-12 steps games had before the game-length knob, so
 * `npm test` plays the same games as before, quickly. The default (20-30 steps) is what
 * `obverse check` plays; the long suite and the generator coverage test use it.
 */
import type { GameLength } from '../../generators/game-length.js';

export const TEST_GAME_LENGTH: GameLength = { min: 1, max: 12 };
