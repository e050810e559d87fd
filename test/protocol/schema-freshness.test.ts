/**
 * The protocol's JSON Schemas are generated from protocol/messages.ts: they must match
 * what the generator writes now (run `npm run protocol:schemas` after changing a type).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSchemaFiles } from '../../protocol/scripts/schemas.js';

const root = join(import.meta.dirname, '../..');

describe('protocol schemas', () => {
  it('are what `npm run protocol:schemas` generates from the TypeScript types', () => {
    const files = generateSchemaFiles();
    expect(Object.keys(files).sort()).toEqual([
      'protocol/schema/obverse-protocol-1.schema.json',
      'protocol/schema/request.schema.json',
      'protocol/schema/response.schema.json',
    ]);
    for (const [path, content] of Object.entries(files)) {
      expect(readFileSync(join(root, path), 'utf8'), `${path} is stale: run npm run protocol:schemas`).toBe(content);
    }
  }, 900_000);
});
