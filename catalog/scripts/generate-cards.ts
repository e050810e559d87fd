/**
 * One-off generator: reads the shared card facts and writes catalog/generated/cards.ts.
 * Run by a developer (`npx tsx catalog/scripts/generate-cards.ts [facts.json]`), never by the product.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertFacts, type FactRecord } from './convert-facts.js';
import { renderGeneratedModule } from './render-generated.js';

const here = dirname(fileURLToPath(import.meta.url));
/** Where the facts live in the shared workspace; override with the first argument. */
export const DEFAULT_FACTS_PATH = resolve(here, '../../../shared/cards/card-facts.json');
export const GENERATED_PATH = resolve(here, '../generated/cards.ts');

const factsPath = process.argv[2] ?? DEFAULT_FACTS_PATH;
const records = JSON.parse(readFileSync(factsPath, 'utf8')) as FactRecord[];
const conversion = convertFacts(records);
writeFileSync(GENERATED_PATH, renderGeneratedModule(conversion));
console.log(`wrote ${conversion.cards.length} cards to ${GENERATED_PATH}`);
console.log(
  `skipped ${conversion.notes.skipped.length}; * P/T ${conversion.notes.starPowerToughness.length}; corrected ${conversion.notes.corrections.length}; suspect ${conversion.notes.suspect.length}`,
);
