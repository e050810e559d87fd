/**
 * Card catalog: real cards from the face-changing corner of Magic as CardDefinitions,
 * the mechanics each needs, and a few hand-written featured cards and tokens.
 */
export type { CatalogCard } from './catalog-card.js';
export { CARD_CATALOG, CATALOG_FILE, mergeCatalog } from './catalog.js';
export { CATALOG_FORMAT, type CatalogFile, type CatalogNotes } from './catalog-file.js';
export { cardByName, catalogCard, closeNames, namesOf, nearestNames } from './lookup.js';
export { FEATURED_CARDS, INCUBATOR_TOKEN, SYNTHETIC_INSTANT_BACK } from './featured.js';
export { mechanicsOf } from './mechanics-of.js';
export { catalogIdentity, withIdentities } from './identity.js';
