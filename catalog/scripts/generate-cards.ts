/**
 * One-off generator: reads the shared card facts, merges the featured cards and writes
 * catalog/cards.json. Run by a developer (`npx tsx catalog/scripts/generate-cards.ts [facts.json]`)
 * after changing the facts, the conversion or catalog/featured.ts; never by the product.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURED_CARDS } from '../featured.js';
import { convertFacts, type FactRecord } from './convert-facts.js';
import { renderCatalogJson } from './render-json.js';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the facts live in the shared workspace; override with the first argument. */
export const DEFAULT_FACTS_PATH = resolve(here, '../../../shared/cards/card-facts.json');
export const CATALOG_JSON_PATH = resolve(here, '../cards.json');

const factsPath = process.argv[2] ?? DEFAULT_FACTS_PATH;
const records = JSON.parse(readFileSync(factsPath, 'utf8')) as FactRecord[];
const conversion = convertFacts(records);
writeFileSync(CATALOG_JSON_PATH, renderCatalogJson(conversion, FEATURED_CARDS));
console.log(
  `wrote ${conversion.cards.length} converted and ${FEATURED_CARDS.length} featured cards to ${CATALOG_JSON_PATH}`,
);
console.log(
  `skipped ${conversion.notes.skipped.length}; * P/T ${conversion.notes.starPowerToughness.length}; corrected ` +
    `${conversion.notes.corrections.length}; suspect ${conversion.notes.suspect.length}`,
);
