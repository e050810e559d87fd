/**
 * What changed between two reports of an engine (`obverse diff old new`): checks that regressed, were
 * fixed, changed kind (a failure became an error or back), gained or lost support, appeared or went.
 * A pull request's report against the main branch's: any regression fails the gate.
 */
import type { PropertyResult, Report, Status } from '../report.js';

/** Results that count as working: passed, or failing as the expectations file says. */
const GOOD: readonly Status[] = ['passed', 'expected-failure', 'unexpected-pass'];
/** Results that count as broken: what a regression is now. */
const BAD: readonly Status[] = ['failed', 'error'];
const PASSING: readonly Status[] = ['passed', 'unexpected-pass'];
const FAILING: readonly Status[] = ['failed', 'error', 'expected-failure'];

/** The kinds of failure a result found (issue 39: its headline and the others), by label. */
function kindsOf(r: PropertyResult): ReadonlySet<string> {
  const labels = [r.counterexample, ...(r.otherFailures ?? []).map((f) => f.counterexample)].map(
    (ce) => ce?.failureKind?.label,
  );
  return new Set(labels.filter((l): l is string => l !== undefined));
}

/**
 * A check failing in both reports that found a kind of failure it did not before: a new bug behind the old one,
 * a regression however alike the statuses look.
 */
function newKind(old: PropertyResult, now: PropertyResult): Change | null {
  if (!FAILING.includes(old.status) || !FAILING.includes(now.status)) return null;
  const before = kindsOf(old);
  const fresh = [...kindsOf(now)].filter((k) => !before.has(k));
  if (before.size === 0 || fresh.length === 0) return null;
  return { ...change(old, now), reason: oneLine(`a new kind of failure: ${fresh.join('; ')}`) };
}

/** One check in both reports. */
export interface Change {
  readonly id: string;
  readonly kind: PropertyResult['kind'];
  readonly from: Status;
  readonly to: Status;
  /** The new result's one-line reason (its message, or its counterexample's), when it has one. */
  readonly reason?: string;
  /** The new result's counterexample file, relative to the new report's folder, when one was written. */
  readonly counterexample?: string;
  /** The new result's replay command, when it has a counterexample. */
  readonly replay?: string;
}

/** A check in one report only. */
export interface Presence {
  readonly id: string;
  readonly kind: PropertyResult['kind'];
  readonly status: Status;
}

export interface ReportDiff {
  readonly old: RunLabel;
  readonly new: RunLabel;
  /**
   * Working before (passed, expected-failure, unexpected-pass), failed, error or not-reached now; or failing in both
   * with a kind of failure the old report did not have.
   */
  readonly regressed: readonly Change[];
  /** Failing before (failed, error, expected-failure), passing now. */
  readonly fixed: readonly Change[];
  /** Broken in both, differently: a failure turned error, or an error turned failure. */
  readonly changedKind: readonly Change[];
  /** Every other change of status (not-supported either side, failed to expected-failure, ...). */
  readonly otherChanges: readonly Change[];
  readonly added: readonly Presence[];
  readonly removed: readonly Presence[];
  /** Checks in both reports with the same status. */
  readonly unchanged: number;
  /** Why the two reports may not be comparable (another engine, another edition): said, not refused. */
  readonly warnings: readonly string[];
}

/** What a run was: engine, version, rules edition, when. */
export interface RunLabel {
  readonly engine: string;
  readonly version: string;
  readonly edition: string;
  readonly startedAt: string;
}

export function runLabel(report: Report): RunLabel {
  return {
    engine: report.engine.name,
    version: report.engine.version,
    edition: report.edition,
    startedAt: report.startedAt,
  };
}

/** A result's reason on one line, cut to `max` characters. */
export function oneLine(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function change(old: PropertyResult, now: PropertyResult): Change {
  const ce = now.counterexample;
  const reason = now.message ?? ce?.message;
  return {
    id: now.id,
    kind: now.kind,
    from: old.status,
    to: now.status,
    ...(reason === undefined || !(BAD.includes(now.status) || now.status === 'not-reached')
      ? {}
      : { reason: oneLine(reason) }),
    ...(ce?.files === undefined || !BAD.includes(now.status) ? {} : { counterexample: ce.files.counterexample }),
    ...(ce === undefined || !BAD.includes(now.status) ? {} : { replay: ce.replay }),
  };
}

function presence(r: PropertyResult): Presence {
  return { id: r.id, kind: r.kind, status: r.status };
}

/** Compare two reports, check by check (by id); lists are in the new report's order, then the old's. */
export function diffReports(oldReport: Report, newReport: Report): ReportDiff {
  const before = new Map(oldReport.properties.map((r) => [r.id, r]));
  const after = new Set(newReport.properties.map((r) => r.id));
  const regressed: Change[] = [];
  const fixed: Change[] = [];
  const changedKind: Change[] = [];
  const otherChanges: Change[] = [];
  const added: Presence[] = [];
  let unchanged = 0;
  for (const now of newReport.properties) {
    const old = before.get(now.id);
    if (old === undefined) {
      added.push(presence(now));
      continue;
    }
    const fresh = newKind(old, now);
    if (fresh !== null) {
      regressed.push(fresh);
      continue;
    }
    if (old.status === now.status) {
      unchanged++;
      continue;
    }
    const c = change(old, now);
    // A check that judged something and now never reaches what it checks has stopped judging: as a regression.
    if (GOOD.includes(old.status) && (BAD.includes(now.status) || now.status === 'not-reached')) regressed.push(c);
    else if (FAILING.includes(old.status) && PASSING.includes(now.status)) fixed.push(c);
    else if (BAD.includes(old.status) && BAD.includes(now.status)) changedKind.push(c);
    else otherChanges.push(c);
  }
  const removed = oldReport.properties.filter((r) => !after.has(r.id)).map(presence);
  const [o, n] = [runLabel(oldReport), runLabel(newReport)];
  const warnings = [
    o.engine === n.engine ? null : `the reports are of different engines (${o.engine} and ${n.engine})`,
    o.edition === n.edition ? null : `the reports are of different rules editions (${o.edition} and ${n.edition})`,
    oldReport.runs === newReport.runs ? null : `different runs per property (${oldReport.runs} and ${newReport.runs})`,
    newReport.interrupted === true
      ? 'the new report is of an interrupted run: checks that did not run are "removed"'
      : null,
  ].filter((w) => w !== null);
  return { old: o, new: n, regressed, fixed, changedKind, otherChanges, added, removed, unchanged, warnings };
}
