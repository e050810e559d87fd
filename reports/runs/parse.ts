/**
 * Reading a `report.json` that any version of Obverse wrote, for `obverse diff` and `obverse dashboard`.
 * Every report so far is `obverse-report/1`: the format grew only by optional fields (expectations,
 * discarded runs, counterexample files and boards, clause summaries, shards, ...), so the earliest
 * reports lack them and are read as they are. Anything else is refused with what to do about it.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { REPORT_FORMAT, type Report, STATUSES, type Status } from '../report.js';
import { REPORT_SCHEMA } from '../schema/report-schema.js';

const ajv = new Ajv2020({ allErrors: false, strict: false });
const validate = ajv.compile(REPORT_SCHEMA);

/** Formats of the other files Obverse writes, and where the report is instead. */
const OTHER_FILES: Readonly<Record<string, string>> = {
  'obverse-counterexample/1': 'a counterexample file, not a report: give the report.json of the folder above it',
  'obverse-expectations/1': 'an expectations file, not a report: give a report.json written by obverse check',
  'obverse-scenario/1': 'a scenario file, not a report: give a report.json written by obverse check',
};

export type ParsedReport =
  | { readonly ok: true; readonly report: Report }
  | { readonly ok: false; readonly problem: string };

function fail(problem: string): ParsedReport {
  return { ok: false, problem };
}

/** The summary counted from the results, so a hand-edited or cut report still adds up. */
function summaryOf(report: Report): Readonly<Record<Status, number>> {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  for (const r of report.properties) counts[r.status]++;
  return counts;
}

/**
 * Parse the text of a report file: the report, or one line saying what is wrong with it and what to do
 * (`problem` does not name the file; the caller does).
 */
export function parseReport(text: string): ParsedReport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('is not JSON (a report cut short, or not a report): give a report.json written by obverse check');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return fail('is not an Obverse report (not a JSON object): give a report.json written by obverse check');
  const format = (data as { format?: unknown }).format;
  if (typeof format !== 'string')
    return fail('is not an Obverse report (no "format" field): give a report.json written by obverse check');
  const other = OTHER_FILES[format];
  if (other !== undefined) return fail(`is ${other}`);
  if (format.startsWith('obverse-report/') && format !== REPORT_FORMAT)
    return fail(
      `is a report of format ${format}, which this obverse does not know (it reads ${REPORT_FORMAT}): ` +
        'run a newer obverse, or check the report again with this one',
    );
  if (format !== REPORT_FORMAT)
    return fail(
      `is not an Obverse report (format "${format.slice(0, 60)}"): give a report.json written by obverse check`,
    );
  if (!validate(data)) {
    const e = validate.errors?.[0];
    const where = e === undefined || e.instancePath === '' ? 'the report' : e.instancePath;
    return fail(
      `is not a valid ${REPORT_FORMAT} report (${where}: ${e?.message ?? 'invalid'}, see docs/report.schema.json): ` +
        'write it again with obverse check',
    );
  }
  const report = data as Report;
  return { ok: true, report: { ...report, summary: summaryOf(report) } };
}
