/** `npm run docs:declarations`: regenerate the generated tables of docs/adapter.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadProperties } from '../../../properties/registry.js';
import { DOC_FILE, shippedScenarioFacts, withGenerated } from '../declarations.js';

const doc = readFileSync(DOC_FILE, 'utf8');
writeFileSync(DOC_FILE, withGenerated(doc, await loadProperties(), await shippedScenarioFacts()));
console.log('docs/adapter.md: generated tables written');
