/**
 * Partial deep matching of an expected value (references already resolved to ids)
 * against an actual value. The rules, also in docs/scenario-format.md:
 * - an object matches when every listed key matches the actual's field; other fields are ignored;
 * - an array matches an array of the same length whose elements match in order;
 * - `{"$contains": [...]}` matches an array in which every listed element matches some element;
 * - `{"$length": n}` matches an array of length n (combinable with `$contains`);
 * - `{"$absent": true}` matches a missing (undefined) field only;
 * - `{"$not": e}` matches whatever `e` does not match (a missing field included);
 * - `{"$where": e, "$count": n}` matches an array with exactly n elements that match `e`;
 * - anything else (string, number, boolean, null) matches an identical value.
 */

/** Where and why a match failed. */
export interface Mismatch {
  /** Path inside the compared value, like `characteristics.types[0]` (empty: the whole value). */
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly reason: string;
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

function isOperator(value: Readonly<Record<string, unknown>>): boolean {
  return '$contains' in value || '$length' in value || '$absent' in value || '$not' in value || '$count' in value;
}

/** Match `expected` against `actual`; null when it matches, otherwise the first mismatch. */
export function matchValue(expected: unknown, actual: unknown, path = ''): Mismatch | null {
  if (isPlainObject(expected) && isOperator(expected)) return matchOperator(expected, actual, path);
  if (actual === undefined) {
    return { path, expected, actual, reason: 'the field is missing' };
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return { path, expected, actual, reason: 'expected an array' };
    if (actual.length !== expected.length) {
      return { path, expected, actual, reason: `expected ${expected.length} element(s), found ${actual.length}` };
    }
    for (const [i, e] of expected.entries()) {
      const m = matchValue(e, actual[i], join(path, i));
      if (m !== null) return m;
    }
    return null;
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return { path, expected, actual, reason: 'expected an object' };
    for (const [key, e] of Object.entries(expected)) {
      const m = matchValue(e, actual[key], join(path, key));
      if (m !== null) return m;
    }
    return null;
  }
  return Object.is(expected, actual) ? null : { path, expected, actual, reason: 'values differ' };
}

function matchOperator(op: Readonly<Record<string, unknown>>, actual: unknown, path: string): Mismatch | null {
  if (op.$absent === true) {
    return actual === undefined ? null : { path, expected: op, actual, reason: 'the field should be absent' };
  }
  if ('$not' in op) {
    return matchValue(op.$not, actual, path) === null
      ? { path, expected: op, actual, reason: 'the value matches what it must not' }
      : null;
  }
  if (!Array.isArray(actual)) return { path, expected: op, actual, reason: 'expected an array' };
  const count = op.$count;
  if (typeof count === 'number') {
    const where = op.$where;
    const found = actual.filter((a) => matchValue(where, a) === null).length;
    if (found !== count) {
      return { path, expected: op, actual, reason: `expected ${count} element(s) matching $where, found ${found}` };
    }
  }
  const length = op.$length;
  if (typeof length === 'number' && actual.length !== length) {
    return { path, expected: op, actual, reason: `expected ${length} element(s), found ${actual.length}` };
  }
  const contains = op.$contains;
  if (Array.isArray(contains)) {
    for (const [i, e] of contains.entries()) {
      if (!actual.some((a) => matchValue(e, a) === null)) {
        return { path, expected: e, actual, reason: `no element matches $contains[${i}]` };
      }
    }
  }
  return null;
}

function brief(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * A mismatch in one line: `characteristics.name: values differ (expected "X", got "Y")`;
 * long values are cut short (the full values travel in expected/actual).
 */
export function describeMismatch(m: Mismatch, withPath = true): string {
  const where = withPath && m.path !== '' ? `${m.path}: ` : '';
  return `${where}${m.reason} (expected ${brief(m.expected)}, got ${brief(m.actual)})`;
}
