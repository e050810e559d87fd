/**
 * The card catalog: generated entries from the card facts, with the hand-written
 * featured entries replacing those of the same name and adding the rest.
 */
import type { CatalogCard } from './catalog-card.js';
import { FEATURED_CARDS } from './featured.js';
import { GENERATED_CARDS } from './generated/cards.js';

function byName(a: CatalogCard, b: CatalogCard): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Generated cards overridden by featured cards (by name), sorted by name. */
export function mergeCatalog(
  generated: readonly CatalogCard[],
  featured: readonly CatalogCard[],
): readonly CatalogCard[] {
  const merged = new Map<string, CatalogCard>(generated.map((c) => [c.name, c]));
  for (const card of featured) merged.set(card.name, card);
  return [...merged.values()].sort(byName);
}

/** Every catalogued card, sorted by name. */
export const CARD_CATALOG: readonly CatalogCard[] = mergeCatalog(GENERATED_CARDS, FEATURED_CARDS);
