/**
 * Mechanics: the unit of support. Every engine supports the core (docs/adapter.md:
 * setups of single-faced cards in library, hand, graveyard, face-up exile and on the
 * battlefield; the actions move, draw, shuffle, tap, untap, add-counters, deal-damage and
 * a plain put-onto-battlefield); each mechanic it declares adds setups, cards and actions
 * (`adapter/mechanic-needs.ts` says which). Generated games and scenarios use only the
 * core and the declared mechanics; a property or scenario needing others is reported
 * `not-supported` instead of `failed`.
 */
export const MECHANICS = [
  'transform',
  'convert',
  'modal-dfc',
  'meld',
  /**
   * Split cards (709): two halves on one card, combined everywhere but the stack (709.4), a half
   * chosen as the card is cast (709.3), and aftermath halves cast from a graveyard (702.127a).
   */
  'split-cards',
  'disturb',
  'double-faced-token',
  'copy',
  'morph',
  'megamorph',
  'disguise',
  'manifest',
  'cloak',
  'manifest-dread',
  'turn-face-down',
  'reveal',
  'hidden-information',
  // Rules outside the face-changing ones that games and scenarios use, so that an engine
  // can leave them out too.
  'stack',
  'lands',
  'tokens',
  'attach',
  'phasing',
  'effects',
  'card-names',
  'game-over',
  // The game around the face-changing rules: an engine that leaves these out is compared only
  // where they do not apply (docs/adapter.md, "The core and the mechanics").
  /** Performing state-based actions whenever a player would receive priority (704.3). */
  'state-based-actions',
  /**
   * Planeswalkers and battles entering with loyalty or defense counters (306.5b, 310.4b), and
   * "enters with N counters" abilities (614.1c; X from the spell it was, 107.3m).
   */
  'intrinsic-counters',
  /** Day and night (731) and the daybound and nightbound cards that follow them (702.145). */
  'day-night',
  /**
   * Triggered abilities as objects: put on the stack the next time a player would receive
   * priority (603.3) and resolved by `resolve` (608.2).
   */
  'triggered-abilities',
  /**
   * Turns: `begin-turn` with its untap step (502: phasing, the day/night check from the spells
   * the previous turn's active player cast, untapping) and the choices players make as actions
   * (`order-triggers`, 603.3b; `choose-legend`, 704.5j).
   */
  'turns',
  /**
   * Players' life totals and poison counters (119, 120.3a-b): `life` and `poison` in the player
   * summaries of views, setups stating a life total, `deal-damage-to-player`, lifelink (120.3f),
   * and losing at 0 life or 10 poison counters (704.5a, 704.5c).
   */
  'life',
  /**
   * Sagas (714): a Saga enters with a lore counter (714.3a), gets one as its controller's
   * precombat main phase begins (`begin-main-phase`, 714.3c), its chapter abilities trigger as
   * the count reaches their numbers (714.2b), and it is sacrificed at its final chapter (704.5s).
   */
  'saga',
  /**
   * Control-changing effects (613.1b, layer 2): `gain-control`. A face-down permanent is then shown to its new
   * controller and hidden from the old one (708.5).
   */
  'control-change',
] as const;
export type Mechanic = (typeof MECHANICS)[number];

export function isMechanic(value: string): value is Mechanic {
  return (MECHANICS as readonly string[]).includes(value);
}
