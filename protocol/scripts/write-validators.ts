/**
 * Writes the protocol's standalone validators: part of `npm run validators`.
 * test/protocol/validators.test.ts fails when they are out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateValidatorFiles } from './validators.js';

const root = resolve(import.meta.dirname, '..', '..');
for (const [path, content] of Object.entries(generateValidatorFiles())) {
  writeFileSync(resolve(root, path), content);
  console.log(`wrote ${path}`);
}
