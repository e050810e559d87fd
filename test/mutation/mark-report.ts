/**
 * Marks a Stryker JSON report on disk with the judgements of test/mutation/equivalent.json (issue 25): each
 * survivor judged equivalent becomes Ignored, with why, so the report's own statuses give the score
 * docs/mutation.md prints. Run by `npm run mutate` after Stryker, by `npm run mutate:stitch` and `mutate:doc`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { type Equivalence, markEquivalents, type ReportFile } from './score.js';

export const EQUIVALENT_LIST = 'test/mutation/equivalent.json';

/** The report at `path`, marked, written back in place and returned. */
export function markReportOnDisk<R extends { readonly files: Readonly<Record<string, ReportFile>> }>(path: string): R {
  const report = JSON.parse(readFileSync(path, 'utf8')) as R;
  const list = JSON.parse(readFileSync(EQUIVALENT_LIST, 'utf8')) as readonly Equivalence[];
  const marked = { ...report, files: markEquivalents(report.files, list) };
  writeFileSync(path, `${JSON.stringify(marked)}\n`);
  return marked;
}
