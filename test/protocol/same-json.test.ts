/**
 * protocol/same-json.ts: sameJson answers what isDeepStrictEqual answers, for JSON values, for a value and a copy
 * with one change, and for values that are not plain data (which it hands to isDeepStrictEqual).
 */
import fc from 'fast-check';
import { exoticValues } from '../support/exotic-values.js';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../protocol/same-json.js';

/** Both answer the same, either way round. */
function expectAgreement(a: unknown, b: unknown): void {
  expect(sameJson(a, b)).toBe(isDeepStrictEqual(a, b));
  expect(sameJson(b, a)).toBe(isDeepStrictEqual(b, a));
}

const anything = exoticValues({ withBigInt: true });

/** An array, or an object whose prototype is Object's or null: what the tests copy and change. */
function isContainer(value: unknown): value is Record<string | symbol, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null;
}

/** The containers inside `value`, itself included: where a change can go. */
function containers(value: unknown, out: Record<string | symbol, unknown>[] = []): typeof out {
  if (!isContainer(value)) return out;
  out.push(value);
  for (const key of Object.keys(value)) containers(value[key], out);
  return out;
}

/**
 * A copy of the containers of `value`, key for key (holes, symbol and hidden keys too), sharing what is not a
 * container: the change goes to the copy, so fast-check's own values stay as it made them.
 */
function copy(value: unknown): unknown {
  if (!isContainer(value)) return value;
  const out = Array.isArray(value)
    ? new Array<unknown>(value.length)
    : (Object.create(Object.getPrototypeOf(value) as object | null) as object);
  for (const key of Reflect.ownKeys(value)) {
    if (Array.isArray(value) && key === 'length') continue;
    const d = Object.getOwnPropertyDescriptor(value, key) as PropertyDescriptor;
    if ('value' in d) d.value = copy(d.value);
    Object.defineProperty(out, key, d);
  }
  return out;
}

type Change = 'replace' | 'add' | 'remove' | 'undefine' | 'negate-zero' | 'nan' | 'hidden-symbol' | 'hole' | 'reorder';

/** A copy of `value` changed in one place in the way `change` names (or not at all, when it has no container). */
function mutated(value: unknown, change: Change, pick: number, key: string, replacement: unknown): unknown {
  const out = copy(value);
  const all = containers(out);
  const target = all[pick % Math.max(1, all.length)];
  if (target !== undefined) changeOne(target, change, pick, key, replacement);
  return out;
}

function changeOne(
  target: Record<string | symbol, unknown>,
  change: Change,
  pick: number,
  key: string,
  replacement: unknown,
): void {
  const own = Object.keys(target);
  // Only indices on an array: a named key there is what sameJson leaves out (see the last tests).
  const at = own.length > 0 ? (own[pick % own.length] as string) : Array.isArray(target) ? '0' : key;
  switch (change) {
    case 'replace':
      target[at] = replacement;
      return;
    case 'add':
      // An element, not a named key, on an array.
      if (Array.isArray(target)) target.push(replacement);
      else target[key] = replacement;
      return;
    case 'remove':
      delete target[at];
      return;
    case 'undefine':
      target[at] = undefined;
      return;
    case 'negate-zero':
      target[at] = Object.is(target[at], -0) ? 0 : -0;
      return;
    case 'nan':
      target[at] = Number.isNaN(target[at]) ? 0 : Number.NaN;
      return;
    case 'hidden-symbol':
      // As view-delta.ts caches an object's keys: a key neither compares, being neither a string nor enumerable.
      Object.defineProperty(target, Symbol.for(key), { value: replacement, enumerable: false });
      return;
    case 'hole':
      if (Array.isArray(target)) target.length += 1;
      else Object.defineProperty(target, key, { value: replacement, enumerable: false });
      return;
    case 'reorder': {
      const v = target[at];
      delete target[at];
      target[at] = v;
      return;
    }
  }
}

const change = fc.record({
  change: fc.constantFrom<Change>(
    'replace',
    'add',
    'remove',
    'undefine',
    'negate-zero',
    'nan',
    'hidden-symbol',
    'hole',
    'reorder',
  ),
  pick: fc.nat(),
  key: fc.oneof(fc.constantFrom('', 'id', '0', '__proto__'), fc.string({ maxLength: 3 })),
  replacement: fc.oneof(fc.jsonValue({ maxDepth: 2 }), anything),
});

