/**
 * The problem collector shared by every part of scenario validation, and the small
 * JSON helpers it needs: each check records a located problem (file, path, message,
 * hint) and carries on, so one run reports every problem rather than the first.
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

/** What kind of JSON value this is, for "found ..." in messages. */
export function typeName(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

/** Accumulates problems for one file. */
export class Checker {
  readonly problems: ValidationProblem[] = [];
  constructor(readonly file: string) {}

  add(at: string, message: string, hint: string): void {
    this.problems.push({ file: this.file, at, message, hint });
  }

  /** Report keys not in `allowed`; returns false when the value is not an object. */
  object(value: unknown, at: string, allowed: readonly string[], what: string): value is Json {
    if (!isObject(value)) {
      this.add(at, `${what} must be an object, found ${typeName(value)}`, `write ${what} as a JSON object`);
      return false;
    }
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        this.add(join(at, key), `unknown key "${key}" in ${what}`, `remove it, or use one of: ${allowed.join(', ')}`);
      }
    }
    return true;
  }

  string(value: unknown, at: string, what: string): value is string {
    if (typeof value === 'string' && value !== '') return true;
    this.add(at, `${what} must be a non-empty string, found ${show(value)}`, `give ${what} as a string`);
    return false;
  }

  strings(value: unknown, at: string, what: string): value is readonly string[] {
    if (!Array.isArray(value)) {
      this.add(at, `${what} must be an array of strings, found ${typeName(value)}`, `write ${what} as ["...", ...]`);
      return false;
    }
    return value.every((v, i) => this.string(v, `${at}[${i}]`, `each of ${what}`));
  }

  integer(value: unknown, at: string, what: string, min: number): boolean {
    if (typeof value === 'number' && Number.isInteger(value) && value >= min) return true;
    this.add(at, `${what} must be an integer >= ${min}, found ${show(value)}`, `give a whole number from ${min} up`);
    return false;
  }
}

/** The path of a key or index under `at`, e.g. `setup.cards.c1` or `steps[2]`. */
export function join(at: string, key: string | number): string {
  if (typeof key === 'number') return `${at}[${key}]`;
  return at === '' ? key : `${at}.${key}`;
}
