import { describe, expect, it } from 'vitest';
import { describeMismatch, matchValue } from '../../scenarios/matching.js';

describe('partial matching', () => {
  it('compares only the listed keys of objects, deeply', () => {
    expect(matchValue({ a: 1, b: { c: 'x' } }, { a: 1, b: { c: 'x', d: 2 }, e: 3 })).toBeNull();
    expect(matchValue({ b: { c: 'y' } }, { b: { c: 'x' } })).toMatchObject({ path: 'b.c', expected: 'y', actual: 'x' });
  });

  it('compares arrays by length and order, elements partially', () => {
    expect(matchValue(['A', 'B'], ['A', 'B'])).toBeNull();
    expect(matchValue(['A'], ['A', 'B'])?.reason).toMatch(/1 element/);
    expect(matchValue(['B', 'A'], ['A', 'B'])?.path).toBe('[0]');
    expect(matchValue([{ kind: 'ward' }], [{ kind: 'ward', cost: '{2}' }])).toBeNull();
  });

  it('supports $contains and $length on arrays', () => {
    expect(matchValue({ $contains: ['B'] }, ['A', 'B'])).toBeNull();
    expect(matchValue({ $contains: [{ kind: 'ward' }] }, [{ kind: 'keyword' }])?.reason).toMatch(/\$contains\[0\]/);
    expect(matchValue({ $length: 2 }, ['A', 'B'])).toBeNull();
    expect(matchValue({ $length: 0 }, ['A'])).not.toBeNull();
    expect(matchValue({ $length: 1 }, 'A')?.reason).toBe('expected an array');
  });

  it('supports a negative match with $not', () => {
    const abilities = [{ kind: 'keyword', keyword: 'flying' }];
    expect(matchValue({ $not: { $contains: [{ kind: 'ward' }] } }, abilities)).toBeNull();
    expect(matchValue({ $not: { $contains: [{ kind: 'keyword' }] } }, abilities)?.reason).toMatch(/must not/);
    expect(matchValue({ faceDown: { $not: null } }, { faceDown: { by: 'morph' } })).toBeNull();
    expect(matchValue({ faceDown: { $not: null } }, { faceDown: null })).not.toBeNull();
  });

  it('counts the elements matching $where with $count', () => {
    const battlefield = [
      { controller: 'P1', faceDown: { by: 'morph' } },
      { controller: 'P1', faceDown: null },
      { controller: 'P2', faceDown: { by: 'cloak' } },
    ];
    const p1FaceDown = { controller: 'P1', faceDown: { $not: null } };
    expect(matchValue({ $where: p1FaceDown, $count: 1 }, battlefield)).toBeNull();
    expect(matchValue({ $where: p1FaceDown, $count: 2 }, battlefield)?.reason).toMatch(/found 1/);
    expect(matchValue({ $where: { controller: 'P3' }, $count: 0, $length: 3 }, battlefield)).toBeNull();
    expect(matchValue({ $where: p1FaceDown, $count: 1 }, 'x')?.reason).toBe('expected an array');
  });

  it('distinguishes null, missing and $absent', () => {
    expect(matchValue({ x: null }, { x: null })).toBeNull();
    expect(matchValue({ x: null }, {})?.reason).toBe('the field is missing');
    expect(matchValue({ x: { $absent: true } }, {})).toBeNull();
    expect(matchValue({ x: { $absent: true } }, { x: null })).not.toBeNull();
  });

  it('compares primitives strictly', () => {
    expect(matchValue(1, '1')).not.toBeNull();
    expect(matchValue(false, false)).toBeNull();
    expect(describeMismatch({ path: 'a', expected: 1, actual: 2, reason: 'values differ' })).toBe(
      'a: values differ (expected 1, got 2)',
    );
  });
});
