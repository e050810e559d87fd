/**
 * Questions properties ask about a recorded step: the object an action names, before
 * and after; which objects copy effects touch; what a face says.
 */
import type { CardDefinition, TokenDefinition } from '../../model/card.js';
import type { Face } from '../../model/characteristics.js';
import type { ObjectView } from '../../model/view.js';
import { allObjects, objectById, printedDefinition } from '../../model/view-read.js';
import type { StepRecord, Trace } from './trace.js';

/** The object with `id` before and after the step (referee views). */
export function beforeAfter(
  record: StepRecord,
  id: string,
): { readonly before: ObjectView | undefined; readonly after: ObjectView | undefined } {
  return { before: objectById(record.before.referee, id), after: objectById(record.after.referee, id) };
}

/** The id of the object an action targets (`object`), if it has one. */
export function targetId(record: StepRecord): string | null {
  const a = record.action;
  return 'object' in a && typeof a.object === 'string' ? a.object : null;
}

/** For a transform or convert step on a permanent: its id, and the permanent before and after the step. */
export function transformedPermanent(
  record: StepRecord,
): { readonly id: string; readonly before: ObjectView; readonly after: ObjectView | undefined } | null {
  const kind = record.action.kind;
  if (kind !== 'transform' && kind !== 'convert') return null;
  const id = targetId(record);
  if (id === null) return null;
  const { before, after } = beforeAfter(record, id);
  return before && before.zone === 'battlefield' ? { id, before, after } : null;
}

/** What transforming changes of an object: zone, face, face-down status and characteristics ('absent' if gone). */
export function appearance(o: ObjectView | undefined): unknown {
  return o ? { zone: o.zone, face: o.face, faceDown: o.faceDown, characteristics: o.characteristics } : 'absent';
}

/** Whether the step's events report that `id` transformed or converted. */
export function reportsTransform(record: StepRecord, id: string): boolean {
  return (
    record.result.ok &&
    record.result.events.some((e) => (e.kind === 'transformed' || e.kind === 'converted') && e.object === id)
  );
}

/** Objects present after the step that were not present before it. */
export function newObjects(record: StepRecord): readonly ObjectView[] {
  const before = new Set(allObjects(record.before.referee).map((o) => o.id));
  return allObjects(record.after.referee).filter((o) => !before.has(o.id));
}

/** The card or token definition of an object, when it is one physical thing. */
export function definitionOf(o: ObjectView): CardDefinition | TokenDefinition | null {
  return printedDefinition(o.printed);
}

