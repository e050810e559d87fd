/**
 * Targets chosen from the game's history (issue 12): "the object that just changed zones", "a card
 * that left the battlefield this game", "the object that just became a copy", "the object whose face
 * just changed", "a face-down spell on the stack". Each names a list of objects of the current
 * referee view, most recent first, so index 0 (where shrinking goes) is the latest. Objects are
 * followed across zone changes by their setup card keys (referee views list them), since a card
 * that changes zones is a new object with a new id (400.7).
 */
import type { Action } from '../adapter/action.js';
import type { ActionResult } from '../adapter/engine-adapter.js';
import type { GameView, ObjectView } from '../model/view.js';
import { allObjects } from '../model/view-read.js';

/** Which history a target reads. */
export type HistoryRef =
  /** Objects that changed zones (new objects, 400.7), latest change first. */
  | 'just-moved'
  /** Cards that were on the battlefield earlier this game and are now elsewhere, latest to leave first. */
  | 'left-battlefield'
  /** Objects that became copies (become-copy, a token copy, entering as a copy, a copied spell), latest first. */
  | 'just-copied'
  /** Objects whose face changed (transformed, converted, turned face up or down, melded), latest first. */
  | 'just-changed-face'
  /** Spells face down on the stack, top first. */
  | 'face-down-spell'
  /** Objects the latest steps named (acted on, looked at, copied), latest first: to go on with the same object. */
  | 'just-named'
  /** Objects that were copied (the source of become-copy, a token copy, entering as a copy), latest first. */
  | 'copy-source';

export const HISTORY_REFS: readonly HistoryRef[] = [
  'just-moved',
  'left-battlefield',
  'just-copied',
  'just-changed-face',
  'face-down-spell',
  'just-named',
  'copy-source',
];

/** One earlier step of the run as the resolver sees it (a harness StepRecord fits). */
export interface HistoryStep {
  readonly action: Action;
  readonly result: ActionResult;
  readonly before: { readonly referee: GameView };
  readonly after: { readonly referee: GameView };
}

const FACE_CHANGES: readonly Action['kind'][] = [
  'transform',
  'activate-transform',
  'convert',
  'turn-face-up',
  'turn-face-down',
  'meld',
];

/** Ids of objects in `after` that were not in `before`: new objects, each from a zone change or a creation. */
function newIds(step: HistoryStep): readonly string[] {
  const before = new Set(allObjects(step.before.referee).map((o) => o.id));
  return allObjects(step.after.referee)
    .map((o) => o.id)
    .filter((id) => !before.has(id));
}

/** Distinct present objects from ids, in order. */
function present(view: GameView, ids: Iterable<string>): readonly ObjectView[] {
  const byId = new Map(allObjects(view).map((o) => [o.id, o]));
  const out: ObjectView[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const o = byId.get(id);
    if (o && !seen.has(id)) {
      seen.add(id);
      out.push(o);
    }
  }
  return out;
}

function* latestFirst(history: readonly HistoryStep[]): Generator<HistoryStep> {
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (h?.result.ok) yield h;
  }
}

function justMoved(view: GameView, history: readonly HistoryStep[]): readonly ObjectView[] {
  const ids: string[] = [];
  for (const h of latestFirst(history)) {
    const fresh = newIds(h);
    // A created token or copy is new but moved from nowhere: only cards (with setup keys) changed zones.
    for (const id of fresh) if (allObjects(h.after.referee).find((o) => o.id === id)?.cards?.length) ids.push(id);
  }
  return present(view, ids);
}

function leftBattlefield(view: GameView, history: readonly HistoryStep[]): readonly ObjectView[] {
  const keys: string[] = [];
  for (const h of latestFirst(history)) {
    const after = new Set(h.after.referee.battlefield.map((o) => o.id));
    for (const o of h.before.referee.battlefield) if (!after.has(o.id)) keys.push(...(o.cards ?? []));
  }
  const elsewhere = allObjects(view).filter((o) => o.zone !== 'battlefield');
  const out: ObjectView[] = [];
  for (const k of keys) {
    const o = elsewhere.find((x) => x.cards?.includes(k));
    if (o && !out.includes(o)) out.push(o);
  }
  return out;
}

