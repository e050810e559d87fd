import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractClauses } from '../../spec/clause-text.js';
import { RULINGS, isKnownClause, rulingsForClause } from '../../spec/index.js';
import { CURRENT, readRules } from './rules-files.js';
import { longestSharedRun } from './shared-words.js';

const sharedRoot = fileURLToPath(new URL('../../../shared/', import.meta.url));

/** Rulings per seed file: 000 split by statement, 001 and 004 as printed, 003 one per subrule statement. */
const EXPECTED_COUNTS: Readonly<Record<string, number>> = {
  'seeds/000_e87d9fdee28f3b06.txt': 23,
  'seeds/001_1d9c0bbff9496e62.txt': 13,
  'seeds/003_47876754fab8a690.txt': 8,
  'seeds/004_083a9a29f8acaa60.txt': 16,
};

describe('rulings catalog', () => {
  it('covers every ruling of every seed file', () => {
    const counts: Record<string, number> = {};
    for (const ruling of RULINGS) counts[ruling.source] = (counts[ruling.source] ?? 0) + 1;
    expect(counts).toEqual(EXPECTED_COUNTS);
  });

  it('matches the printed ruling count of the dated rulings files', () => {
    for (const [source, date] of [
      ['seeds/001_1d9c0bbff9496e62.txt', '24/11/2014'],
      ['seeds/004_083a9a29f8acaa60.txt', '02/02/2024'],
    ] as const) {
      const printed = readFileSync(`${sharedRoot}${source}`, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line.trim() === date).length;
      expect(RULINGS.filter((ruling) => ruling.source === source)).toHaveLength(printed);
    }
  });

  it('has unique ids named after their seed', () => {
    expect(new Set(RULINGS.map((ruling) => ruling.id)).size).toBe(RULINGS.length);
    for (const ruling of RULINGS) {
      expect(ruling.id).toMatch(/^seed-\d{3}-r\d{2}$/);
      expect(ruling.source).toContain(`seeds/${ruling.id.slice(5, 8)}_`);
    }
  });

  it('cites only catalogued clauses', () => {
    const unknown = RULINGS.flatMap((ruling) =>
      ruling.clauses.filter((id) => !isKnownClause(id)).map((id) => `${ruling.id}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('cites at least one clause unless the statement is tournament procedure or card-specific', () => {
    const without = RULINGS.filter((ruling) => ruling.clauses.length === 0).map((ruling) => ruling.id);
    expect(without).toEqual(['seed-000-r12', 'seed-000-r13', 'seed-000-r14', 'seed-004-r06']);
  });

  it('has ISO dates, English summaries and plausible change notes', () => {
    for (const ruling of RULINGS) {
      if (ruling.date !== null) expect(ruling.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ruling.summary.length).toBeGreaterThan(20);
      if (ruling.changedSince !== undefined) {
        expect(ruling.changedSince.year).toBeGreaterThan(2011);
        expect(ruling.changedSince.year).toBeLessThanOrEqual(2026);
        expect(ruling.changedSince.note.length).toBeGreaterThan(20);
      }
    }
  });

  it('marks the 2011 article statements that current rules changed', () => {
    const changed = RULINGS.filter((ruling) => ruling.changedSince !== undefined);
    expect(changed.every((ruling) => ruling.source.startsWith('seeds/000_'))).toBe(true);
    // The mana value of a back-face-up DFC stopped being 0 in 2016; DFCs could be face down from 2015.
    expect(changed.map((ruling) => ruling.changedSince?.year)).toEqual(expect.arrayContaining([2015, 2016, 2023]));
  });

  it('restate rulings in our own words, not the text of the rules they cite', () => {
    const paragraphs = extractClauses(readRules(CURRENT));
    const copied = RULINGS.filter((ruling) =>
      ruling.clauses.some((id) => longestSharedRun(ruling.summary, paragraphs.get(id) ?? '') >= 12),
    ).map((ruling) => ruling.id);
    expect(copied).toEqual([]);
  });

  it('maps rule 712.8 in Spanish subrule by subrule', () => {
    const cited = RULINGS.filter((ruling) => ruling.source.startsWith('seeds/003_')).map((ruling) => ruling.clauses[0]);
    expect(cited).toEqual(['712.8', '712.8a', '712.8b', '712.8c', '712.8d', '712.8e', '712.8f', '712.8g']);
  });

  it('finds the rulings behind a clause', () => {
    expect(rulingsForClause('708.9').map((ruling) => ruling.id)).toEqual(['seed-001-r07', 'seed-004-r10']);
  });
});
