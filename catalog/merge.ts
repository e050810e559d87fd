/**
 * Merging the cards converted from the facts with the hand-written featured cards.
 */
import type { CatalogCard } from './catalog-card.js';

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
