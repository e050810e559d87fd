import { describe, expect, it } from 'vitest';
import { MECHANICS } from '../../adapter/mechanics.js';
import { extractClauses, ruleOf, sectionOf } from '../../spec/clause-text.js';
import { CLAUSES, EDITION, clauseById, isKnownClause } from '../../spec/index.js';
import { longestSharedRun } from './shared-words.js';
import { CURRENT, readRules } from './rules-files.js';

/** Numbered rules that must be catalogued with every lettered subrule. */
const WHOLE_RULES = [
  '110.5',
  '202.3',
  '400.7',
  '603.6',
  '613.1',
  '613.2',
  '701.20',
  '701.27',
  '701.28',
  '701.40',
  '701.42',
  '701.58',
  '701.62',
  '702.21',
  '702.37',
  '702.146',
  '702.168',
] as const;
/** Sections that must be catalogued with every numbered rule and subrule. */
const WHOLE_SECTIONS = ['707', '708', '712', '713'] as const;
/** Single clauses the engine and properties cite. */
const SINGLE_CLAUSES = [
  '116.2b',
  '201.2',
  '201.4d',
  '111.7',
  '111.10i',
  '406.3',
  '406.3a',
  '406.3b',
  '601.3f',
  '613.7f',
  '613.7g',
  '702.162a',
  '800.4a',
  '109.3',
] as const;

const paragraphs = extractClauses(readRules(CURRENT));

describe('clause catalog completeness', () => {
  it.each(WHOLE_RULES)('has rule %s and every subrule of it', (rule) => {
    const expected = [...paragraphs.keys()].filter((id) => ruleOf(id) === rule);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.filter((id) => !isKnownClause(id))).toEqual([]);
  });

  it.each(WHOLE_SECTIONS)('has every numbered rule and subrule of section %s', (section) => {
    const expected = [...paragraphs.keys()].filter((id) => sectionOf(id) === section);
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.filter((id) => !isKnownClause(id))).toEqual([]);
  });

  it('has the single clauses the engine and properties cite', () => {
    expect(SINGLE_CLAUSES.filter((id) => !isKnownClause(id))).toEqual([]);
  });

  it('only holds ids that exist in edition 2026-04-17, in rules order', () => {
    const order = [...paragraphs.keys()];
    const positions = CLAUSES.map((clause) => order.indexOf(clause.id));
    expect(positions.filter((position) => position < 0)).toEqual([]);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
  });
});

describe('clause catalog entries', () => {
  it('have unique ids and the catalog edition', () => {
    expect(new Set(CLAUSES.map((clause) => clause.id)).size).toBe(CLAUSES.length);
    expect(CLAUSES.every((clause) => clause.edition === EDITION)).toBe(true);
  });

  it('have a one-line summary and a sha256 for every clause', () => {
    for (const clause of CLAUSES) {
      expect(clause.summary.trim().length, clause.id).toBeGreaterThan(10);
      expect(clause.summary, clause.id).not.toMatch(/\n/);
      expect(clause.sha256, clause.id).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('name only known mechanics or general, at least one each', () => {
    const allowed = new Set<string>([...MECHANICS, 'general']);
    for (const clause of CLAUSES) {
      expect(clause.mechanics.length, clause.id).toBeGreaterThan(0);
      expect(
        clause.mechanics.filter((mechanic) => !allowed.has(mechanic)),
        clause.id,
      ).toEqual([]);
    }
  });

  it('paraphrase rather than copy: no summary shares a run of 12 consecutive words with its rule', () => {
    const copied = CLAUSES.filter((clause) => {
      const paragraph = paragraphs.get(clause.id) ?? '';
      return longestSharedRun(clause.summary, paragraph) >= 12;
    }).map((clause) => clause.id);
    expect(copied).toEqual([]);
  });

  it('the copy detector itself flags a verbatim summary', () => {
    const paragraph = paragraphs.get('712.16') ?? '';
    expect(longestSharedRun(paragraph.replace(/^712\.16\. /, ''), paragraph)).toBeGreaterThanOrEqual(12);
  });
});

describe('lookup API', () => {
  it('finds clauses by id and rejects unknown ones', () => {
    expect(EDITION).toBe('2026-04-17');
    expect(clauseById('712.15a')?.mechanics).toContain('transform');
    expect(clauseById('712.99')).toBeUndefined();
    expect(isKnownClause('708.5')).toBe(true);
    expect(isKnownClause('708')).toBe(false);
    expect(isKnownClause('706.1')).toBe(false);
  });
});
