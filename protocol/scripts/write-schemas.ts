/**
 * Writes the protocol's generated JSON Schemas: `npm run protocol:schemas`.
 * (which then runs `npm run validators`: the standalone validators are compiled from these schemas)
 * test/protocol/schema-freshness.test.ts fails when they are out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { generateSchemaFiles } from './schemas.js';

const root = resolve(import.meta.dirname, '..', '..');
for (const [path, content] of Object.entries(generateSchemaFiles())) {
  mkdirSync(dirname(resolve(root, path)), { recursive: true });
  writeFileSync(resolve(root, path), content);
  console.log(`wrote ${path}`);
}
