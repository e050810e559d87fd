/**
 * The `view-deltas` capability of obverse-protocol/1: a view sent as how it differs from the previous one
 * for the same game and viewer. A step changes a few objects of a board whose every view repeats every card's
 * faces, so a delta is a small fraction of the view, and both sides spend their time on what changed instead of
 * writing and parsing the whole board again. Decoding gives a value equal to what JSON would have carried
 * (same keys in the same order), sharing the unchanged parts with the base.
 */
import { isPlain, type Json, jsonCopy, type Plain } from './json-copy.js';
import type { Delta, ElementDelta } from './messages.js';

/**
 * What JSON would carry of `value` (undefined where JSON drops it): a new object, or a first view, copied without
 * its text (protocol/json-copy.ts), which the answer's own JSON writes once; with `unchanging` views, what was
 * carried before is not copied again (the card definitions a game's every first view repeats, say).
 */
function carried(value: unknown): Json | undefined {
  return jsonCopy(value, handedOut);
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

/**
 * What the last `diff` gave the other side to decode: its value as JSON carries it (the base's own value where
 * nothing changed). Kept here rather than returned with each delta, so that the walk of an unchanged subtree,
 * which is most of every view, allocates nothing.
 */
let decoded: Json | undefined;

/**
 * During `encodeView` with `unchanging` views: for each object or array the engine handed out before, the value it
 * was carried as.
 */
let handedOut: WeakMap<object, Json> | undefined;

/** `decoded`, the value `next` was carried as, remembered (with `unchanging` views) for the next time it is seen. */
function remembered(next: object, delta: Delta): Delta {
  handedOut?.set(next, decoded as Json);
  return delta;
}

/**
 * `next` said against `base` (a value as JSON carried it); `decoded` holds the new base. One walk of `next`: a
 * subtree that JSON would carry as exactly its base (same keys in the same order, same values) is delta 0 and
 * keeps the base's own value.
 */
function diff(base: Json | undefined, next: unknown): Delta {
  if (typeof next !== 'object' || next === null) {
    if (base === next && base !== undefined) {
      decoded = base;
      return 0;
    }
  } else if (base !== undefined && handedOut?.get(next) === base) {
    // The very object or array that was carried as the base: unchanged, without a look inside.
    decoded = base;
    return 0;
  } else if (Array.isArray(next)) {
    if (Array.isArray(base)) return remembered(next, diffArray(base as readonly Json[], next));
  } else if (typeof base === 'object' && base !== null && !Array.isArray(base) && isPlain(next))
    return remembered(next, diffObject(base as Plain, next));
  decoded = carried(next);
  return { v: decoded };
}

/** An object key by key: 0 when it has the base's keys in the base's order, each unchanged. */
function diffObject(base: Plain, next: Plain): Delta {
  const keys = keysOf(base);
  let o: Record<string, Delta> | null = null;
  let value: Record<string, Json> | null = null;
  let count = 0;
  for (const key in next) {
    const v = next[key];
    if (dropped(v)) continue;
    const inOrder = keys[count] === key;
    const d = diff(inOrder || Object.hasOwn(base, key) ? (base[key] as Json) : undefined, v);
    if (o === null && (d !== 0 || !inOrder)) [o, value] = unchangedSoFar(base, keys, count);
    if (o !== null && value !== null) {
      o[key] = d;
      value[key] = decoded as Json;
    }
    count++;
  }
  if (o === null && count === keys.length) {
    decoded = base as Json;
    return 0;
  }
  // Fewer keys than the base, all the same so far.
  if (o === null || value === null) [o, value] = unchangedSoFar(base, keys, count);
  decoded = value;
  return { o };
}

/** The delta and value of an object whose first `count` keys are the base's, unchanged. */
function unchangedSoFar(
  base: Plain,
  keys: readonly string[],
  count: number,
): [Record<string, Delta>, Record<string, Json>] {
  const o: Record<string, Delta> = {};
  const value: Record<string, Json> = {};
  for (let k = 0; k < count; k++) {
    const key = keys[k] as string;
    o[key] = 0;
    value[key] = base[key] as Json;
  }
  return [o, value];
}

/**
 * Elements with ids are matched by id (an object that moved keeps its delta small); others by position. The
 * common case, every element where it was, needs no lookup by id.
 */
function diffArray(base: readonly Json[], next: readonly unknown[]): Delta {
  let byId: Map<string, number> | null = null;
  let a: ElementDelta[] | null = null;
  let value: Json[] | null = null;
  for (let j = 0; j < next.length; j++) {
    const n: unknown = next[j];
    const id = idOf(n);
    let i: number | undefined;
    if (id === undefined) i = j < base.length ? j : undefined;
    else if (j < base.length && idOf(base[j]) === id) i = j;
    else {
      byId ??= idsOf(base);
      i = byId.get(id);
    }
    // JSON writes null for an element it cannot carry.
    const element = dropped(n) ? null : n;
    let e: ElementDelta;
    if (i === undefined) {
      decoded = carried(element) ?? null;
      e = { v: decoded };
    } else {
      const d = diff(base[i], element);
      e = d === 0 ? { i } : 'v' in d ? d : { i, d };
      if (a === null && i === j && d === 0) continue;
    }
    if (a === null || value === null) {
      a = [];
      value = [];
      for (let k = 0; k < j; k++) {
        a.push({ i: k });
        value.push(base[k] as Json);
      }
    }
    a.push(e);
    value.push(decoded as Json);
  }
  if (a === null && next.length === base.length) {
    decoded = base as Json;
    return 0;
  }
  if (a === null || value === null) {
    a = [];
    value = [];
    for (let k = 0; k < next.length; k++) {
      a.push({ i: k });
      value.push(base[k] as Json);
    }
  }
  decoded = value;
  return { a };
}

/** Where each id first appears in `base`. */
function idsOf(base: readonly Json[]): Map<string, number> {
  const byId = new Map<string, number>();
  base.forEach((b, i) => {
    const id = idOf(b);
    if (id !== undefined && !byId.has(id)) byId.set(id, i);
  });
  return byId;
}

/**
 * The engine side: `view` said against `base` (undefined for the first view), and the next base. The base is
 * kept as JSON carried it, never the engine's own object, so an engine that reuses its objects cannot change it.
 *
 * `unchanging`, only for an engine that never changes an object once it has handed it out (the reference engine:
 * its states and views are never changed once made, and it hands out the same object view while the object does
 * not change): what each object and array was carried as, kept from view to view (of any game and viewer: what
 * was carried is never changed, so bases may share it), so that one handed out again is known unchanged without
 * comparing it field by field, and is not copied again.
 */
export function encodeView(
  base: Json | undefined,
  view: unknown,
  unchanging?: WeakMap<object, Json>,
): { readonly delta: Delta; readonly base: Json | undefined } {
  handedOut = unchanging;
  try {
    const delta = diff(base, view);
    return { delta, base: decoded };
  } finally {
    decoded = undefined;
    handedOut = undefined;
  }
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
