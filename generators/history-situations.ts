/**
 * Situations that need a history of several steps on one card (issue 12), recognised in a recorded
 * run: a card followed through its zone changes by its setup key (referee views list each object's
 * cards), since each zone change makes a new object (400.7).
 */
import type { GameView, ObjectView } from '../model/view.js';
import { allObjects } from '../model/view-read.js';
import type { HistoryStep } from './history.js';

export const HISTORY_SITUATIONS = [
  /** A card whose face changed (transform, turn face up or down, meld) changes zones later. */
  'face-changed-then-zone-change',
  /** A card that left the battlefield enters it again. */
  'left-then-returned',
  /** A card that was back face up on the battlefield enters it again. */
  'transformed-card-returns',
  /** A card that was face down on the battlefield changes zones for the second time since. */
  'face-down-card-moves-twice',
  /** A card turned face up earlier is cast face down again. */
  'turned-up-card-recast-face-down',
  /** An object that became a copy is acted on by a later step. */
  'copy-acted-on-later',
  /** The game ends with a face-down spell on the stack. */
  'face-down-spell-at-game-end',
  /** A face-down permanent whose card is a land or noncreature is told to turn face up. */
  'rare-face-down-told-to-turn-face-up',
  /** A card is named by a third successful step, after both a face change and a zone change. */
  'three-step-history',
] as const;
export type HistorySituation = (typeof HISTORY_SITUATIONS)[number];

const FACE_CHANGES = ['transform', 'activate-transform', 'convert', 'turn-face-up', 'turn-face-down', 'meld'];

function withCard(view: GameView, key: string): ObjectView | undefined {
  return allObjects(view).find((o) => o.cards?.includes(key));
}

/** Card keys of the objects an action names, as they were before it. */
function namedCards(step: HistoryStep): readonly string[] {
  const a = step.action as unknown as Record<string, unknown>;
  const ids: string[] = [];
  for (const k of ['object', 'of', 'asCopyOf']) if (typeof a[k] === 'string') ids.push(a[k]);
  if (Array.isArray(a.objects)) ids.push(...(a.objects as string[]));
  const objects = allObjects(step.before.referee);
  return ids.flatMap((id) => objects.find((o) => o.id === id)?.cards ?? []);
}

/** What a successful step did to one card. */
interface CardChange {
  readonly zoneChanged: boolean;
  readonly faceChanged: boolean;
  readonly wasFaceDownOnField: boolean;
  readonly wasBackFaceOnField: boolean;
  readonly leftField: boolean;
  readonly enteredField: boolean;
  readonly named: boolean;
}

function changeOf(step: HistoryStep, key: string): CardChange | null {
  if (!step.result.ok) return null;
  const b = withCard(step.before.referee, key);
  const a = withCard(step.after.referee, key);
  if (!b) return null;
  const zoneChanged = !a || a.id !== b.id || a.zone !== b.zone;
  const faceChanged =
    !zoneChanged &&
    !!a &&
    FACE_CHANGES.includes(step.action.kind) &&
    (a.face !== b.face || !a.faceDown !== !b.faceDown);
  return {
    zoneChanged,
    faceChanged: faceChanged || (step.action.kind === 'meld' && !!a?.melded && !b.melded),
    wasFaceDownOnField: b.zone === 'battlefield' && b.faceDown !== null,
    wasBackFaceOnField: b.zone === 'battlefield' && b.faceDown === null && b.face === 'back',
    leftField: b.zone === 'battlefield' && a?.zone !== 'battlefield',
    enteredField: b.zone !== 'battlefield' && a?.zone === 'battlefield',
    named: namedCards(step).includes(key),
  };
}

/** The history situations one step reaches, given the earlier steps of its run. */
export function historySituationsOf(step: HistoryStep, history: readonly HistoryStep[]): readonly HistorySituation[] {
  const found = new Set<HistorySituation>();
  const a = step.action;
  if (a.kind === 'end-game' && step.result.ok && step.before.referee.stack.some((o) => o.faceDown !== null))
    found.add('face-down-spell-at-game-end');
  if (a.kind === 'turn-face-up') {
    const o = allObjects(step.before.referee).find((x) => x.id === a.object);
    const def = o?.printed?.kind === 'card' ? o.printed.definition : null;
    if (o?.zone === 'battlefield' && o.faceDown && def && !def.faces[0].types.includes('Creature'))
      found.add('rare-face-down-told-to-turn-face-up');
  }
  if (step.result.ok && 'object' in a && typeof a.object === 'string') {
    const target = a.object;
    const copied = history.some(
      (h) =>
        h.result.ok &&
        ((h.action.kind === 'become-copy' && h.action.object === target) ||
          ((h.action.kind === 'create-token-copy' || h.action.kind === 'copy-spell') &&
            !allObjects(h.before.referee).some((o) => o.id === target) &&
            allObjects(h.after.referee).some((o) => o.id === target))),
    );
    if (copied) found.add('copy-acted-on-later');
  }
  // The cards this step named or moved (an object gone from the view moved: 400.7).
  const afterIds = new Set(allObjects(step.after.referee).map((o) => o.id));
  const moved = allObjects(step.before.referee).filter((o) => !afterIds.has(o.id));
  const keys = new Set([...namedCards(step), ...moved.flatMap((o) => o.cards ?? [])]);
  for (const key of keys) {
    const now = changeOf(step, key);
    if (now === null || (!now.zoneChanged && !now.named)) continue;
    const past = history.map((h) => changeOf(h, key)).filter((c): c is CardChange => c !== null);
    if (now.zoneChanged && past.some((c) => c.faceChanged)) found.add('face-changed-then-zone-change');
    if (now.enteredField && past.some((c) => c.leftField)) found.add('left-then-returned');
    if (now.enteredField && past.some((c) => c.leftField && c.wasBackFaceOnField))
      found.add('transformed-card-returns');
    const downAt = past.findIndex((c) => c.wasFaceDownOnField && c.leftField);
    if (now.zoneChanged && downAt >= 0 && past.slice(downAt + 1).some((c) => c.zoneChanged))
      found.add('face-down-card-moves-twice');
    if (
      a.kind === 'cast' &&
      step.result.ok &&
      a.mode.kind === 'face-down' &&
      now.zoneChanged &&
      history.some((h) => h.result.ok && h.action.kind === 'turn-face-up' && namedCards(h).includes(key))
    )
      found.add('turned-up-card-recast-face-down');
    const namedSteps = past.filter((c) => c.named).length + (now.named ? 1 : 0);
    const changes = [...past, now];
    if (namedSteps >= 3 && changes.some((c) => c.faceChanged) && changes.some((c) => c.zoneChanged))
      found.add('three-step-history');
  }
  return [...found];
}
