/**
 * A game setup: the players, the physical cards, and where each starts. It is the
 * first input of every run and scenario, and language-neutral JSON.
 */
import type { CardDefinition, FaceSide, TokenDefinition } from './card.js';
import type { FaceDownWay } from './face-down.js';
import type { CardKey, PlayerId } from './ids.js';

/** A permanent present at the start of the game: exactly one of `card`, `token` or `melded`. */
export interface PermanentSetup {
  readonly card?: CardKey;
  readonly token?: TokenDefinition;
  /** A melded permanent made of these two cards of one meld pair (712.4). */
  readonly melded?: readonly [CardKey, CardKey];
  /** A name other permanents of the setup use to refer to this one (`attachedTo`, `copyOf`). */
  readonly label?: string;
  /** Attached to the permanent with this label (an Aura or Equipment, 301.5, 303.4). */
  readonly attachedTo?: string;
  /** Starts as a copy of the permanent with this label (a copy effect in layer 1a, 707.2). */
  readonly copyOf?: string;
  /** Defaults to the player whose battlefield lists it. */
  readonly controller?: PlayerId;
  /**
   * Face down, and by which way (708.6). A double-faced card may be face down only through manifest-like ways (712.15).
   */
  readonly faceDown?: FaceDownWay;
  /** Which face is up; `back` only for double-faced cards and tokens. */
  readonly face?: FaceSide;
  readonly tapped?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
}

/** A card exiled at the start, possibly face down (406.3). */
export interface ExiledSetup {
  readonly card: CardKey;
  readonly faceDown?: boolean;
}

/** A spell on the stack at the start of the game. */
export interface SpellSetup {
  readonly card: CardKey;
  readonly owner: PlayerId;
  /** Defaults to the owner. */
  readonly controller?: PlayerId;
  /** `back`: cast transformed, or a modal DFC's back face (712.11a-b). */
  readonly face?: FaceSide;
  /** Cast face down by this ability (708.4). */
  readonly faceDown?: 'morph' | 'megamorph' | 'disguise';
}

/** One player's starting zones. Libraries list the top card first. */
export interface PlayerSetup {
  readonly id: PlayerId;
  readonly library?: readonly CardKey[];
  readonly hand?: readonly CardKey[];
  readonly graveyard?: readonly CardKey[];
  readonly exile?: readonly ExiledSetup[];
  readonly battlefield?: readonly PermanentSetup[];
  /** Starting life total (119.1); absent: 20. Stating it needs the `life` mechanic. */
  readonly life?: number;
}

/**
 * Which real card a setup card is: the catalog card whose definition it is, as printed (docs/adapter.md, "Real
 * cards"). An engine that ships the card may build it from its own implementation instead of the definition.
 */
export interface CardIdentity {
  /** The card's name (a double-faced card's front face's, a split card's both halves' joined by " // "). */
  readonly name: string;
  /** The set code of the printing the catalog names, where it names one. */
  readonly set?: string;
  /** The collector number of that printing, where the catalog names one. */
  readonly collectorNumber?: string;
}

/** A whole game setup. Every card key appears in exactly one zone. */
export interface GameSetup {
  readonly players: readonly PlayerSetup[];
  /** The physical cards, keyed by a name local to this setup (owner = the player whose zone lists it). */
  readonly cards: Readonly<Record<CardKey, CardDefinition>>;
  /** Spells on the stack, bottom first. */
  readonly stack?: readonly SpellSetup[];
  /** Seed for anything random the engine must do (shuffles with no stated order). */
  readonly seed?: number;
  /**
   * The identity of each card that is a real catalog card exactly as the catalog defines it (absent for invented
   * cards and variants). Derived from `cards` (catalog/identity.ts); an engine may ignore it.
   */
  readonly identities?: Readonly<Record<CardKey, CardIdentity>>;
}
