/**
 * Where two views first differ, as a path a reader can follow (`referee.battlefield[o5].characteristics.power`):
 * object fields by name, list elements by their `id` (objects, players) when both lists identify them, else by
 * position. With the innermost identified element around the difference (the object, the player), so a report
 * can show a short diff of that element (or of the view's field holding it) instead of two whole views.
 */
import { sameJson } from '../harness/index.js';

export interface Difference {
  /** The path of the first difference, starting with `root`. */
  readonly path: string;
  /** The two values there: the reference's, then the engine's (`undefined` when one side has none). */
  readonly expected: unknown;
  readonly actual: unknown;
  /** The innermost identified element (else the root's field) holding the difference, on each side, with its path. */
  readonly context: { readonly path: string; readonly expected: unknown; readonly actual: unknown };
}

const isRecord = (x: unknown): x is Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function idOf(x: unknown): string | undefined {
  return isRecord(x) && typeof x.id === 'string' ? x.id : undefined;
}

/** Both lists name each element by a distinct `id`. */
function identified(a: readonly unknown[], b: readonly unknown[]): boolean {
  const ids = [...a, ...b].map(idOf);
  return ids.every((id) => id !== undefined) && new Set(a.map(idOf)).size === a.length;
}

/** The first difference of `expected` and `actual` below `root`, or null when they are equal. */
export function firstDifference(expected: unknown, actual: unknown, root: string): Difference | null {
  if (sameJson(expected, actual)) return null;
  let context = { path: root, expected, actual };
  let path = root;
  let [x, y] = [expected, actual];
  for (;;) {
    if (Array.isArray(x) && Array.isArray(y)) {
      const xs: readonly unknown[] = x;
      const ys: readonly unknown[] = y;
      const byId = identified(xs, ys);
      const k = xs.findIndex((e, i) => i >= ys.length || !sameJson(e, ys[i]));
      const i = k === -1 ? xs.length : k;
      if (i >= xs.length || i >= ys.length)
        return { path: `${path}.length`, expected: xs.length, actual: ys.length, context };
      const [ex, ey] = [xs[i], ys[i]];
      if (byId && idOf(ex) !== idOf(ey))
        return { path: `${path}[${i}]`, expected: idOf(ex), actual: idOf(ey), context };
      path = byId ? `${path}[${idOf(ex)}]` : `${path}[${i}]`;
      if (byId) context = { path, expected: ex, actual: ey };
      [x, y] = [ex, ey];
      continue;
    }
    if (isRecord(x) && isRecord(y)) {
      const [rx, ry] = [x, y];
      const keys = [...new Set([...Object.keys(rx), ...Object.keys(ry)])];
      const key = keys.find((k) => !sameJson(rx[k], ry[k]));
      if (key === undefined) return { path, expected: x, actual: y, context };
      path = `${path}.${key}`;
      [x, y] = [rx[key], ry[key]];
      // Below the root, a field of the view (its exile, its day or night) is the context until an element is.
      if (context.path === root) context = { path, expected: x, actual: y };
      continue;
    }
    return { path, expected: x, actual: y, context };
  }
}

/** A value in one short line: JSON, cut at `max` characters. */
export function shortValue(value: unknown, max = 60): string {
  const text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}
