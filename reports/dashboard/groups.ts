/**
 * The dashboard's two comparisons across runs: one engine's history (its runs under one rules edition,
 * by date, each against the one before: what regressed and what was fixed), and one engine version
 * under several rules editions (which checks come out differently).
 */
import { diffReports } from '../diff/compare.js';
import type { Status } from '../report.js';
import type { Column } from './model.js';

export interface HistoryEntry {
  readonly column: Column;
  /** Against the run before (none for the first). */
  readonly regressed?: readonly string[];
  readonly fixed?: readonly string[];
}

export interface History {
  readonly engine: string;
  readonly edition: string;
  readonly entries: readonly HistoryEntry[];
}

/** Engines with at least two runs under the same edition, each run by date (then version). */
export function histories(columns: readonly Column[]): readonly History[] {
  const groups = new Map<string, Column[]>();
  for (const c of columns) {
    const key = JSON.stringify([c.engine, c.edition]);
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()]
    .filter((g) => g.length >= 2)
    .map((g) => {
      const sorted = [...g].sort(
        (a, b) => a.startedAt.localeCompare(b.startedAt) || a.version.localeCompare(b.version, 'en', { numeric: true }),
      );
      const entries = sorted.map((column, i): HistoryEntry => {
        const before = sorted[i - 1];
        if (before === undefined) return { column };
        const d = diffReports(before.report, column.report);
        return { column, regressed: d.regressed.map((c) => c.id), fixed: d.fixed.map((c) => c.id) };
      });
      return { engine: sorted[0]?.engine ?? '', edition: sorted[0]?.edition ?? '', entries };
    });
}

export interface EditionComparison {
  readonly engine: string;
  readonly version: string;
  /** One run per edition (the latest of each), newest edition first. */
  readonly columns: readonly Column[];
  /** Checks whose status is not the same under every edition, with each edition's status. */
  readonly differing: readonly { readonly id: string; readonly statuses: readonly (Status | null)[] }[];
}

/** Engine versions run under two or more rules editions. */
export function editionComparisons(columns: readonly Column[]): readonly EditionComparison[] {
  const groups = new Map<string, Map<string, Column>>();
  for (const c of columns) {
    const key = JSON.stringify([c.engine, c.version]);
    const byEdition = groups.get(key) ?? new Map<string, Column>();
    const earlier = byEdition.get(c.edition);
    if (earlier === undefined || earlier.startedAt < c.startedAt) byEdition.set(c.edition, c);
    groups.set(key, byEdition);
  }
  return [...groups.values()]
    .filter((g) => g.size >= 2)
    .map((g) => {
      const cols = [...g.values()].sort((a, b) => b.edition.localeCompare(a.edition));
      const ids = [...new Set(cols.flatMap((c) => [...c.results.keys()]))].sort();
      const differing = ids
        .map((id) => ({ id, statuses: cols.map((c) => c.results.get(id)?.status ?? null) }))
        .filter((d) => new Set(d.statuses).size > 1);
      return { engine: cols[0]?.engine ?? '', version: cols[0]?.version ?? '', columns: cols, differing };
    });
}
