/**
 * Identifiers used across the game model. All are plain strings so that setups,
 * actions and views serialise to JSON unchanged.
 */

/** A player, as named in the setup (e.g. `"P1"`). */
export type PlayerId = string;

/**
 * An object in the game (rule 109): a card in a zone, a permanent, a spell, a token,
 * an ability on the stack. Ids are the engine's own; a new id is issued whenever an
 * object changes zones (400.7) and never when it transforms (712.18) or turns face
 * up (708.8).
 */
export type ObjectId = string;

/**
 * One physical card of the setup (e.g. `"c3"`). It never changes during a game; the
 * objects that represent the card do. Only a referee view exposes which card an
 * object is.
 */
export type CardKey = string;
