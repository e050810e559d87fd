/**
 * Which object a step created, for `as`: the token created, the melded permanent,
 * the object a card became by changing zones (400.7), or the acted-on object itself
 * when it stayed the same object (transforming or turning face up keeps it, 712.18, 708.8).
 */
import type { Action } from '../adapter/action.js';
import type { GameEvent } from '../model/events.js';
import type { ObjectId } from '../model/ids.js';
import type { GameView } from '../model/view.js';
import { allObjects, findObject } from './references.js';

/** The object a step produced, or null when none can be told. */
export function capturedObject(
  action: Action,
  events: readonly GameEvent[],
  after: GameView,
  before: GameView,
): ObjectId | null {
  const last = <K extends GameEvent['kind']>(kind: K): Extract<GameEvent, { kind: K }> | undefined =>
    events.filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind).at(-1);
  const token = last('token-created');
  if (token !== undefined) return token.object;
  const melded = last('melded');
  if (melded !== undefined) return melded.into;
  const moved = last('zone-change');
  if (moved !== undefined) return moved.newObject;
  if ('object' in action && findObject(after, action.object) !== undefined) return action.object;
  const earlier = new Set(allObjects(before).map((o) => o.id));
  const fresh = allObjects(after).filter((o) => !earlier.has(o.id));
  return fresh.length === 1 ? (fresh[0]?.id ?? null) : null;
}
