/** GitHub Actions annotations: escaped, at most 10 errors, and a notice counting the rest. */
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../reports/build.js';
import { githubAnnotations, MAX_ANNOTATIONS } from '../../reports/github.js';
import type { PropertyResult } from '../../reports/report.js';

const failed = (i: number): PropertyResult => ({
  id: `p/${i}`,
  kind: 'property',
  description: 'd',
  rules: ['712.18'],
  mechanics: [],
  status: 'failed',
  runs: 1,
  durationMs: 1,
  message: `100% broken,\nsee: step ${i}`,
});

function report(results: readonly PropertyResult[]) {
  return buildReport({
    engine: { name: 'e', version: '1' },
    edition: '2026-04-17',
    seed: 1,
    runs: 1,
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
    results,
  });
}

describe('githubAnnotations', () => {
  it('escapes messages and titles as workflow commands need', () => {
    const [line] = githubAnnotations(report([failed(1)]));
    expect(line).toBe('::error title=failed%3A p/1::100%25 broken,%0Asee: step 1%0ARules: 712.18');
  });

  it(`writes at most ${MAX_ANNOTATIONS} errors and says how many were left out`, () => {
    const lines = githubAnnotations(report(Array.from({ length: 13 }, (_, i) => failed(i))));
    expect(lines.filter((l) => l.startsWith('::error '))).toHaveLength(10);
    expect(lines.at(-1)).toMatch(/^::notice title=more failures::3 more unexpected result\(s\) not annotated/);
    expect(githubAnnotations(report([{ ...failed(0), status: 'passed' }]))).toEqual([]);
  });
});
