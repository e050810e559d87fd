/**
 * The dashboard's model and site (reports/dashboard/): columns per run, one row per check, pass rates
 * that leave not-supported out, history and editions, and a story page behind every failing cell.
 */
import { describe, expect, it } from 'vitest';
import { histories, editionComparisons } from '../../reports/dashboard/groups.js';
import { buildDashboard, passRate, tallyOf } from '../../reports/dashboard/model.js';
import { renderDashboardSite } from '../../reports/dashboard/site.js';
import type { Report } from '../../reports/report.js';
import { reportFixture } from '../support/report-fixtures.js';

const oldest = reportFixture('oldest');
const current = reportFixture('current');
/** The current fixture as if checked under an older edition, where two checks are not supported. */
const older: Report = {
  ...current,
  edition: '2020-11-20',
  properties: current.properties.map((r, i) => (i < 2 ? { ...r, status: 'not-supported', message: 'n/s' } : r)),
};

function links(html: string): string[] {
  return [...html.matchAll(/href="([^"#]+)"/g)].map((m) => m[1] ?? '');
}

describe('buildDashboard', () => {
  const d = buildDashboard([
    { source: 'b', report: older },
    { source: 'a', report: current },
    { source: 'c', report: oldest },
  ]);

  it('has a column per run (newest edition first, then version) and a row per check', () => {
    expect(d.columns.map((c) => [c.version, c.edition])).toEqual([
      ['0.0.9', '2026-04-17'],
      ['0.1.0', '2026-04-17'],
      ['0.1.0', '2020-11-20'],
    ]);
    expect(new Set(d.columns.map((c) => c.key)).size).toBe(3);
    expect(d.rows.map((r) => r.id)).toEqual([...current.properties.map((r) => r.id)].sort());
    expect(d.sections).toContain('712');
  });

  it('counts a pass rate over what ran: not-supported is apart, not a failure', () => {
    const t = tallyOf(older.properties);
    expect(t.notSupported).toBe(2);
    expect(t.pass + t.fail + t.error).toBe(4);
    expect(passRate(t)).toBe(t.pass / 4);
    expect(passRate(tallyOf([]))).toBeNull();
  });

  it('shows one engine over its runs, with what regressed since the run before', () => {
    const [h, ...rest] = histories(d.columns);
    expect(rest).toEqual([]);
    expect(h?.edition).toBe('2026-04-17');
    expect(h?.entries.map((e) => e.column.version)).toEqual(['0.0.9', '0.1.0']);
    expect(h?.entries[1]?.regressed).toEqual(['rules/701.27-transform-turns-over-both-ways']);
  });

  it('compares one engine version under several editions, listing the checks that differ', () => {
    const [e, ...rest] = editionComparisons(d.columns);
    expect(rest).toEqual([]);
    expect(e?.columns.map((c) => c.edition)).toEqual(['2026-04-17', '2020-11-20']);
    expect(e?.differing.map((x) => x.id)).toHaveLength(2);
  });
});

describe('renderDashboardSite', () => {
  const counterexampleFiles = new Map([['counterexamples/foundation-transform-keeps-identity.json', '{"x":1}\n']]);
  const files = renderDashboardSite([
    { source: 'current/report.json', report: current, counterexampleFiles },
    { source: 'oldest/report.json', report: oldest },
  ]);
  const paths = new Set(files.map((f) => f.path));
  const index = files[0]?.content ?? '';

  it('links every failing cell to a story page of the site, and nothing else outside it', () => {
    const hrefs = links(index);
    expect(hrefs.length).toBe(5); // 3 failures now, 2 in the older run
    for (const href of hrefs) expect(paths.has(href), href).toBe(true);
    expect(index).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(index).toContain("default-src 'none'");
  });

  it('has one matrix row per check, with its chapters and outcomes for the filters', () => {
    const rows = [...index.matchAll(/<tr data-check="([^"]+)" data-sections="([^"]*)"[^>]*data-outcomes="([^"]*)"/g)];
    expect(rows.map((m) => m[1])).toEqual([...current.properties.map((r) => r.id)].sort());
    const regression = rows.find((m) => m[1] === 'rules/701.27-transform-turns-over-both-ways');
    expect(regression?.[2]).toContain('701');
    expect(regression?.[3]).toBe('fail pass');
  });

  it('tells each story from the report alone, old shape or new, and copies the counterexample file', () => {
    const story = files.find(
      (f) => f.path.endsWith('/foundation-transform-keeps-identity.html') && f.content.includes('0.1.0'),
    );
    expect(story?.content).toMatch(/Fails at step 2: /);
    expect(story?.content).toContain('class="board"');
    expect(story?.content).toContain('href="foundation-transform-keeps-identity.counterexample.json"');
    expect(files.some((f) => f.path.endsWith('foundation-transform-keeps-identity.counterexample.json'))).toBe(true);
    const old = files.find(
      (f) => f.path.includes('0.0.9') && f.path.endsWith('/foundation-transform-keeps-identity.html'),
    );
    expect(old?.content).toMatch(/Fails at step 2: /);
    expect(old?.content).not.toContain('class="board"');
    expect(old?.content).toContain('href="../../index.html"');
  });

  it('is the same for the same reports', () => {
    const again = renderDashboardSite([
      { source: 'current/report.json', report: current, counterexampleFiles },
      { source: 'oldest/report.json', report: oldest },
    ]);
    expect(again).toEqual(files);
  });
});
