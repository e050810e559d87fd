/** `npm run docs:declarations`: regenerate the tables of docs/adapter.md's "What an engine can play". */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadProperties } from '../../../properties/registry.js';
import { DOC_FILE, renderDeclarations, replaceGenerated } from '../declarations.js';

const doc = readFileSync(DOC_FILE, 'utf8');
writeFileSync(DOC_FILE, replaceGenerated(doc, renderDeclarations(await loadProperties())));
console.log('docs/adapter.md: declarations tables written');
