import { describe, expect, it } from 'vitest';
import { extractClauses, normaliseRulesText, ruleOf, rulesBody, sectionOf } from '../../spec/clause-text.js';
import { CURRENT, EDITION_2020, readRules } from './rules-files.js';

describe('normaliseRulesText', () => {
  it('strips the BOM and turns CRLF and lone CR into LF', () => {
    expect(normaliseRulesText('\uFEFFa\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });
});

describe('rulesBody', () => {
  const text = [
    'Contents',
    '1. Game Concepts',
    'Glossary',
    '',
    '1. Game Concepts',
    '100.1. x',
    'Glossary',
    'Mana',
    'Glossary',
  ].join('\n');

  it('runs from the second "1. Game Concepts" to the second "Glossary"', () => {
    expect(rulesBody(text)).toBe('1. Game Concepts\n100.1. x');
  });

  it('rejects a file without a table of contents and body', () => {
    expect(() => rulesBody('1. Game Concepts\n100.1. x\nGlossary')).toThrow(/rules body not found/);
  });
});

describe('extractClauses on a small text', () => {
  const text = [
    '1. Game Concepts',
    'Glossary',
    '1. Game Concepts',
    '',
    '100. General',
    '',
    '100.1. First rule.  ',
    'Example: one.',
    'Example: two.',
    '',
    '100.1a A subrule.',
    '     An indented continuation.',
    '',
    '100.2. Second.',
    '',
    '101. Next Section',
    '',
    '101.1d. A subrule written with a period.',
    '',
    'Glossary',
    'Term',
    'Glossary',
  ].join('\r');

  const clauses = extractClauses(text);

  it('finds rules and subrules but not section headings', () => {
    expect([...clauses.keys()]).toEqual(['100.1', '100.1a', '100.2', '101.1d']);
  });

  it('keeps the example lines and trims trailing whitespace', () => {
    expect(clauses.get('100.1')).toBe('100.1. First rule.\nExample: one.\nExample: two.');
    expect(clauses.get('100.1a')).toBe('100.1a A subrule.\n     An indented continuation.');
    expect(clauses.get('100.2')).toBe('100.2. Second.');
  });
});

describe('extractClauses on real editions', () => {
  it('finds all 3,138 numbered rules of edition 2026-04-17', () => {
    const clauses = extractClauses(readRules(CURRENT));
    expect(clauses.size).toBe(3138);
    expect(clauses.get('712.15a')).toMatch(/^712\.15a /);
    expect(clauses.get('712.9')?.split('\n')).toHaveLength(3);
  });

  it('reads the 2020-11-20 edition despite its bare CR line endings', () => {
    const clauses = extractClauses(readRules(EDITION_2020));
    expect(clauses.size).toBe(2493);
    expect(clauses.get('711.1')).toMatch(/^711\.1\. /);
    for (const paragraph of clauses.values()) expect(paragraph).not.toContain('\r');
  });
});

describe('id helpers', () => {
  it('maps a clause id to its rule and section', () => {
    expect(ruleOf('712.15a')).toBe('712.15');
    expect(ruleOf('712.15')).toBe('712.15');
    expect(sectionOf('712.15a')).toBe('712');
  });
});
