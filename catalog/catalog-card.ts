/**
 * One entry of the card catalog: a real (or clearly synthetic) card as data, and the
 * mechanics an engine must declare to play it.
 */
import type { Mechanic } from '../adapter/mechanics.js';
import type { CardDefinition } from '../model/card.js';

export interface CatalogCard {
  /** The card's name; for a double-faced or meld card, the name of its front face. */
  readonly name: string;
  readonly definition: CardDefinition;
  /** Mechanics (from adapter/mechanics.ts) the card uses, in MECHANICS order. */
  readonly mechanics: readonly Mechanic[];
  /** Present and true only for invented test cards that no real card matches. */
  readonly synthetic?: true;
  /** The set code of one printing of the card, where the catalog records one (a setup card's identity carries it). */
  readonly set?: string;
  /** The collector number of that printing, where the catalog records one. */
  readonly collectorNumber?: string;
}
