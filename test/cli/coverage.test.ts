/** The clause matrix's statuses: own, through subclauses, explained (cli/coverage.ts). */
import { describe, expect, it } from 'vitest';
import { coverage, renderCoverageTable } from '../../cli/coverage.js';
import { IMPLEMENTED_CLAUSES } from '../../engine/implemented-clauses.js';
import { CLAUSE_NOTES, CLAUSES, isKnownClause } from '../../spec/index.js';

const clauses = ['1.1', '1.1a', '1.1b', '1.2', '1.2a', '1.2b', '1.3', '1.4'].map((id) => ({ id, summary: id }));

describe('clause matrix statuses', () => {
  const cov = coverage({
    clauses,
    implemented: { f: ['1.1a', '1.1b', '1.2a', '1.3'], g: ['1.2b'] },
    checks: [
      { id: 'p', rules: ['1.1a', '1.1b', '1.2a'] },
      { id: 's', rules: ['1.4'] },
    ],
    notes: { '1.4': { kind: 'not applicable', why: 'card data' } },
  });
  const status = (id: string) => cov.rows.find((r) => r.id === id)?.status;

  it('shows a parent whose every subclause is implemented and checked as such', () => {
    expect(status('1.1')).toBe('implemented and checked through its subclauses');
    // 1.2b is implemented but checked by nothing, so 1.2 is not complete through its subclauses.
    expect(status('1.2')).toBe('neither');
    expect(status('1.2b')).toBe('implemented, not checked');
  });

  it('gives each clause its own status, and the stated reason for one no function implements', () => {
    expect(status('1.1a')).toBe('implemented and checked');
    expect(status('1.3')).toBe('implemented, not checked');
    expect(cov.rows.find((r) => r.id === '1.4')).toMatchObject({ status: 'not applicable', note: 'card data' });
    const table = renderCoverageTable(cov);
    expect(table).toMatch(/^1\.4 not applicable: card data$/m);
    expect(table).toMatch(/^3 implemented and checked, 1 through their subclauses, 1 explained .*, 3 open$/m);
  });

  it('explains only catalogued clauses that no engine function implements', () => {
    for (const id of Object.keys(CLAUSE_NOTES)) expect(isKnownClause(id), id).toBe(true);
    const real = coverage({ clauses: CLAUSES, implemented: IMPLEMENTED_CLAUSES, checks: [], notes: CLAUSE_NOTES });
    expect(real.rows.filter((r) => r.note !== undefined).map((r) => r.id)).toEqual(Object.keys(CLAUSE_NOTES).sort());
  });
});
