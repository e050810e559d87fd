/**
 * A value as JSON would carry it, `JSON.parse(JSON.stringify(value))`, copied without writing and parsing its text
 * when it is plain data: plain objects, arrays, strings, finite numbers, booleans and null, with what JSON leaves
 * out left out (undefined, functions and symbols: dropped from objects, null in arrays). Anything else (a `toJSON`,
 * a class instance, a non-finite number or -0, a `__proto__` key, a bigint, a cycle or a very deep value) sends the
 * whole value through JSON text instead, so the result is always JSON's own, and so is any error.
 */

/** A value as JSON carries it. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
/** An object read key by key. */
export type Plain = { readonly [key: string]: unknown };

/** A plain object (not an array, not a class instance, nothing with its own `toJSON`): JSON writes its own keys. */
export function isPlain(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/** Returned up the walk when a part is not plain data. */
const NOT_PLAIN: unique symbol = Symbol('not plain');
/** Deeper than any view; a cycle gets here and is left to JSON, which says it is one. */
const MAX_DEPTH = 200;

function dropped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** What `memo` holds: each object or array already copied, and its copy. */
type Memo = WeakMap<object, Json>;

function copy(value: unknown, depth: number, memo: Memo | undefined): Json | undefined | typeof NOT_PLAIN {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes NaN and the infinities as null, and -0 as 0.
      return Number.isFinite(value) && !Object.is(value, -0) ? value : NOT_PLAIN;
    case 'object':
      break;
    default:
      return NOT_PLAIN;
  }
  if (value === null) return null;
  const known = memo?.get(value);
  if (known !== undefined) return known;
  if (depth > MAX_DEPTH) return NOT_PLAIN;
  if (Array.isArray(value)) {
    if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return NOT_PLAIN;
    const out: Json[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const element: unknown = value[i];
      const c = dropped(element) ? null : copy(element, depth + 1, memo);
      if (c === NOT_PLAIN) return NOT_PLAIN;
      out[i] = c ?? null;
    }
    memo?.set(value, out);
    return out;
  }
  if (!isPlain(value)) return NOT_PLAIN;
  const out: Record<string, Json> = {};
  for (const key of Object.keys(value)) {
    // Assigning `__proto__` would set the copy's prototype, where JSON.parse makes an own key.
    if (key === '__proto__') return NOT_PLAIN;
    const v = value[key];
    if (dropped(v)) continue;
    const c = copy(v, depth + 1, memo);
    if (c === NOT_PLAIN) return NOT_PLAIN;
    out[key] = c as Json;
  }
  memo?.set(value, out);
  return out;
}

/**
 * `JSON.parse(JSON.stringify(value))`, without the text for plain data (undefined where JSON gives no text). With
 * `memo`, only for values whose objects never change once copied: an object or array copied before is given as
 * its copy then (shared, so never to be changed either), and each one copied now is added.
 */
export function jsonCopy(value: unknown, memo?: Memo): Json | undefined {
  const c = dropped(value) ? undefined : copy(value, 0, memo);
  if (c !== NOT_PLAIN) return c;
  const text = JSON.stringify(value);
  return text === undefined ? undefined : (JSON.parse(text) as Json);
}
