/** spec/rules-index.ts is fresh, and compareRules reads any edition's file the same way. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { effectiveDate } from '../../spec/clause-text.js';
import { CLAUSES } from '../../spec/clauses.js';
import { compareRules } from '../../spec/rules-diff.js';
import { RULES_INDEX } from '../../spec/rules-index.js';
import { indexClauses, rulesIndexSource, watchedRules } from '../../spec/rules-index-source.js';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/rules/${name}`, import.meta.url)), 'utf8');
const current = fixture('MagicCompRules-20260417.txt');

describe('rules index', () => {
  it('is what npm run spec:index writes from the 2026-04-17 file (re-run it after citing a new rule)', () => {
    const source = readFileSync(fileURLToPath(new URL('../../spec/rules-index.ts', import.meta.url)), 'utf8');
    const index = indexClauses(current, watchedRules(CLAUSES.map((c) => c.id)));
    expect(source).toBe(rulesIndexSource('2026-04-17', index));
  });

  it('holds every catalogued clause', () => {
    expect(CLAUSES.map((c) => c.id).filter((id) => !Object.hasOwn(RULES_INDEX, id))).toEqual([]);
  });
});

describe('compareRules', () => {
  it('finds no change in the 2026-04-17 file, nor in it with CRLF, bare CR, a BOM or straight quotes', () => {
    const variants = [
      current,
      current.replace(/\n/g, '\r\n'),
      current.replace(/\n/g, '\r'),
      `\uFEFF${current.replace(/^\uFEFF/, '')}`,
      current.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"'),
    ];
    for (const text of variants) expect(compareRules(text).changes).toEqual([]);
    expect(compareRules(current).effective).toBe('2026-04-17');
  });

  it('lists a reworded, a removed and an added clause', () => {
    const reworded = current.replace(/^(712\.15a .*)$/m, '$1 Reworded.');
    const removed = reworded.replace(/^712\.16\. .*\n/m, '');
    const added = removed.replace(/^(712\.18\. .*)$/m, '$1\n\n712.18a An added subrule.');
    const changes = compareRules(added).changes;
    expect(changes).toContainEqual({ id: '712.15a', kind: 'changed' });
    expect(changes).toContainEqual({ id: '712.16', kind: 'disappeared' });
    expect(changes).toContainEqual({ id: '712.18a', kind: 'appeared' });
  });

  it('sees the 2020-11-20 file (bare CR) as changed: 202.3b reworded, 712 renumbered from 711', () => {
    const r = compareRules(fixture('MagicCompRules-20201120.txt'));
    expect(r.effective).toBe('2020-11-20');
    const kinds = new Map(r.changes.map((c) => [c.id, c.kind]));
    expect(kinds.get('202.3b')).toBe('changed');
    expect(kinds.get('712.21e')).toBe('disappeared');
    expect(kinds.has('110.5')).toBe(false);
  });

  it('reads the 2011-09-30 file (CRLF, ASCII) and its date', () => {
    const raw = fixture('MagicCompRules-20110930.txt');
    expect(effectiveDate(raw)).toBe('2011-09-30');
    expect(compareRules(raw).changes.length).toBeGreaterThan(100);
  });

  it('rejects a text with no rules body', () => {
    expect(() => compareRules('hello')).toThrow(/rules body not found/);
  });
});
