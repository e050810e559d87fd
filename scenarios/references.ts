/**
 * References in scenarios: recognising them, and resolving them to the engine's ids
 * against a referee view.
 */
import type { ObjectId } from '../model/ids.js';
import type { GameView, ObjectView } from '../model/view.js';
import { REFERENCE_KEYS, type Reference, type ReferenceKey } from './format.js';

/** True when `value` is a reference object (it has exactly one of the reference keys). */
export function isReference(value: unknown): value is Reference {
  return referenceKey(value) !== null;
}

/** The reference key of `value`, or null when it is not a reference object. */
export function referenceKey(value: unknown): ReferenceKey | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = REFERENCE_KEYS.filter((k) => k in value);
  return keys.length === 1 ? (keys[0] as ReferenceKey) : null;
}

/** A reference in words, for messages: `{"$card":"c1"}`. */
export function showReference(ref: Reference): string {
  return JSON.stringify(ref);
}

/** Every object in a view, in a fixed order: battlefield, stack, exile, then each player's zones. */
export function allObjects(view: GameView): readonly ObjectView[] {
  const players = view.players.flatMap((p) => [
    ...(p.library ?? []),
    ...(p.hand ?? []),
    ...p.graveyard,
    ...(p.lookedAt ?? []),
  ]);
  return [...view.battlefield, ...view.stack, ...view.exile, ...players];
}

/** The object with this id in a view, if the view shows it. */
export function findObject(view: GameView, id: ObjectId): ObjectView | undefined {
  return allObjects(view).find((o) => o.id === id);
}

/** Names captured by `as`, with the ids they stand for. */
export type Captures = ReadonlyMap<string, ObjectId>;

export type Resolution =
  | { readonly ok: true; readonly id: ObjectId }
  | { readonly ok: false; readonly message: string };

/**
 * Resolve a reference against a referee view. Fails, with a message saying why, when
 * no object fits (the card is represented by nothing, the index is out of range, ...).
 */
export function resolveReference(ref: Reference, view: GameView, captures: Captures): Resolution {
  if ('$ref' in ref) {
    const id = captures.get(ref.$ref);
    return id === undefined ? { ok: false, message: `no object was captured as "${ref.$ref}"` } : { ok: true, id };
  }
  if ('$card' in ref) {
    const found = allObjects(view).filter((o) => o.cards?.includes(ref.$card) === true);
    const first = found[0];
    if (first === undefined) {
      return {
        ok: false,
        message:
          `no object in the referee view represents setup card "${ref.$card}" ` +
          '(its view objects must list it in `cards`)',
      };
    }
    return { ok: true, id: first.id };
  }
  if ('$battlefield' in ref) {
    const { controller, index } = ref.$battlefield;
    const controlled = view.battlefield.filter((o) => o.controller === controller);
    const target = controlled[index];
    return target === undefined
      ? { ok: false, message: `${controller} controls ${controlled.length} permanent(s); there is no index ${index}` }
      : { ok: true, id: target.id };
  }
  if ('$stack' in ref) {
    const target = view.stack[ref.$stack];
    return target === undefined
      ? { ok: false, message: `the stack holds ${view.stack.length} object(s); there is no index ${ref.$stack}` }
      : { ok: true, id: target.id };
  }
  const top = view.stack[view.stack.length - 1];
  return top === undefined ? { ok: false, message: 'the stack is empty' } : { ok: true, id: top.id };
}

/** Thrown inside resolution walks; the runner turns it into a failed step. */
export class ScenarioReferenceError extends Error {
  constructor(
    readonly field: string,
    readonly reference: Reference,
    readonly reason: string,
  ) {
    super(`${field}: cannot resolve ${showReference(reference)}: ${reason}`);
    this.name = 'ScenarioReferenceError';
  }
}

/**
 * Replace every reference inside a JSON value by the id it stands for. `pick` chooses
 * the view a reference resolves against (by its `$at`). Throws ScenarioReferenceError.
 */
export function resolveDeep(
  value: unknown,
  field: string,
  pick: (ref: Reference) => GameView,
  captures: Captures,
): unknown {
  if (isReference(value)) {
    const result = resolveReference(value, pick(value), captures);
    if (!result.ok) throw new ScenarioReferenceError(field, value, result.message);
    return result.id;
  }
  if (Array.isArray(value)) return value.map((v, i) => resolveDeep(v, `${field}[${i}]`, pick, captures));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolveDeep(v, `${field}.${k}`, pick, captures)]),
    );
  }
  return value;
}
