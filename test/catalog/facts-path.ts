/** Test helper: the shared card facts (tests may read /work/shared; the product never does). */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FactRecord } from '../../catalog/scripts/convert-facts.js';

const here = dirname(fileURLToPath(import.meta.url));
export const FACTS_PATH = resolve(here, '../../../shared/cards/card-facts.json');
export const CATALOG_JSON_PATH = resolve(here, '../../catalog/cards.json');

export function loadFacts(): readonly FactRecord[] {
  return JSON.parse(readFileSync(FACTS_PATH, 'utf8')) as FactRecord[];
}
