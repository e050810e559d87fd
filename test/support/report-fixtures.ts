/** The report fixtures of test/fixtures/reports (its README says what each is), read as the CLI reads them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '../../reports/report.js';
import { parseReport } from '../../reports/runs/parse.js';

export const REPORT_FIXTURES = join(import.meta.dirname, '../fixtures/reports');

export function reportFixture(name: 'oldest' | 'current'): Report {
  const parsed = parseReport(readFileSync(join(REPORT_FIXTURES, name, 'report.json'), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.report;
}
