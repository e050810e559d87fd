/** spec/editions.ts and spec/edition-clause-ids.ts against the three rules files. */
import { describe, expect, it } from 'vitest';
import { extractClauses } from '../../spec/clause-text.js';
import { CLAUSES } from '../../spec/clauses.js';
import { EDITION_CLAUSE_IDS } from '../../spec/edition-clause-ids.js';
import {
  clauseInEdition,
  DEFAULT_EDITION,
  differencesBetween,
  EDITION_INFO,
  EDITIONS,
  editionRules,
  MECHANIC_ORIGINS,
  RULE_DIFFERENCES,
} from '../../spec/editions.js';
import { readRules } from './rules-files.js';

const paragraphs = new Map(EDITIONS.map((e) => [e, extractClauses(readRules(EDITION_INFO[e].file))]));

describe('edition clause ids', () => {
  it('cover exactly the catalogued clauses', () => {
    expect(Object.keys(EDITION_CLAUSE_IDS).sort()).toEqual(CLAUSES.map((c) => c.id).sort());
  });

  it('name clauses that exist in each edition', () => {
    const missing = EDITIONS.flatMap((edition) =>
      CLAUSES.map((c) => clauseInEdition(c.id, edition))
        .filter((id): id is string => id !== null && !paragraphs.get(edition)?.has(id))
        .map((id) => `${edition} ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('map by meaning where numbers moved: 712 was 711, transform 701.25 then 701.28', () => {
    expect(clauseInEdition('712.8e', '2011-09-30')).toBe('711.2b');
    expect(clauseInEdition('712.8e', '2020-11-20')).toBe('711.4c');
    expect(clauseInEdition('701.27', '2011-09-30')).toBe('701.25');
    expect(clauseInEdition('701.27', '2020-11-20')).toBe('701.28');
    expect(clauseInEdition('712.15a', '2011-09-30')).toBeNull();
    expect(clauseInEdition('701.58a', '2020-11-20')).toBeNull();
    expect(paragraphs.get('2011-09-30')?.get('701.25')).toMatch(/Transform/);
    expect(paragraphs.get('2020-11-20')?.get('711.4c')).toMatch(/back face up/);
  });
});

describe('rule differences', () => {
  it('cite clauses that exist in each edition', () => {
    const missing = RULE_DIFFERENCES.flatMap((d) =>
      EDITIONS.flatMap((e) =>
        d.clauses[e].filter((id) => !paragraphs.get(e)?.has(id)).map((id) => `${d.id} ${e} ${id}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('give each edition its rule by the date it changed', () => {
    expect(editionRules('2011-09-30').backFaceManaValue).toBe('none');
    expect(editionRules('2020-11-20').backFaceManaValue).toBe('front-face');
    expect(editionRules('2020-11-20').castTransformed).toBe(false);
    expect(editionRules(DEFAULT_EDITION)).toEqual({
      backFaceManaValue: 'front-face',
      castTransformed: true,
      doubleFacedFaceDown: true,
      copiesKeepBothFaces: true,
      modalDfcTransforms: true,
      legendRule: 'per-controller',
      looksFollowIntoExile: true,
    });
    expect(editionRules('2011-09-30').legendRule).toBe('all-players');
    expect(editionRules('2020-11-20').legendRule).toBe('per-controller');
    expect(editionRules('2020-11-20').looksFollowIntoExile).toBe(false);
  });

  it('an edition differs from itself in nothing', () => {
    for (const e of EDITIONS) expect(differencesBetween(e, e)).toEqual([]);
    expect(differencesBetween('2011-09-30', '2026-04-17').map((d) => d.id)).toContain('back-face-mana-value');
  });

  it('date every mechanic, with a defining clause that is catalogued', () => {
    const ids = new Set(CLAUSES.map((c) => c.id));
    for (const origin of Object.values(MECHANIC_ORIGINS)) {
      expect(origin.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ids.has(origin.clause), origin.clause).toBe(true);
    }
  });
});
