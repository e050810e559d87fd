/**
 * Putting several Stryker JSON reports together (issue 25), for when engine/ was mutated part by part (one folder
 * per run, or a file rerun after a new scenario): each file's mutants come from the last report given that has the
 * file, so a rerun supersedes an earlier run of the same file and nothing is counted twice. A rerun of some lines
 * of an unchanged file (`engine/x.ts:20-60`) replaces the verdicts of those mutants only.
 */
import type { ReportFile, ReportMutant } from './score.js';

/** A Stryker JSON report (mutation-testing-report-schema): only what the scores read, the rest kept as it is. */
export interface StrykerReport {
  readonly files: Readonly<Record<string, ReportFile>>;
  readonly [key: string]: unknown;
}

/** Where each file of the stitched report came from (the label of the report it was taken from). */
export interface Stitched {
  readonly report: StrykerReport;
  readonly sourceOf: ReadonlyMap<string, string>;
}

/** The reports in order, labelled; a later report's file replaces an earlier one's. */
export function stitchReports(
  reports: readonly { readonly label: string; readonly report: StrykerReport }[],
): Stitched {
  const first = reports[0];
  if (first === undefined) throw new Error('stitchReports: no report given');
  const files: Record<string, ReportFile> = {};
  const sourceOf = new Map<string, string>();
  for (const { label, report } of reports) {
    for (const [file, f] of Object.entries(report.files)) {
      const before = files[file];
      files[file] = before !== undefined && before.source === f.source ? overlay(before, f) : f;
      sourceOf.set(file, label);
    }
  }
  return { report: { ...first.report, files }, sourceOf };
}

/** The same mutant in two runs of the same source: where it is and what it changes. */
const mutantKey = (m: ReportMutant): string =>
  `${m.location.start.line}:${m.location.start.column}:${m.mutatorName}:${m.replacement ?? ''}`;

/** `earlier` with the verdicts `later` has (a later run of the same source, whole or some lines of it). */
function overlay(earlier: ReportFile, later: ReportFile): ReportFile {
  const again = new Map(later.mutants.map((m) => [mutantKey(m), m]));
  const kept = earlier.mutants.map((m) => again.get(mutantKey(m)) ?? m);
  const seen = new Set(earlier.mutants.map(mutantKey));
  return { ...later, mutants: [...kept, ...later.mutants.filter((m) => !seen.has(mutantKey(m)))] };
}
