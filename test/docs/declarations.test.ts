/**
 * docs/adapter.md's tables of what each mechanic and each property bring are generated from the code
 * (test/docs/declarations.ts): they must be what `npm run docs:declarations` writes now.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadProperties } from '../../properties/registry.js';
import { COMMAND, DOC_FILE, renderDeclarations, replaceGenerated } from './declarations.js';

describe('docs/adapter.md declarations tables', () => {
  it(`are fresh (run \`${COMMAND}\` when this fails)`, async () => {
    const doc = readFileSync(DOC_FILE, 'utf8');
    const fresh = replaceGenerated(doc, renderDeclarations(await loadProperties()));
    expect(doc === fresh, `docs/adapter.md is stale: run ${COMMAND}`).toBe(true);
  });
});
