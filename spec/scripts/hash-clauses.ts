/**
 * Hashes the catalogued clauses against a Comprehensive Rules text file.
 *
 *   tsx spec/scripts/hash-clauses.ts [--check | --write] [rules-file]
 *
 * Without a mode it prints `id sha256` for every catalogued clause. `--check` exits 1 and lists
 * the clauses whose paragraph is missing from the file or hashes differently; `--write` rewrites
 * the `sha256` values in spec/clauses.ts. The default rules file is
 * ../shared/rules/MagicCompRules-20260417.txt relative to the repository root.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractClauses } from '../clause-text.js';
import { clauseHash } from '../hash.js';
import { CLAUSES } from '../clauses.js';
import { rewriteCatalogHashes } from './rewrite-hashes.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogPath = resolve(repoRoot, 'spec', 'clauses.ts');
const defaultRules = resolve(repoRoot, '..', 'shared', 'rules', 'MagicCompRules-20260417.txt');

type Mode = 'print' | 'check' | 'write';

function parseArgs(argv: readonly string[]): { mode: Mode; file: string } {
  let mode: Mode = 'print';
  let file = defaultRules;
  for (const arg of argv) {
    if (arg === '--check') mode = 'check';
    else if (arg === '--write') mode = 'write';
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else file = resolve(process.cwd(), arg);
  }
  return { mode, file };
}

function main(): number {
  const { mode, file } = parseArgs(process.argv.slice(2));
  const paragraphs = extractClauses(readFileSync(file, 'utf8'));
  const hashes = new Map<string, string>();
  const missing: string[] = [];
  const changed: string[] = [];
  for (const clause of CLAUSES) {
    const paragraph = paragraphs.get(clause.id);
    if (paragraph === undefined) {
      missing.push(clause.id);
      continue;
    }
    const hash = clauseHash(paragraph);
    hashes.set(clause.id, hash);
    if (hash !== clause.sha256) changed.push(clause.id);
  }
  if (mode === 'print') {
    for (const clause of CLAUSES) console.log(`${clause.id} ${hashes.get(clause.id) ?? 'MISSING'}`);
    return 0;
  }
  if (mode === 'write') {
    writeFileSync(catalogPath, rewriteCatalogHashes(readFileSync(catalogPath, 'utf8'), hashes));
    console.log(`updated ${changed.length} hash(es) in ${catalogPath}`);
    if (missing.length > 0) console.error(`not in ${file}: ${missing.join(', ')}`);
    return missing.length > 0 ? 1 : 0;
  }
  for (const id of missing) console.log(`missing  ${id}`);
  for (const id of changed) console.log(`changed  ${id}`);
  console.log(`${CLAUSES.length} clauses: ${changed.length} changed, ${missing.length} missing (${file})`);
  return missing.length + changed.length > 0 ? 1 : 0;
}

process.exitCode = main();
