/**
 * Reading an expectations file: JSON, validated with every problem listed (where, what,
 * how to fix), so a bad file is a usage error before any work.
 */
import {
  type Divergence,
  EXPECTATION_STATUSES,
  EXPECTATIONS_FORMAT,
  EXPECTATIONS_FORMAT_2,
  EXPECTATIONS_FORMATS,
  EXPECTED_OUTCOMES,
  MATCH_FIELDS,
  type Expectation,
  type ExpectationsFile,
  type ExpectationsFormat,
} from './format.js';
import { divergencesProblems } from './parse-divergences.js';

/** An invalid expectations file; `problems` are one line each. */
export class ExpectationsError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: invalid expectations file:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ExpectationsError';
  }
}

const ENTRY_KEYS = ['status', 'reason', 'link', 'outcome', 'match'];
const MATCH_KEYS: readonly string[] = MATCH_FIELDS;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function matchProblems(at: string, match: unknown, status: unknown): string[] {
  if (match === undefined) return [];
  const where = `${at}.match`;
  if (!isRecord(match))
    return [
      `${where}: must be an object like {"action": "transform", "field": "power"} (fields: ${MATCH_KEYS.join(', ')})`,
    ];
  const problems = Object.keys(match)
    .filter((k) => !MATCH_KEYS.includes(k))
    .map((k) => `${where}.${k}: unknown field (allowed: ${MATCH_KEYS.join(', ')})`);
  for (const key of MATCH_KEYS) {
    const v = match[key];
    if (v !== undefined && (typeof v !== 'string' || v.trim() === ''))
      problems.push(`${where}.${key}: must be a non-empty string`);
  }
  if (Object.keys(match).length === 0) problems.push(`${where}: give at least one of ${MATCH_KEYS.join(', ')}`);
  if (status === 'skip') problems.push(`${where}: a "skip" runs nothing, so it has nothing to match`);
  return problems;
}

function entryProblems(id: string, value: unknown): string[] {
  const at = `expectations["${id}"]`;
  if (!isRecord(value)) return [`${at}: must be an object like {"status": "fail", "reason": "..."}`];
  const problems = Object.keys(value)
    .filter((k) => !ENTRY_KEYS.includes(k))
    .map((k) => `${at}.${k}: unknown field (allowed: ${ENTRY_KEYS.join(', ')})`);
  const { status, reason, link, outcome } = value;
  if (!(EXPECTATION_STATUSES as readonly unknown[]).includes(status))
    problems.push(`${at}.status: must be one of ${EXPECTATION_STATUSES.join(', ')}, got ${JSON.stringify(status)}`);
  for (const [key, text] of [
    ['reason', reason],
    ['link', link],
  ] as const) {
    if (text !== undefined && (typeof text !== 'string' || text.trim() === ''))
      problems.push(`${at}.${key}: must be a non-empty string`);
  }
  if (status === 'fail' && reason === undefined && link === undefined)
    problems.push(`${at}: a "fail" needs a "reason" or a "link" saying why it is known to fail`);
  if (outcome !== undefined && !(EXPECTED_OUTCOMES as readonly unknown[]).includes(outcome))
    problems.push(`${at}.outcome: must be one of ${EXPECTED_OUTCOMES.join(', ')}, got ${JSON.stringify(outcome)}`);
  if (outcome !== undefined && status !== 'fail') problems.push(`${at}.outcome: only a "fail" has an outcome`);
  problems.push(...matchProblems(at, value.match, status));
  return problems;
}

/** Parse and validate an expectations file's text; throws ExpectationsError listing every problem. */
export function parseExpectations(text: string, file: string): ExpectationsFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ExpectationsError(file, [`not valid JSON (${e instanceof Error ? e.message : String(e)})`]);
  }
  if (!isRecord(data)) throw new ExpectationsError(file, ['must be a JSON object with "format" and "expectations"']);
  const problems: string[] = [];
  if (!(EXPECTATIONS_FORMATS as readonly unknown[]).includes(data.format))
    problems.push(
      `format: must be "${EXPECTATIONS_FORMAT_2}" (or "${EXPECTATIONS_FORMAT}", without divergences), ` +
        `got ${JSON.stringify(data.format)}`,
    );
  for (const key of Object.keys(data)) {
    if (!['format', 'expectations', 'divergences', '$schema'].includes(key))
      problems.push(`${key}: unknown field (allowed: format, expectations, divergences, $schema)`);
  }
  problems.push(...divergencesProblems(data.divergences, data.format, EXPECTATIONS_FORMAT_2));
  const entries = data.expectations;
  if (!isRecord(entries)) problems.push('expectations: must be an object from property or scenario id to expectation');
  else for (const [id, value] of Object.entries(entries)) problems.push(...entryProblems(id, value));
  if (problems.length > 0) throw new ExpectationsError(file, problems);
  const divergences = data.divergences as Readonly<Record<string, Divergence>> | undefined;
  return {
    format: data.format as ExpectationsFormat,
    expectations: entries as Readonly<Record<string, Expectation>>,
    ...(divergences === undefined ? {} : { divergences }),
  };
}

/** Ids the file names that no check of the suite has. */
export function unknownIds(file: ExpectationsFile, known: readonly string[]): readonly string[] {
  const ids = new Set(known);
  return Object.keys(file.expectations).filter((id) => !ids.has(id));
}
