/**
 * The card catalog as the runtime reads it: catalog/cards.json, generated from the card facts
 * and the hand-written featured entries (catalog/scripts/generate-cards.ts). A JSON import, so
 * it works from source (vitest, tsx) and from dist/ (tsc copies the file next to this module).
 */
import type { CatalogCard } from './catalog-card.js';
import type { CatalogFile } from './catalog-file.js';
import cardsJson from './cards.json' with { type: 'json' };

export { mergeCatalog } from './merge.js';

/** The whole catalog file: format, notes, featured names and cards. */
export const CATALOG_FILE: CatalogFile = cardsJson as unknown as CatalogFile;

/** Every catalogued card, sorted by name. */
export const CARD_CATALOG: readonly CatalogCard[] = CATALOG_FILE.cards;
