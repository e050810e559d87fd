/**
 * `--update-expectations`: the file rewritten from a run. Every check that ran gets the
 * entry its raw result calls for (a failure or an error: `fail`, keeping an earlier reason
 * and link, and its `match` while the failure still matches it; a pass: no entry), `flaky`
 * and `skip` entries stay as they are, and entries for checks that did not run this time
 * are kept.
 */
import type { PropertyResult } from '../../reports/report.js';
import { isKnownFailure, reasonOf } from './classify.js';
import { EXPECTATIONS_FORMAT, type Expectation, type ExpectationsFile } from './format.js';

function failEntry(result: PropertyResult, before: Expectation | undefined): Expectation {
  const reason = before?.status === 'fail' ? before.reason : undefined;
  const link = before?.status === 'fail' ? before.link : undefined;
  return {
    status: 'fail',
    ...(reason === undefined && link === undefined ? { reason: reasonOf(result) } : {}),
    ...(reason === undefined ? {} : { reason }),
    ...(link === undefined ? {} : { link }),
    ...(result.status === 'error' ? { outcome: 'error' as const } : {}),
    // The failure it knew is still the one seen: keep saying which; another kind drops the match.
    ...(before?.match !== undefined && isKnownFailure(result, before) ? { match: before.match } : {}),
  };
}

/** The expectations that make every raw result of this run expected. */
export function updatedExpectations(
  previous: ExpectationsFile | undefined,
  raw: readonly PropertyResult[],
): ExpectationsFile {
  const entries = new Map<string, Expectation>(Object.entries(previous?.expectations ?? {}));
  for (const result of raw) {
    const before = entries.get(result.id);
    if (before?.status === 'skip') continue;
    if (before?.status === 'flaky' && (result.status === 'passed' || result.status === 'failed')) continue;
    if (result.status === 'failed' || result.status === 'error') entries.set(result.id, failEntry(result, before));
    else entries.delete(result.id);
  }
  const sorted = [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { format: EXPECTATIONS_FORMAT, expectations: Object.fromEntries(sorted) };
}

/** The file's text: two-space JSON with a final newline. */
export function serialiseExpectations(file: ExpectationsFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
