/**
 * Writes spec/rules-index.ts from a rules file of edition 2026-04-17:
 *
 *   tsx spec/scripts/write-rules-index.ts [rules-file]
 *
 * The default file is test/fixtures/rules/MagicCompRules-20260417.txt. Re-run it after
 * citing a clause of a rule not cited before (a test says when the index is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLAUSES } from '../clauses.js';
import { indexClauses, rulesIndexSource, watchedRules } from '../rules-index-source.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const file = resolve(
  process.cwd(),
  process.argv[2] ?? resolve(repoRoot, 'test/fixtures/rules/MagicCompRules-20260417.txt'),
);
const index = indexClauses(readFileSync(file, 'utf8'), watchedRules(CLAUSES.map((c) => c.id)));
writeFileSync(resolve(repoRoot, 'spec/rules-index.ts'), rulesIndexSource('2026-04-17', index));
console.log(`spec/rules-index.ts: ${index.size} clauses from ${file}`);