/**
 * The ids of permanents that left the battlefield during the run and are gone now (among `gone`), latest to leave
 * first: the old ids that last known information is about (608.2h).
 */
export function leftBattlefieldIds(history: readonly HistoryStep[], gone: readonly string[]): readonly string[] {
  const stale = new Set(gone);
  const ids: string[] = [];
  for (const h of latestFirst(history)) {
    const after = new Set(h.after.referee.battlefield.map((o) => o.id));
    for (const o of h.before.referee.battlefield) if (!after.has(o.id) && stale.has(o.id)) ids.push(o.id);
  }
  return ids;
}

function justCopied(view: GameView, history: readonly HistoryStep[]): readonly ObjectView[] {
  const ids: string[] = [];
  for (const h of latestFirst(history)) {
    const a = h.action;
    // A switch and not ts-pattern: this runs for every earlier step of a run each time a history target resolves.
    switch (a.kind) {
      case 'become-copy':
        ids.push(a.object);
        break;
      case 'create-token-copy':
      case 'copy-spell':
        ids.push(...newIds(h));
        break;
      case 'put-onto-battlefield':
        if (a.asCopyOf !== undefined) ids.push(...newIds(h));
        break;
    }
  }
  return present(view, ids);
}

function justChangedFace(view: GameView, history: readonly HistoryStep[]): readonly ObjectView[] {
  const ids: string[] = [];
  for (const h of latestFirst(history)) {
    const a = h.action;
    if (!FACE_CHANGES.includes(a.kind)) continue;
    // A meld makes a new object; the others keep the object (701.27f, 708.8).
    if (a.kind === 'meld') ids.push(...newIds(h));
    else if ('object' in a && typeof a.object === 'string') ids.push(a.object);
  }
  return present(view, ids);
}

/** The ids an action names. */
function namedIds(a: Action): readonly string[] {
  const r = a as unknown as Record<string, unknown>;
  const ids: string[] = [];
  for (const k of ['object', 'of', 'to', 'asCopyOf']) if (typeof r[k] === 'string') ids.push(r[k]);
  if (Array.isArray(r.objects)) ids.push(...(r.objects as string[]));
  return ids;
}

function copySources(view: GameView, history: readonly HistoryStep[]): readonly ObjectView[] {
  const ids: string[] = [];
  for (const h of latestFirst(history)) {
    const a = h.action;
    if (a.kind === 'become-copy' || a.kind === 'create-token-copy') ids.push(a.of);
    if (a.kind === 'put-onto-battlefield' && a.asCopyOf !== undefined) ids.push(a.asCopyOf);
  }
  return present(view, ids);
}

/** The objects a history target may name now, most recent first. */
export function historyCandidates(
  view: GameView,
  history: readonly HistoryStep[],
  ref: HistoryRef,
): readonly ObjectView[] {
  // A switch and not a ts-pattern chain, as resolveTarget's (issue 24's profile); the default fails to compile if a
  // ref is missing.
  switch (ref) {
    case 'just-moved':
      return justMoved(view, history);
    case 'left-battlefield':
      return leftBattlefield(view, history);
    case 'just-copied':
      return justCopied(view, history);
    case 'just-changed-face':
      return justChangedFace(view, history);
    case 'face-down-spell':
      return [...view.stack].reverse().filter((o) => o.faceDown !== null);
    case 'just-named':
      return present(
        view,
        [...latestFirst(history)].flatMap((h) => namedIds(h.action)),
      );
    case 'copy-source':
      return copySources(view, history);
    default:
      return ref satisfies never;
  }
}
