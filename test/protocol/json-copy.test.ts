/**
 * protocol/json-copy.ts: the copy is what JSON's text round trip gives, value for value and key for key, for plain
 * data and for everything JSON treats its own way; and an error where JSON has one.
 */
import fc from 'fast-check';
import { exoticValues } from '../support/exotic-values.js';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { jsonCopy } from '../../protocol/json-copy.js';

/** What JSON carries of `value`, the way the copy must give it. */
function viaText(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/** Same value, same prototypes, same key order. */
function expectJsonOf(value: unknown): void {
  const copy = jsonCopy(value);
  const expected = viaText(value);
  expect(isDeepStrictEqual(copy, expected), JSON.stringify(expected)).toBe(true);
  expect(JSON.stringify(copy)).toBe(JSON.stringify(expected));
}

describe('jsonCopy', () => {
  it("gives JSON's round trip for any value fast-check makes", () => {
    const anything = exoticValues({ withUnicodeString: true });
    fc.assert(
      fc.property(anything, (value) => {
        expectJsonOf(value);
      }),
      { numRuns: 2000, seed: 24 },
    );
  });

  it('treats what JSON treats its own way as JSON does', () => {
    const withToJSON = { a: 1, toJSON: (key: string) => `key "${key}"` };
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    for (const value of [
      { a: undefined, b: () => 1, c: Symbol('s'), d: 1 },
      [undefined, () => 1, Symbol('s'), 2],
      { n: Number.NaN, i: Number.POSITIVE_INFINITY, z: -0, list: [-0, Number.NEGATIVE_INFINITY] },
      { nested: { withToJSON }, list: [withToJSON] },
      { date: new Date(0), point: new Point(1, 2) },
      JSON.parse('{"__proto__": {"polluted": true}, "b": 2}'),
      { 2: 'two', b: 'b', 1: 'one', a: 'a' },
      Object.assign(Object.create(null), { z: 1, a: { b: null } }),
      undefined,
      () => 1,
      -0,
      'text',
    ])
      expectJsonOf(value);
    const copied = jsonCopy(JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(Object.hasOwn(copied, '__proto__')).toBe(true);
  });

  it("throws JSON's error for a cycle and a bigint", () => {
    const cycle: Record<string, unknown> = { a: [1] };
    (cycle.a as unknown[]).push(cycle);
    expect(() => jsonCopy(cycle)).toThrow(/circular/i);
    expect(() => jsonCopy({ n: 1n })).toThrow(/BigInt/);
  });

  it('copies: nothing of the original is shared', () => {
    const inner = { b: [1, { c: 2 }] };
    const value = { a: inner };
    const copy = jsonCopy(value) as { a: typeof inner };
    expect(copy).toEqual(value);
    expect(copy.a).not.toBe(inner);
    expect(copy.a.b).not.toBe(inner.b);
    expect(copy.a.b[1]).not.toBe(inner.b[1]);
  });
});
