/**
 * Turning an engine's object ids into scenario references (`$card`, `$battlefield`,
 * `$stackTop`), so a counterexample played with one engine's ids becomes a scenario
 * any engine can run.
 */
import type { Action } from '../../adapter/action.js';
import { ACTION_FIELDS } from '../../scenarios/action-fields.js';
import type { Reference } from '../../scenarios/format.js';
import { allObjects, resolveReference } from '../../scenarios/references.js';
import type { GameView } from '../../model/view.js';

const NO_CAPTURES: ReadonlyMap<string, string> = new Map();

/** A reference that resolves to `id` in this referee view, or null when none does. */
export function referenceFor(id: string, view: GameView): Reference | null {
  const object = allObjects(view).find((o) => o.id === id);
  if (object === undefined) return null;
  const candidates: Reference[] = (object.cards ?? []).map((card) => ({ $card: card }));
  if (object.zone === 'battlefield') {
    const index = view.battlefield.filter((o) => o.controller === object.controller).findIndex((o) => o.id === id);
    candidates.push({ $battlefield: { controller: object.controller, index } });
  }
  if (view.stack[view.stack.length - 1]?.id === id) candidates.push({ $stackTop: true });
  // Keep the first candidate that resolves back to this very object (a card key may be listed twice).
  return (
    candidates.find((ref) => {
      const r = resolveReference(ref, view, NO_CAPTURES);
      return r.ok && r.id === id;
    }) ?? null
  );
}

/** The action with every object field written as a reference, or the id that has none. */
export function actionTemplate(
  action: Action,
  view: GameView,
): { readonly ok: true; readonly template: Record<string, unknown> } | { readonly ok: false; readonly id: string } {
  const fields = ACTION_FIELDS[action.kind] as Readonly<Record<string, { readonly field: { readonly type: string } }>>;
  const template: Record<string, unknown> = { kind: action.kind };
  for (const [name, value] of Object.entries(action)) {
    if (name === 'kind') continue;
    const type = fields[name]?.field.type;
    const ids =
      type === 'object' ? [value] : type === 'object-pair' || type === 'objects' ? (value as unknown[]) : null;
    if (ids === null) {
      template[name] = value;
      continue;
    }
    const refs = ids.map((id) => referenceFor(String(id), view));
    const missing = refs.indexOf(null);
    if (missing >= 0) return { ok: false, id: String(ids[missing]) };
    template[name] = type === 'object' ? refs[0] : refs;
  }
  return { ok: true, template };
}