/** Both faces of a physically double-faced card or token (712.1, 111.10i), else null; meld cards give null (712.9). */
export function dfcFaces(o: ObjectView): readonly [Face, Face] | null {
  const def = definitionOf(o);
  return def && (def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc') ? def.faces : null;
}

/** True if the step's action puts a copy effect on something (707.2) or creates a copy. */
export function createsCopy(record: StepRecord): boolean {
  const a = record.action;
  return (
    a.kind === 'become-copy' ||
    a.kind === 'create-token-copy' ||
    (a.kind === 'put-onto-battlefield' && a.asCopyOf !== undefined)
  );
}

/**
 * The objects a successful copying step made into copies (the copy, not the original). A phased-out permanent is
 * treated as though it does not exist (702.26b): it becomes no copy and is copied by no `become-copy`.
 */
export function copiesMadeBy(record: StepRecord): readonly ObjectView[] {
  if (!record.result.ok || !createsCopy(record)) return [];
  const a = record.action;
  if (a.kind === 'become-copy') {
    const phasedOut = (id: string) => objectById(record.before.referee, id)?.phasedOut === true;
    if (phasedOut(a.object) || phasedOut(a.of)) return [];
    const o = objectById(record.after.referee, a.object);
    return o ? [o] : [];
  }
  return newObjects(record).filter((o) => o.zone === 'battlefield');
}

/**
 * The copies a successful copy-spell step created: new objects on the stack (707.10). A state-based action after the
 * step may make other new objects (704.3: a creature put into a graveyard), which are no copies.
 */
export function spellCopiesMadeBy(record: StepRecord): readonly ObjectView[] {
  if (!record.result.ok || record.action.kind !== 'copy-spell') return [];
  return newObjects(record).filter((o) => o.zone === 'stack');
}

/** Whether a face has the Clone-style "enter as a copy" ability. */
function entersAsCopy(o: ObjectView): boolean {
  const def = definitionOf(o);
  return def?.faces.some((f) => f.abilities.some((ab) => ab.kind === 'copy-on-enter')) ?? false;
}

/**
 * Ids that may be under a copy effect by the end of record `upTo` (inclusive; -1 for
 * the initial state): whose characteristics need not be their printed ones (707.2).
 */
export function copyAffectedIds(trace: Trace, upTo: number): ReadonlySet<string> {
  const ids = new Set<string>();
  const views = [trace.initial?.referee, ...trace.records.slice(0, upTo + 1).map((r) => r.after.referee)];
  for (const v of views) if (v) for (const o of allObjects(v)) if (entersAsCopy(o)) ids.add(o.id);
  // Permanents the setup starts as copies (`copyOf`), found by the card the referee view names (an engine lists its
  // battlefield in its own order: one that puts some setup permanents there later lists them later). A card key
  // placed twice marks both, and a token copy marks every setup token: not judging is the safe side. The place in
  // the order listed is marked too.
  const listed = trace.setup.players.flatMap((p) => p.battlefield ?? []);
  const first = trace.initial?.referee;
  if (first)
    listed.forEach((b, i) => {
      if (b.copyOf === undefined) return;
      const at = first.battlefield[i]; // the order listed, where an engine keeps it
      if (at) ids.add(at.id);
      const card = 'card' in b ? b.card : undefined;
      for (const o of first.battlefield)
        if (card !== undefined ? o.cards?.includes(card) : o.token && (o.cards?.length ?? 0) === 0) ids.add(o.id);
    });
  for (const r of trace.records.slice(0, upTo + 1)) {
    for (const o of copiesMadeBy(r)) ids.add(o.id);
    // A copy that failed as an action may still have been attempted; mark its target conservatively.
    if (r.action.kind === 'become-copy') ids.add(r.action.object);
    // A copy of a spell is a copy on the stack (707.10), and so is the token it becomes as it resolves (111.13,
    // 707.10f).
    for (const o of spellCopiesMadeBy(r)) ids.add(o.id);
    const top = r.action.kind === 'resolve' ? r.before.referee.stack.at(-1) : undefined;
    if (r.result.ok && top && ids.has(top.id)) for (const o of newObjects(r)) ids.add(o.id);
  }
  return ids;
}

/** The other face. */
export function otherSide(side: 'front' | 'back'): 'front' | 'back' {
  return side === 'front' ? 'back' : 'front';
}

/**
 * Whether the permanent `before` left the battlefield during the step to a graveyard or
 * exile, its cards now there under other ids: after an action that never moves it by itself
 * but can change what it is (transform, turn face up), only a state-based action performed
 * before a player would receive priority can have done that (704.3: the new face a creature
 * at toughness 0 or no more than its damage, a planeswalker without loyalty, a legendary name
 * already there). Never for an action that changes nothing: setups have no state-based action
 * pending (generators/setup-settle.ts), and none is left pending after any step. Judged on the
 * referee view alone.
 */
export function leftByStateBasedAction(record: StepRecord, before: ObjectView): boolean {
  const after = record.after.referee;
  if (after.battlefield.some((o) => o.id === before.id)) return false;
  const cards = before.cards ?? [];
  const resting = [...after.exile, ...after.players.flatMap((p) => p.graveyard)];
  // a token ceases to exist (704.5d)
  if (cards.length === 0) return !resting.some((o) => o.id === before.id) && before.token;
  return cards.every((card) => resting.some((o) => o.cards?.includes(card) === true));
}
