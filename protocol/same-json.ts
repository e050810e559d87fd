/**
 * Deep equality of views and other JSON-like data: the answer `isDeepStrictEqual` gives, walked here for plain
 * data (primitives, arrays, objects whose prototype is Object.prototype or null) so that the properties comparing
 * whole views step after step do not pay for its general machinery (its cycle memo, its per-key enumerability
 * checks, its type dispatch). Any part that is not plain data is handed to `isDeepStrictEqual` itself.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Plain } from './json-copy.js';

const { getPrototypeOf, keys } = Object;
const { hasOwn } = Object;
const enumerable = Object.prototype.propertyIsEnumerable;
const tagOf = Object.prototype.toString;

/** Deeper than any view; a cycle reaches it and is left to `isDeepStrictEqual`, which knows cycles. */
const MAX_DEPTH = 64;

/**
 * `isDeepStrictEqual(a, b)`: Object.is for primitives (NaN equals NaN, 0 differs from -0), and for arrays and
 * objects the same prototype, the same own enumerable string keys (an absent key differs from one holding
 * undefined) and equal values under them, in any key order. Identical for every tree of plain data (JSON values,
 * views) and for what is not plain data. It differs only where `isDeepStrictEqual` looks at what JSON has no place
 * for, which finding would cost more than the whole walk: symbol keys (of objects and arrays) and named keys of
 * arrays, which this ignores; and objects reached twice, shared or in a cycle, which the cycle memo of
 * `isDeepStrictEqual` may take as equal when they are not (this answers false there).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return same(a, b, 0);
}

function same(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return a !== 0 || Object.is(a, b);
  // Distinct primitives are equal only as two NaNs; a primitive never equals an object.
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return Number.isNaN(a) && Number.isNaN(b);
  const proto: unknown = getPrototypeOf(a);
  if (proto !== getPrototypeOf(b)) return false;
  if (depth > MAX_DEPTH) return isDeepStrictEqual(a, b);
  if (proto === Array.prototype) {
    if (!Array.isArray(a) || !Array.isArray(b)) return isDeepStrictEqual(a, b);
    return sameArrays(a, b, depth);
  }
  if ((proto !== Object.prototype && proto !== null) || !bareObject(a) || !bareObject(b)) {
    return isDeepStrictEqual(a, b);
  }
  return sameObjects(a as Plain, b as Plain, depth);
}

function sameArrays(a: readonly unknown[], b: readonly unknown[], depth: number): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    // A hole reads as undefined but is no element: sparse arrays are compared by their keys.
    if ((x === undefined && !hasOwn(a, i)) || (y === undefined && !hasOwn(b, i))) {
      return isDeepStrictEqual(a, b);
    }
    if (!same(x, y, depth + 1)) return false;
  }
  return true;
}

function sameObjects(a: Plain, b: Plain, depth: number): boolean {
  const ka = keys(a);
  const kb = keys(b);
  const n = ka.length;
  if (n !== kb.length) return false;
  // Views built by the same code list their keys in the same order; otherwise look each key up.
  let i = 0;
  while (i < n && ka[i] === kb[i]) i++;
  if (i < n) {
    for (const key of ka) if (!enumerable.call(b, key)) return false;
  }
  for (const key of ka) if (!same(a[key], b[key], depth + 1)) return false;
  return true;
}

/** Not an exotic object given a plain prototype (a Date, a boxed number, an error): its tag would not be Object's. */
function bareObject(o: object): boolean {
  return tagOf.call(o) === '[object Object]';
}
