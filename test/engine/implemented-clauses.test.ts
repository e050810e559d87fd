import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { extractClauses } from '../../spec/clause-text.js';
import { IMPLEMENTED_CLAUSES } from '../../engine/implemented-clauses.js';
import { renderRegistry, scanEngine } from '../../engine/scripts/clause-scan.js';
import { isKnownClause } from '../../spec/index.js';

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '../../engine');

test('engine/implemented-clauses.ts matches the clauses the engine source cites (run npm run engine:clauses)', () => {
  expect(renderRegistry(IMPLEMENTED_CLAUSES as Record<string, readonly string[]>)).toBe(
    renderRegistry(scanEngine(engineDir)),
  );
});

test('the registry is not empty and names transform, turning face up and meld', () => {
  const all = new Set(Object.values(IMPLEMENTED_CLAUSES).flat());
  for (const id of ['701.27c', '712.15a', '712.16', '708.9', '701.40b', '202.3b']) expect(all).toContain(id);
});

test('every clause the engine cites is in edition 2026-04-17; those of 707, 708, 712, 713 are in spec/', () => {
  const rules = extractClauses(readFileSync(join(engineDir, '../../shared/rules/MagicCompRules-20260417.txt'), 'utf8'));
  const cited = [...new Set(Object.values(IMPLEMENTED_CLAUSES).flat())].sort();
  expect(cited.filter((id) => !rules.has(id))).toEqual([]);
  expect(cited.filter((id) => /^7(07|08|12|13)\./.test(id) && !isKnownClause(id))).toEqual([]);
});
