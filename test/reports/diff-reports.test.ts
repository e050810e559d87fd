/**
 * `obverse diff`'s comparison and rendering (reports/diff/) and the report reader shared with the
 * dashboard (reports/runs/parse.ts): every shape of `obverse-report/1` is read, anything else refused.
 */
import { describe, expect, it } from 'vitest';
import { diffReports } from '../../reports/diff/compare.js';
import { renderDiff } from '../../reports/diff/render.js';
import type { PropertyResult, Report, Status } from '../../reports/report.js';
import { parseReport } from '../../reports/runs/parse.js';
import { reportFixture as fixture } from '../support/report-fixtures.js';

/** The report with some statuses changed, some checks dropped and one added. */
function edited(report: Report, statuses: Readonly<Record<string, Status>>, drop: readonly string[] = []): Report {
  const properties: PropertyResult[] = report.properties
    .filter((r) => !drop.includes(r.id))
    .map((r) => {
      const status = statuses[r.id];
      return status === undefined ? r : { ...r, status, message: `now ${status}` };
    });
  return { ...report, properties };
}

describe('parseReport', () => {
  it('reads the oldest and the current shape of obverse-report/1', () => {
    const oldest = fixture('oldest');
    const current = fixture('current');
    expect(oldest.properties).toHaveLength(6);
    expect(oldest.clauses).toBeUndefined();
    expect(oldest.properties.some((r) => r.counterexample !== undefined && r.counterexample.files === undefined)).toBe(
      true,
    );
    expect(current.properties.find((r) => r.counterexample?.files !== undefined)).toBeDefined();
    expect(current.summary.failed).toBe(3);
  });

  it.each([
    ['{"format": "obverse-report/1"', /is not JSON/],
    ['[1, 2]', /not a JSON object/],
    ['{"id": "x"}', /no "format" field/],
    ['{"format": "obverse-counterexample/1"}', /counterexample file, not a report.*report\.json of the folder above/],
    ['{"format": "obverse-expectations/1"}', /expectations file/],
    ['{"format": "obverse-report/2"}', /format obverse-report\/2, which this obverse does not know.*newer obverse/],
    ['{"format": "junit"}', /not an Obverse report \(format "junit"\)/],
    ['{"format": "obverse-report/1", "engine": {"name": "x", "version": "1"}}', /not a valid obverse-report\/1/],
  ])('refuses %s', (text, problem) => {
    const parsed = parseReport(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});

describe('diffReports', () => {
  it('finds the one regression between the oldest and the current fixture, with reason and file', () => {
    const d = diffReports(fixture('oldest'), fixture('current'));
    expect(d.regressed.map((c) => c.id)).toEqual(['rules/701.27-transform-turns-over-both-ways']);
    const [c] = d.regressed;
    expect(c?.from).toBe('passed');
    expect(c?.to).toBe('failed');
    expect(c?.reason).toMatch(/step 1/);
    expect(c?.counterexample).toBe('counterexamples/rules-701.27-transform-turns-over-both-ways.json');
    expect(d.unchanged).toBe(5);
    expect(d.warnings).toEqual([]);
  });

  it('sorts each change of status into its group', () => {
    const base = fixture('current');
    const ids = base.properties.map((r) => r.id);
    const [failedId, passedId, other, gone] = [
      'foundation/transform-keeps-identity',
      '712/mana-value-by-face',
      '306/intrinsic-counters-on-entering',
      '708/face-down-no-name',
    ];
    expect(ids).toEqual(expect.arrayContaining([failedId, passedId, other, gone]));
    const next = edited(
      base,
      {
        [failedId]: 'error',
        'rules/701.27-transform-turns-over-both-ways': 'passed',
        [passedId]: 'expected-failure',
        [other]: 'not-supported',
      },
      [gone],
    );
    const added: PropertyResult = { ...(base.properties[0] as PropertyResult), id: 'new/check', status: 'failed' };
    const d = diffReports(base, { ...next, properties: [...next.properties, added] });
    expect(d.changedKind.map((c) => [c.id, c.from, c.to])).toEqual([[failedId, 'failed', 'error']]);
    expect(d.fixed.map((c) => c.id)).toEqual(['rules/701.27-transform-turns-over-both-ways']);
    expect(d.otherChanges.map((c) => c.id).sort()).toEqual([passedId, other].sort());
    expect(d.removed.map((p) => p.id)).toEqual([gone]);
    expect(d.added.map((p) => [p.id, p.status])).toEqual([['new/check', 'failed']]);
    expect(d.regressed).toEqual([]);
    // A fix carries no reason: there is nothing wrong to explain.
    expect(d.fixed[0]?.reason).toBeUndefined();
  });

  it('warns when the two reports are of different engines or editions', () => {
    const base = fixture('current');
    const d = diffReports(base, { ...base, edition: '2011-09-30', engine: { name: 'other', version: '1' } });
    expect(d.warnings.join('\n')).toMatch(/different engines.*\n.*different rules editions/);
  });
});

describe('renderDiff', () => {
  const d = diffReports(fixture('oldest'), fixture('current'));
  const places = { newDir: 'pr-report' };

  it('text: the regression with its reason and counterexample path under the new folder', () => {
    const text = renderDiff(d, 'text', places);
    expect(text).toMatch(/REGRESSED \(1\)\n {2}rules\/701\.27-transform-turns-over-both-ways {2}passed -> failed\n/);
    expect(text).toContain(
      'counterexample: pr-report/counterexamples/rules-701.27-transform-turns-over-both-ways.json',
    );
    expect(text).toMatch(/1 regressed, 0 fixed, .* 5 unchanged$/);
  });

  it('md: a pull-request comment with the regression in a table', () => {
    const md = renderDiff(d, 'md', places);
    expect(md).toMatch(/^## Obverse: changes since the base report\n/);
    expect(md).toContain('❌ **1 regressed**');
    expect(md).toMatch(
      /\| `rules\/701\.27-transform-turns-over-both-ways` \| passed → \*\*failed\*\* \| step 1[^|]*\| `pr-report\//,
    );
  });

  it('json: the groups, with paths under the new folder', () => {
    const json = JSON.parse(renderDiff(d, 'json', places));
    expect(json.format).toBe('obverse-diff/1');
    expect(json.regressed[0].counterexample).toBe(
      'pr-report/counterexamples/rules-701.27-transform-turns-over-both-ways.json',
    );
    expect(json.unchanged).toBe(5);
  });
});
