/**
 * Card catalog: real cards from the face-changing corner of Magic as CardDefinitions,
 * the mechanics each needs, and a few hand-written featured cards and tokens.
 */
export type { CatalogCard } from './catalog-card.js';
export { CARD_CATALOG, mergeCatalog } from './catalog.js';
export { cardByName, closeNames, namesOf } from './lookup.js';
export { FEATURED_CARDS, INCUBATOR_TOKEN, SYNTHETIC_INSTANT_BACK } from './featured.js';
export { mechanicsOf } from './mechanics-of.js';
