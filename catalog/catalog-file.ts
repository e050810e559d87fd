/**
 * The shape of catalog/cards.json, the catalog as data (`obverse-catalog/1`): what the
 * runtime reads, and what tools in any language can read without TypeScript.
 */
import type { CatalogCard } from './catalog-card.js';

export const CATALOG_FORMAT = 'obverse-catalog/1' as const;

/** What the conversion from card-facts.json did besides plain copying. */
export interface CatalogNotes {
  /** Faces whose printed power or toughness is `*` (or contains it): stored as 0. */
  readonly starPowerToughness: readonly string[];
  /** Records of card-facts.json left out, with why. */
  readonly skipped: readonly string[];
  /** Facts changed to match the printed card, with what. */
  readonly corrections: readonly string[];
  /** Facts that look doubtful but were kept as given; check before a test relies on them. */
  readonly suspect: readonly string[];
}

/** catalog/cards.json. */
export interface CatalogFile {
  readonly format: typeof CATALOG_FORMAT;
  /** How the file was made; it is generated, never edited by hand. */
  readonly about: string;
  readonly notes: CatalogNotes;
  /** Names of the hand-written entries (catalog/featured.ts); the rest come from the card facts. */
  readonly featured: readonly string[];
  /** Every card, sorted by name (code-point order). */
  readonly cards: readonly CatalogCard[];
}
