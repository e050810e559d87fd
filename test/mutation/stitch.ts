/**
 * Putting several Stryker JSON reports together (issue 25), for when engine/ was mutated part by part (one folder
 * per run, or a file rerun after a new scenario): each file's mutants come from the last report given that has the
 * file, so a rerun supersedes an earlier run of the same file and nothing is counted twice.
 */
import type { ReportFile } from './score.js';

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
      files[file] = f;
      sourceOf.set(file, label);
    }
  }
  return { report: { ...first.report, files }, sourceOf };
}
