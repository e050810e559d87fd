/** The real cards mixed into generated games by default (catalog/). */
import type { CardDefinition } from '../model/card.js';
import { CARD_CATALOG } from '../catalog/index.js';

let cached: readonly CardDefinition[] | null = null;

/** Every catalog card's definition, computed once. */
export function defaultCatalog(): readonly CardDefinition[] {
  cached ??= CARD_CATALOG.map((c) => c.definition);
  return cached;
}
