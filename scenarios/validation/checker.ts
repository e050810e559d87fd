/**
 * The problem collector of the hand-written scenario checks (what the schema cannot say), and the
 * small JSON helpers they need: each check records a located problem (file, path, message, hint)
 * and carries on, so one run reports every problem rather than the first.
 */
import type { ValidationProblem } from '../problems.js';

/** A parsed JSON object, read-only. */
export type Json = Readonly<Record<string, unknown>>;

/** True for a plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as JSON for a message, cut to 60 characters. */
export function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Accumulates problems for one file. */
export class Checker {
  readonly problems: ValidationProblem[] = [];
  constructor(readonly file: string) {}

  add(at: string, message: string, hint: string): void {
    this.problems.push({ file: this.file, at, message, hint });
  }
}

/** The path of a key or index under `at`, e.g. `setup.cards.c1` or `steps[2]`. */
export function join(at: string, key: string | number): string {
  if (typeof key === 'number') return `${at}[${key}]`;
  return at === '' ? key : `${at}.${key}`;
}
