/**
 * A result's failures one by one (issue 39: a check goes on past its first failure for failures of other kinds),
 * the failures of a report grouped by kind, the known divergences its checks judged past, and the checks that
 * never reached their subject: what every renderer (Markdown, HTML, JUnit, the console, the dashboard) shows.
 */
import type { PropertyResult, Report } from './report.js';

/** One failure of a result: the result as if it were its only one, its place among them, and its kind in words. */
export interface OneFailure {
  readonly result: PropertyResult;
  readonly index: number;
  readonly total: number;
  readonly label: string | undefined;
}

/** Every failure of `r`, its headline first (a result without a counterexample or others is its own only one). */
export function eachFailure(r: PropertyResult): readonly OneFailure[] {
  const { otherFailures, ...head } = r;
  const others = otherFailures ?? [];
  const total = 1 + others.length;
  const label = (x: PropertyResult) => x.counterexample?.failureKind?.label;
  return [
    { result: head, index: 1, total, label: label(head) },
    ...others.map((f, i) => {
      const { message: _m, engineFault: _e, ...rest } = head;
      const result: PropertyResult = {
        ...rest,
        status: f.status,
        counterexample: f.counterexample,
        ...(f.message === undefined ? {} : { message: f.message }),
        ...(f.engineFault === undefined ? {} : { engineFault: f.engineFault }),
      };
      return { result, index: i + 2, total, label: label(result) };
    }),
  ];
}

/** `failure 2 of 3: at battlefield[*].tapped (face-up)`, or the kind alone for a result's only failure. */
export function failurePart(f: OneFailure): string {
  const count = f.total > 1 ? `failure ${f.index} of ${f.total}` : '';
  return [count, f.label].filter((p) => p !== undefined && p !== '').join(': ');
}

/** A kind of failure and the checks that found it, with their status for it. */
export interface KindGroup {
  readonly label: string;
  readonly checks: readonly { readonly id: string; readonly status: PropertyResult['status'] }[];
}

/** The failures of `results` grouped by their kind's label, in the order first found. */
export function failuresByKind(results: readonly PropertyResult[]): readonly KindGroup[] {
  const groups = new Map<string, { id: string; status: PropertyResult['status'] }[]>();
  for (const r of results) {
    if (r.status !== 'failed' && r.status !== 'error' && r.status !== 'expected-failure') continue;
    for (const f of eachFailure(r)) {
      const label = f.label ?? (f.result.status === 'error' ? 'an engine error' : 'a failure of no known kind');
      const group = groups.get(label) ?? [];
      group.push({ id: r.id, status: f.result.status });
      groups.set(label, group);
    }
  }
  return [...groups].map(([label, checks]) => ({ label, checks }));
}

/** A known divergence of the expectations file and the checks that judged past it, with the games. */
export interface DivergenceSeen {
  readonly name: string;
  readonly games: number;
  readonly checks: Readonly<Record<string, number>>;
}

/** The known divergences the results judged past, each once, most games first. */
export function divergencesSeen(results: readonly PropertyResult[]): readonly DivergenceSeen[] {
  const seen = new Map<string, Record<string, number>>();
  for (const r of results)
    for (const [name, games] of Object.entries(r.divergences ?? {}))
      seen.set(name, { ...seen.get(name), [r.id]: games });
  return [...seen]
    .map(([name, checks]) => ({ name, checks, games: Object.values(checks).reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
}

/** The checks whose games never reached their subject. */
export function notReached(report: Pick<Report, 'properties'>): readonly PropertyResult[] {
  return report.properties.filter((r) => r.status === 'not-reached');
}
