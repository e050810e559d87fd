/**
 * The `view-deltas` capability of obverse-protocol/1: a view sent as how it differs from the previous one
 * for the same game and viewer. A step changes a few objects of a board whose every view repeats every card's
 * faces, so a delta is a small fraction of the view, and both sides spend their time on what changed instead of
 * writing and parsing the whole board again. Decoding gives a value equal to what JSON would have carried
 * (same keys in the same order), sharing the unchanged parts with the base.
 */
import type { Delta, ElementDelta } from './messages.js';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type Plain = { readonly [key: string]: unknown };

/** A plain object (not an array, not a class instance, nothing with its own `toJSON`): compared key by key. */
function isPlain(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/** What JSON would carry of `value` (undefined where JSON drops it). */
function carried(value: unknown): Json | undefined {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : (JSON.parse(text) as Json);
}

/** Whether JSON drops a key with this value. */
function dropped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** An element's id, when it is a plain object with a string `id` (objects and players of a view). */
function idOf(value: unknown): string | undefined {
  return isPlain(value) && typeof value.id === 'string' ? value.id : undefined;
}

const KEYS = Symbol('keys');

/** A base object's keys in order, computed once: bases live on from view to view while they do not change. */
function keysOf(base: Plain): readonly string[] {
  const cached = (base as { [KEYS]?: readonly string[] })[KEYS];
  if (cached !== undefined) return cached;
  const keys = Object.keys(base);
  Object.defineProperty(base, KEYS, { value: keys });
  return keys;
}

/** Whether JSON would carry `next` as exactly `base` (same keys in the same order), without building anything. */
function equal(base: Json | undefined, next: unknown): boolean {
  if (typeof next !== 'object' || next === null) return base === next && base !== undefined;
  if (typeof base !== 'object' || base === null) return false;
  if (Array.isArray(next)) {
    if (!Array.isArray(base) || base.length !== next.length) return false;
    for (let i = 0; i < next.length; i++) {
      const n: unknown = next[i];
      if (!equal(base[i], dropped(n) ? null : n)) return false;
    }
    return true;
  }
  if (Array.isArray(base) || !isPlain(next)) return false;
  const keys = keysOf(base as Plain);
  let count = 0;
  for (const key in next) {
    const v = next[key];
    if (dropped(v)) continue;
    if (keys[count] !== key || !equal((base as Plain)[key] as Json, v)) return false;
    count++;
  }
  return count === keys.length;
}

/** `next` said against `base` (a value as JSON carried it), with the new base (what the other side decodes). */
function diff(base: Json | undefined, next: unknown): { readonly delta: Delta; readonly value: Json | undefined } {
  if (equal(base, next)) return { delta: 0, value: base };
  if (isPlain(next) && isPlain(base)) {
    const o: Record<string, Delta> = {};
    const value: Record<string, Json> = {};
    for (const key of Object.keys(next)) {
      const v = next[key];
      if (dropped(v)) continue;
      const d = diff(Object.hasOwn(base, key) ? (base[key] as Json) : undefined, v);
      o[key] = d.delta;
      value[key] = d.value as Json;
    }
    return { delta: { o }, value };
  }
  if (Array.isArray(next) && Array.isArray(base)) return diffArray(base as readonly Json[], next);
  const value = carried(next);
  return { delta: { v: value }, value };
}

/** Elements with ids are matched by id (an object that moved keeps its delta small); others by position. */
function diffArray(base: readonly Json[], next: readonly unknown[]): { readonly delta: Delta; readonly value: Json } {
  const byId = new Map<string, number>();
  base.forEach((b, i) => {
    const id = idOf(b);
    if (id !== undefined && !byId.has(id)) byId.set(id, i);
  });
  const a: ElementDelta[] = [];
  const value: Json[] = [];
  let same = next.length === base.length;
  next.forEach((n, j) => {
    const id = idOf(n);
    const i = id === undefined ? (j < base.length ? j : undefined) : byId.get(id);
    // JSON writes null for an element it cannot carry.
    const element = dropped(n) ? null : n;
    if (i === undefined) {
      const v = carried(element) ?? null;
      a.push({ v });
      value.push(v);
      same = false;
      return;
    }
    const d = diff(base[i], element);
    value.push(d.value as Json);
    if (d.delta === 0) a.push({ i });
    else if ('v' in d.delta) a.push(d.delta);
    else a.push({ i, d: d.delta });
    if (i !== j || d.delta !== 0) same = false;
  });
  return same ? { delta: 0, value: base } : { delta: { a }, value };
}

/**
 * The engine side: `view` said against `base` (undefined for the first view), and the next base. The base is
 * kept as JSON carried it, never the engine's own object, so an engine that reuses its objects cannot change it.
 */
export function encodeView(
  base: Json | undefined,
  view: unknown,
): { readonly delta: Delta; readonly base: Json | undefined } {
  const { delta, value } = diff(base, view);
  return { delta, base: value };
}

/** A malformed delta: the engine's fault, said in a line. */
export class DeltaError extends Error {
  override readonly name = 'DeltaError';
}

function decode(base: unknown, delta: unknown, at: string): unknown {
  if (delta === 0) {
    if (base === undefined) throw new DeltaError(`${at} says "same as before" where there was nothing before`);
    return base;
  }
  if (!isPlain(delta)) throw new DeltaError(`${at} is not 0, {"v": ...}, {"o": {...}} or {"a": [...]}`);
  if ('v' in delta) return delta.v;
  if ('o' in delta && isPlain(delta.o)) {
    const from = isPlain(base) ? base : {};
    const out: Record<string, unknown> = {};
    for (const [key, d] of Object.entries(delta.o)) out[key] = decode(from[key], d, `${at}.${key}`);
    return out;
  }
  if ('a' in delta && Array.isArray(delta.a)) {
    const from: readonly unknown[] = Array.isArray(base) ? base : [];
    return delta.a.map((e: unknown, j) => {
      if (isPlain(e) && 'v' in e) return e.v;
      const i = isPlain(e) ? e.i : undefined;
      if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= from.length)
        throw new DeltaError(`${at}[${j}] names no element of the previous array (${from.length} elements)`);
      return isPlain(e) && 'd' in e ? decode(from[i], e.d, `${at}[${j}]`) : from[i];
    });
  }
  throw new DeltaError(`${at} is not 0, {"v": ...}, {"o": {...}} or {"a": [...]}`);
}

/**
 * The suite side: the view a `ViewDelta` answer says, against `base` (the previous view decoded for the same
 * game and viewer, undefined for the first). Throws a `DeltaError` saying what is malformed.
 */
export function decodeView(base: unknown, answer: unknown): unknown {
  if (!isPlain(answer) || !('delta' in answer))
    throw new DeltaError('an answer without `delta` (the engine took up view-deltas at the handshake)');
  const view = decode(base, answer.delta, 'the delta');
  // A fresh top-level object every time, as JSON would give: nothing may take two views for one.
  return isPlain(view) ? { ...view } : view;
}
