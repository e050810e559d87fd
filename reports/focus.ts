/**
 * What a failure is about, for drawing it: the objects it names (ids in its message, the failing action's
 * objects) and the fields where expected and actual differ, so the board can mark those objects and
 * highlight those fields.
 */
import { isDeepStrictEqual } from 'node:util';
import type { GameView, ObjectView } from '../model/view.js';
import type { Counterexample } from './report.js';

export interface Focus {
  /** Ids of the objects the failure is about. */
  readonly objects: ReadonlySet<string>;
  /** Where expected and actual differ, as dotted paths (`characteristics.colors`), at most a few. */
  readonly fields: readonly string[];
}

const MAX_FIELDS = 6;

/** The leaf paths where `a` and `b` differ. */
export function differingFields(a: unknown, b: unknown, path = '', out: string[] = []): string[] {
  if (out.length >= MAX_FIELDS || isDeepStrictEqual(a, b)) return out;
  const objects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null;
  if (!objects || Array.isArray(a) !== Array.isArray(b) || Array.isArray(a)) {
    out.push(path === '' ? '(the whole value)' : path);
    return out;
  }
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const k of keys)
    differingFields(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      path ? `${path}.${k}` : k,
      out,
    );
  return out;
}

function actionIds(action: unknown): string[] {
  if (typeof action !== 'object' || action === null) return [];
  const a = action as Record<string, unknown>;
  const ids: string[] = [];
  for (const k of ['object', 'of', 'to', 'asCopyOf']) if (typeof a[k] === 'string') ids.push(a[k]);
  if (Array.isArray(a.objects)) ids.push(...a.objects.filter((x): x is string => typeof x === 'string'));
  return ids;
}

/** The focus of a counterexample. */
export function focusOf(ce: Counterexample): Focus {
  const named = [...ce.message.matchAll(/\[([^\]\s;,]+)\]/g)].map((m) => m[1] as string);
  const acted = ce.failingStep >= 0 ? actionIds(ce.actions[ce.failingStep]) : [];
  return { objects: new Set([...named, ...acted]), fields: differingFields(ce.expected, ce.actual) };
}

/** Every object a view shows (battlefield, stack, exile, each player's hand and graveyard). */
function objectsOf(v: GameView): ObjectView[] {
  return [...v.battlefield, ...v.stack, ...v.exile, ...v.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard])];
}

/**
 * Two views of one viewer side by side (the differential check's): the objects whose views differ between them
 * (or that only one has), with the fields that differ.
 */
export function versusFocus(expected: GameView, actual: GameView, fields: readonly string[]): Focus {
  const theirs = new Map(objectsOf(expected).map((o) => [o.id, JSON.stringify(o)]));
  const mine = new Map(objectsOf(actual).map((o) => [o.id, JSON.stringify(o)]));
  const differ = new Set([...theirs.keys(), ...mine.keys()].filter((id) => theirs.get(id) !== mine.get(id)));
  return { objects: differ, fields };
}
