/** The knobs of `setupArb` (setup.ts): how many cards where, and how often each kind of legal start state appears. */
import type { FaceDownWay } from '../model/face-down.js';
import type { CardConstraints } from './cards.js';

export interface SetupConstraints {
  readonly cards?: CardConstraints;
  /** Player count range (default 2..3, three players about one time in five). */
  readonly minPlayers?: number;
  readonly maxPlayers?: number;
  /** Maximum card groups per player and zone. */
  readonly maxLibrary?: number;
  readonly maxHand?: number;
  readonly maxGraveyard?: number;
  readonly maxExile?: number;
  readonly maxBattlefield?: number;
  /** Minimum card groups on each player's battlefield (default 0). */
  readonly minBattlefield?: number;
  /** Minimum cards in each library (default 1), so manifest and draw have something to use. */
  readonly minLibrary?: number;
  readonly maxTokens?: number;
  /**
   * Percent chance that a battlefield card starts face down (default 25; doubled for morph/megamorph/disguise cards).
   */
  readonly faceDownPercent?: number;
  /**
   * The ways a battlefield card may start face down (default: every legal way). A card none of whose legal ways is
   * listed starts face up, not face down in a way the engine cannot build (generators/restrict.ts).
   */
  readonly faceDownWays?: readonly FaceDownWay[];
  /** Percent chance that a face-up double-faced permanent starts back face up (default 30). */
  readonly backFacePercent?: number;
  /**
   * Percent chance that a zone's card group is drawn from that zone's themed cards
   * (default 30): meld pairs and morph-like cards on battlefields, disturb cards in
   * graveyards, morph-like cards in hands, instants/megamorph/DFCs in libraries.
   */
  readonly themedPercent?: number;
  /** Percent chance that a meld pair on a battlefield starts melded (default 60). */
  readonly meldedPercent?: number;
  /**
   * Percent chance that a face-up permanent starts as a copy of a double-faced, face-down or melded one (default 15).
   */
  readonly copyPercent?: number;
  /** Maximum Equipment/Aura cards per player drafted to be attached (default 1). */
  readonly maxAttachments?: number;
  /** Percent chance that a player has spells on the stack at the start (default 30). */
  readonly stackPercent?: number;
  /** Maximum spells per player on the stack at the start (default 2). */
  readonly maxStack?: number;
  /**
   * The legend rule of the edition the games are played under (704.5j): two legendary permanents
   * of one name are kept apart per controller (default), or for all players together, as before
   * Magic 2014 (spec/rule-differences.ts `legend-rule`), so that no state-based action is pending
   * at the start (704.3).
   */
  readonly legendRule?: 'per-controller' | 'all-players';
}