describe('sameJson', () => {
  it('agrees with isDeepStrictEqual on pairs of JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => expectAgreement(a, b)),
      { numRuns: 2000, seed: 24 },
    );
  });

  it('agrees on a JSON value and a copy of it, changed in one place or not at all', () => {
    fc.assert(
      fc.property(fc.clone(fc.jsonValue(), 2), fc.option(change, { freq: 4 }), ([a, b], c) => {
        expectAgreement(a, c === null ? b : mutated(b, c.change, c.pick, c.key, c.replacement));
      }),
      { numRuns: 3000, seed: 24 },
    );
  });

  it('agrees on values that are not plain data (maps, sets, dates, boxed values, typed and sparse arrays)', () => {
    fc.assert(
      fc.property(fc.clone(anything, 2), fc.option(change, { freq: 4 }), anything, ([a, b], c, other) => {
        expectAgreement(a, c === null ? b : mutated(b, c.change, c.pick, c.key, c.replacement));
        expectAgreement(a, other);
      }),
      { numRuns: 3000, seed: 24 },
    );
  });

  it('tells 0 from -0, takes NaN as NaN, and an absent key from one holding undefined', () => {
    expect(sameJson({ x: [0] }, { x: [-0] })).toBe(false);
    expect(sameJson({ x: [Number.NaN] }, { x: [Number.NaN] })).toBe(true);
    expect(sameJson({ x: 1, y: undefined }, { x: 1 })).toBe(false);
    expect(sameJson({ x: 1, y: undefined }, { x: 1, z: undefined })).toBe(false);
    expect(sameJson([undefined], new Array(1))).toBe(false);
  });

  it('ignores key order and compares prototypes', () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(sameJson(bare, { a: 1 })).toBe(false);
    expect(sameJson(bare, Object.assign(Object.create(null) as object, { a: 1 }))).toBe(true);
    class Point {
      constructor(readonly x: number) {}
    }
    expect(sameJson(new Point(1), { x: 1 })).toBe(false);
    expect(sameJson({ p: new Point(1) }, { p: new Point(1) })).toBe(true);
  });

  it('hands what is not plain data to isDeepStrictEqual', () => {
    expect(sameJson({ at: new Date(1) }, { at: new Date(1) })).toBe(true);
    expect(sameJson({ at: new Date(1) }, { at: new Date(2) })).toBe(false);
    expect(sameJson([new Map([[1, { a: 1 }]])], [new Map([[1, { a: 1 }]])])).toBe(true);
    expect(sameJson([new Map([[1, { a: 1 }]])], [new Map([[1, { a: 2 }]])])).toBe(false);
    // A hole is no element, with a named key on the array or not.
    expect(sameJson(Object.assign(new Array<number>(2), { 1: 1, extra: 1 }), [undefined, 1])).toBe(false);
    // A date given a plain prototype is still compared by its time, as isDeepStrictEqual does.
    const day = (t: number): object => Object.setPrototypeOf(new Date(t), Object.prototype) as object;
    expectAgreement(day(1), day(2));
  });

  it('follows a cycle as far as isDeepStrictEqual does', () => {
    const loop = (v: number): object => {
      const o: { self?: object; v: number } = { v };
      o.self = o;
      return o;
    };
    expectAgreement(loop(1), loop(1));
    expectAgreement(loop(1), loop(2));
  });

  it('leaves out symbol keys and named keys of arrays, which JSON has no place for', () => {
    const named = (extra: number): number[] => Object.assign([1], { extra });
    expect(isDeepStrictEqual(named(1), named(2))).toBe(false);
    expect(sameJson(named(1), named(2))).toBe(true);
    const symbol = Symbol('s');
    expect(isDeepStrictEqual({ [symbol]: 1 }, { [symbol]: 2 })).toBe(false);
    expect(sameJson({ [symbol]: 1 }, { [symbol]: 2 })).toBe(true);
  });

  it('may differ where the cycle memo of isDeepStrictEqual takes unequal objects met before as equal', () => {
    const deep = () => ({ k1: { k1: { k1: 1, k2: 1 }, k2: 1 }, k2: 1 });
    const [c, d] = [deep(), deep()];
    const a = { k1: c, k2: c };
    const b = { k1: d, k2: a };
    // b.k2 is a, which is not c; isDeepStrictEqual has both in its memo by then.
    expect(sameJson(c, a)).toBe(false);
    expect(isDeepStrictEqual(c, a)).toBe(false);
    expect(isDeepStrictEqual(a, b)).toBe(true);
    expect(sameJson(a, b)).toBe(false);
  });
});
