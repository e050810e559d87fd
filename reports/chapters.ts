/**
 * What report.md and report.html put after the failures: a summary by rule chapter (so an author sees
 * which part of the rules their engine breaks), and the rules matrix of the clauses the results cite,
 * each with its summary and the checks that cite it, so that every clause id in a failure can link to it.
 */
import { STATUSES, type PropertyResult, type Status } from './report.js';

/** The rule chapter a result belongs to: its id's folder when that is a chapter, else its first clause's. */
export function chapterOf(r: PropertyResult): string {
  const folder = r.id.split('/')[0] ?? r.id;
  if (/^\d{3}$/.test(folder)) return folder;
  const clause = r.rules[0]?.match(/^(\d{3})\./)?.[1];
  return clause ?? folder;
}

export interface ChapterRow {
  readonly chapter: string;
  readonly counts: Readonly<Record<Status, number>>;
  /** Ids of its results that did not pass (failed, error, unexpected-pass, expected-failure). */
  readonly notPassed: readonly string[];
}

/** One row per chapter, numbered chapters first in order, then the rest (differential, general, ...). */
export function chapterRows(results: readonly PropertyResult[]): ChapterRow[] {
  const byChapter = new Map<string, PropertyResult[]>();
  for (const r of results) byChapter.set(chapterOf(r), [...(byChapter.get(chapterOf(r)) ?? []), r]);
  const key = (c: string) => (/^\d/.test(c) ? `0${c}` : `1${c}`);
  return [...byChapter.entries()]
    .sort(([a], [b]) => key(a).localeCompare(key(b)))
    .map(([chapter, rs]) => ({
      chapter,
      counts: Object.fromEntries(STATUSES.map((s) => [s, rs.filter((r) => r.status === s).length])) as Record<
        Status,
        number
      >,
      notPassed: rs.filter((r) => r.status !== 'passed' && r.status !== 'not-supported').map((r) => r.id),
    }));
}

/** The anchor of a clause in the rules matrix (`clause-708-2a`): the same in report.md and report.html. */
export function clauseAnchor(id: string): string {
  return `clause-${id.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

export interface MatrixRow {
  readonly clause: string;
  readonly summary: string;
  /** The checks citing it, with their status. */
  readonly checks: readonly { readonly id: string; readonly status: Status }[];
}

/** Every clause the results cite, in clause order, with its summary and the checks citing it. */
export function matrixRows(
  results: readonly PropertyResult[],
  summaries: Readonly<Record<string, string>> = {},
): MatrixRow[] {
  const byClause = new Map<string, { id: string; status: Status }[]>();
  for (const r of results)
    for (const c of r.rules) byClause.set(c, [...(byClause.get(c) ?? []), { id: r.id, status: r.status }]);
  return [...byClause.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([clause, checks]) => ({ clause, summary: summaries[clause] ?? '(no summary in this edition)', checks }));
}
