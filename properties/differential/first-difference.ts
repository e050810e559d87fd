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
  for (const d of differences(expected, actual, root)) return d;
  return null;
}

/**
 * Every difference of `expected` and `actual` below `root`, in order (the first is firstDifference's), lazily: a
 * check that judges past a known one (issue 39) takes the next, and one that stops at the first computes no more.
 * Where two identified lists stop lining up (an element with another id), nothing further in them is compared.
 */
export function* differences(expected: unknown, actual: unknown, root: string): Generator<Difference> {
  yield* walk(expected, actual, root, { path: root, expected, actual }, root);
}

type Context = Difference['context'];

function* walk(x: unknown, y: unknown, path: string, context: Context, root: string): Generator<Difference> {
  if (sameJson(x, y)) return;
  if (Array.isArray(x) && Array.isArray(y)) {
    const xs: readonly unknown[] = x;
    const ys: readonly unknown[] = y;
    const byId = identified(xs, ys);
    for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
      const [ex, ey] = [xs[i], ys[i]];
      if (sameJson(ex, ey)) continue;
      if (byId && idOf(ex) !== idOf(ey)) {
        yield { path: `${path}[${i}]`, expected: idOf(ex), actual: idOf(ey), context };
        return;
      }
      const at = byId ? `${path}[${idOf(ex)}]` : `${path}[${i}]`;
      yield* walk(ex, ey, at, byId ? { path: at, expected: ex, actual: ey } : context, root);
    }
    if (xs.length !== ys.length) yield { path: `${path}.length`, expected: xs.length, actual: ys.length, context };
    return;
  }
  if (isRecord(x) && isRecord(y)) {
    let found = false;
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      if (sameJson(x[key], y[key])) continue;
      found = true;
      const at = `${path}.${key}`;
      // Below the root, a field of the view (its exile, its day or night) is the context until an element is.
      yield* walk(
        x[key],
        y[key],
        at,
        context.path === root ? { path: at, expected: x[key], actual: y[key] } : context,
        root,
      );
    }
    if (!found) yield { path, expected: x, actual: y, context };
    return;
  }
  yield { path, expected: x, actual: y, context };
}

/** A value in one short line: JSON, cut at `max` characters. */
export function shortValue(value: unknown, max = 60): string {
  const text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value));
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}
