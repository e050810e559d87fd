/**
 * The dashboard's data, built from any number of reports: one column per run (engine, version, rules
 * edition, date), one row per check, the cells, and the pass rates by chapter and mechanic. Pure: the
 * same reports give the same model.
 */
import { fileStem } from '../files.js';
import type { PropertyResult, Report, Status } from '../report.js';
import { sectionsOf } from './sections.js';

/** One run of an engine: a column of the matrix. */
export interface Column {
  /** A stable, unique, file-safe key (story pages live under `stories/<key>/`). */
  readonly key: string;
  readonly engine: string;
  readonly version: string;
  readonly edition: string;
  readonly startedAt: string;
  /** Where the report was read from, as the user named it. */
  readonly source: string;
  readonly report: Report;
  readonly results: ReadonlyMap<string, PropertyResult>;
}

/** One check: a row of the matrix. */
export interface Row {
  readonly id: string;
  readonly kind: PropertyResult['kind'];
  readonly description: string;
  readonly rules: readonly string[];
  readonly mechanics: readonly string[];
  /** Rules sections (chapters) the check cites. */
  readonly sections: readonly string[];
}

/**
 * How a status counts in a pass rate: not-supported is kept apart from failures, and not-reached (the check judged
 * nothing, issue 39) apart from passes: neither counts among what ran.
 */
export type Outcome = 'pass' | 'fail' | 'error' | 'not-supported' | 'not-reached';

export function outcomeOf(status: Status): Outcome {
  if (status === 'passed' || status === 'unexpected-pass') return 'pass';
  if (status === 'failed' || status === 'expected-failure') return 'fail';
  if (status === 'error') return 'error';
  if (status === 'not-reached') return 'not-reached';
  return 'not-supported';
}

/** Counts of one group of checks in one run. */
export interface Tally {
  readonly pass: number;
  readonly fail: number;
  readonly error: number;
  readonly notSupported: number;
  /** Checks whose games never reached what they check. */
  readonly notReached: number;
}

export const EMPTY_TALLY: Tally = { pass: 0, fail: 0, error: 0, notSupported: 0, notReached: 0 };

export function addTo(t: Tally, status: Status): Tally {
  const o = outcomeOf(status);
  if (o === 'pass') return { ...t, pass: t.pass + 1 };
  if (o === 'fail') return { ...t, fail: t.fail + 1 };
  if (o === 'error') return { ...t, error: t.error + 1 };
  if (o === 'not-reached') return { ...t, notReached: t.notReached + 1 };
  return { ...t, notSupported: t.notSupported + 1 };
}

/** Of the checks that ran (not-supported left out), the share that passed; null when none ran. */
export function passRate(t: Tally): number | null {
  const ran = t.pass + t.fail + t.error;
  return ran === 0 ? null : t.pass / ran;
}

export function tallyOf(results: Iterable<PropertyResult>): Tally {
  let t = EMPTY_TALLY;
  for (const r of results) t = addTo(t, r.status);
  return t;
}

export interface DashboardInput {
  readonly source: string;
  readonly report: Report;
}

export interface Dashboard {
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
  /** Chapters (rules sections) in number order. */
  readonly sections: readonly string[];
  /** Mechanics in name order; `core` for checks that need none. */
  readonly mechanics: readonly string[];
}

/** `core` stands for the checks that need no mechanic beyond the core. */
export function mechanicsOf(row: Pick<Row, 'mechanics'>): readonly string[] {
  return row.mechanics.length === 0 ? ['core'] : row.mechanics;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function columnOrder(a: DashboardInput, b: DashboardInput): number {
  const ref = (i: DashboardInput) => (i.report.engine.name === 'obverse-reference' ? 0 : 1);
  return (
    ref(a) - ref(b) ||
    byText(a.report.engine.name, b.report.engine.name) ||
    byText(b.report.edition, a.report.edition) ||
    byText(a.report.engine.version, b.report.engine.version) ||
    byText(a.report.startedAt, b.report.startedAt)
  );
}

/** Build the dashboard from reports (in any order: columns are sorted by engine, edition, version, date). */
export function buildDashboard(inputs: readonly DashboardInput[]): Dashboard {
  const used = new Set<string>();
  const columns = [...inputs].sort(columnOrder).map((input): Column => {
    const { engine, edition, startedAt } = input.report;
    const base = fileStem(`${engine.name}-${engine.version}-${edition}`).toLowerCase();
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    return {
      key,
      engine: engine.name,
      version: engine.version,
      edition,
      startedAt,
      source: input.source,
      report: input.report,
      results: new Map(input.report.properties.map((r) => [r.id, r])),
    };
  });
  const rows = new Map<string, Row>();
  for (const c of columns)
    for (const r of c.report.properties)
      if (!rows.has(r.id))
        rows.set(r.id, {
          id: r.id,
          kind: r.kind,
          description: r.description,
          rules: r.rules,
          mechanics: r.mechanics,
          sections: sectionsOf(r.rules),
        });
  const sortedRows = [...rows.values()].sort((a, b) => byText(a.id, b.id));
  return {
    columns,
    rows: sortedRows,
    sections: [...new Set(sortedRows.flatMap((r) => r.sections))].sort(byText),
    mechanics: [...new Set(sortedRows.flatMap(mechanicsOf))].sort(byText),
  };
}

/** Whether a cell has a story page: a result that did not pass and was run. */
export function hasStory(r: PropertyResult): boolean {
  return outcomeOf(r.status) === 'fail' || outcomeOf(r.status) === 'error' || r.status === 'unexpected-pass';
}

/** A story page's path in the site, relative to its root. */
export function storyPath(column: Pick<Column, 'key'>, id: string): string {
  return `stories/${column.key}/${fileStem(id)}.html`;
}

/** Where a counterexample file copied into the site goes, relative to its root. */
export function counterexampleCopyPath(column: Pick<Column, 'key'>, id: string): string {
  return `stories/${column.key}/${fileStem(id)}.counterexample.json`;
}
