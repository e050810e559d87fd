import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractClauses } from '../../spec/clause-text.js';
import { CLAUSES } from '../../spec/clauses.js';
import { clauseHash } from '../../spec/hash.js';
import { rewriteCatalogHashes } from '../../spec/scripts/rewrite-hashes.js';
import { CURRENT, EDITION_2020, readRules, rulesPath } from './rules-files.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('clause hashes', () => {
  it('match the paragraphs of edition 2026-04-17 for every catalogued clause', () => {
    const paragraphs = extractClauses(readRules(CURRENT));
    const mismatches = CLAUSES.filter((clause) => {
      const paragraph = paragraphs.get(clause.id);
      return paragraph === undefined || clauseHash(paragraph) !== clause.sha256;
    }).map((clause) => clause.id);
    expect(mismatches).toEqual([]);
  });

  it('detect that edition 2020-11-20 differs (changed or missing clauses)', () => {
    const paragraphs = extractClauses(readRules(EDITION_2020));
    const missing = CLAUSES.filter((clause) => !paragraphs.has(clause.id)).map((clause) => clause.id);
    const changed = CLAUSES.filter((clause) => {
      const paragraph = paragraphs.get(clause.id);
      return paragraph !== undefined && clauseHash(paragraph) !== clause.sha256;
    }).map((clause) => clause.id);
    // Cloak (701.58) did not exist in 2020; 202.3b was reworded for spells cast transformed in 2021.
    expect(missing).toContain('701.58a');
    expect(changed).toContain('202.3b');
    // 110.5 has not changed since 2020, so the hash is not just different everywhere.
    expect(changed).not.toContain('110.5');
    expect(missing).not.toContain('110.5');
  });
});

describe('hash-clauses script', () => {
  const run = (args: readonly string[]): { status: number; stdout: string } => {
    try {
      // `npm run spec:hash` runs it with tsx; node loading tsx itself spares starting npm (npx) for each run.
      const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'spec/scripts/hash-clauses.ts', ...args], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      return { status: 0, stdout };
    } catch (error) {
      const failure = error as { status: number; stdout: string };
      return { status: failure.status, stdout: failure.stdout };
    }
  };

  it('--check passes on edition 2026-04-17 (the default file)', () => {
    const result = run(['--check']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${CLAUSES.length} clauses: 0 changed, 0 missing`);
  });

  it('--check exits 1 and lists differing clauses on edition 2020-11-20', () => {
    const result = run(['--check', rulesPath(EDITION_2020)]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^missing {2}701\.58a$/m);
    expect(result.stdout).toMatch(/^changed {2}202\.3b$/m);
  });
});

describe('rewriteCatalogHashes (the --write mode)', () => {
  it('replaces the hash on the line of the matching id only', () => {
    const source = [
      "  { id: '1.1', summary: 'a', sha256: '' },",
      "  { id: '1.1a', summary: 'b', sha256: 'abc' },",
      "  { id: '1.2', summary: 'c', sha256: 'def' },",
    ].join('\n');
    const rewritten = rewriteCatalogHashes(
      source,
      new Map([
        ['1.1', '0f'],
        ['1.1a', 'ff'],
      ]),
    );
    expect(rewritten.split('\n')).toEqual([
      "  { id: '1.1', summary: 'a', sha256: '0f' },",
      "  { id: '1.1a', summary: 'b', sha256: 'ff' },",
      "  { id: '1.2', summary: 'c', sha256: 'def' },",
    ]);
  });

  it('finds the hash of an entry spread over several lines, as the formatter writes them', () => {
    const source = [
      '  {',
      "    id: '2.1',",
      "    summary: 'a',",
      "    sha256: '00',",
      '  },',
      "  { id: '2.2', sha256: '11' },",
    ];
    const rewritten = rewriteCatalogHashes(source.join('\n'), new Map([['2.1', 'ab']]));
    expect(rewritten.split('\n')).toEqual([...source.slice(0, 3), "    sha256: 'ab',", ...source.slice(4)]);
  });
});
