/**
 * Checking the `divergences` of an expectations file (format `obverse-expectations/2`): each a known divergence of
 * the engine, named by the failure's own path, event or clause, with why it is known. Every problem is listed with
 * where it is and what to write instead.
 */
import { DIVERGENCE_MATCH_FIELDS, WHERE } from '../../results/divergence.js';

const KEYS: readonly string[] = ['reason', 'link', ...DIVERGENCE_MATCH_FIELDS];
/** A view path pattern: names (or `*`) joined by dots, list elements as `[*]` (or any id, which counts as `[*]`). */
const PATH = /^(?:[A-Za-z][\w-]*|\*)(?:\[[^\]]*\])*(?:\.(?:[A-Za-z][\w-]*|\*)(?:\[[^\]]*\])*)*$/;
const CLAUSE = /^\d{3}(?:\.\d+[a-z]?)?$/;
const EVENT = /^[a-z][a-z-]*$/;
const VIEWERS = /^(?:referee|P\d+)(?:\.|\[|$)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entryProblems(name: string, value: unknown): string[] {
  const at = `divergences["${name}"]`;
  if (!isRecord(value))
    return [`${at}: must be an object like {"path": "battlefield[*].characteristics.name", "reason": "..."}`];
  const problems = Object.keys(value)
    .filter((k) => !KEYS.includes(k))
    .map((k) => `${at}.${k}: unknown field (allowed: ${KEYS.join(', ')})`);
  for (const key of KEYS) {
    const v = value[key];
    if (v !== undefined && (typeof v !== 'string' || v.trim() === ''))
      problems.push(`${at}.${key}: must be a non-empty string`);
  }
  const { path, where, event, clause } = value;
  if (value.reason === undefined && value.link === undefined)
    problems.push(`${at}: needs a "reason" or a "link" saying why the divergence is known`);
  if (path === undefined && event === undefined && clause === undefined)
    problems.push(
      `${at}: name the divergence by its "path" (a view path), "event" (an event kind) or "clause" (a rule ` +
        'clause): an entry that names none would hide any failure',
    );
  if (typeof path === 'string' && !PATH.test(path))
    problems.push(`${at}.path: "${path}" is not a view path like battlefield[*].characteristics.name`);
  else if (typeof path === 'string' && VIEWERS.test(path))
    problems.push(
      `${at}.path: "${path}" starts with a viewer: leave it out (a divergence is the same in every view), ` +
        `as in "${path.replace(/^[^.[]+\.?/, '')}"`,
    );
  if (where !== undefined && !(WHERE as readonly unknown[]).includes(where))
    problems.push(`${at}.where: must be one of ${WHERE.join(', ')}, got ${JSON.stringify(where)}`);
  if (where !== undefined && path === undefined)
    problems.push(`${at}.where: says where the object holding "path" is: give the path too`);
  if (typeof clause === 'string' && !CLAUSE.test(clause))
    problems.push(`${at}.clause: "${clause}" is not a rule clause id like 708.2a`);
  if (typeof event === 'string' && !EVENT.test(event))
    problems.push(`${at}.event: "${event}" is not an event kind like revealed or turned-face-up`);
  return problems;
}

/** The problems of a file's `divergences` (absent is fine); `format` is the file's. */
export function divergencesProblems(divergences: unknown, format: unknown, v2: string): string[] {
  if (divergences === undefined) return [];
  if (format !== v2) return [`divergences: only a file of format "${v2}" has divergences (set "format": "${v2}")`];
  if (!isRecord(divergences)) return ['divergences: must be an object from a name you choose to a known divergence'];
  return Object.entries(divergences).flatMap(([name, value]) => entryProblems(name, value));
}
