/**
 * Writes the scenario schema's standalone validator: part of `npm run validators`.
 * test/scenarios/validator.test.ts fails when it is out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateValidatorFiles } from './validator.js';

const root = resolve(import.meta.dirname, '..', '..');
for (const [path, content] of Object.entries(generateValidatorFiles())) {
  writeFileSync(resolve(root, path), content);
  console.log(`wrote ${path}`);
}
