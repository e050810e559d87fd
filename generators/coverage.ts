/**
 * Situations that matter for the face rules, recognised in a recorded run, so that a
 * test can measure how often the generators reach each one (fast-check's statistics
 * never fail a run; this does, via test/generators/coverage.test.ts).
 */
import type { Action } from '../adapter/action.js';
import type { ActionResult } from '../adapter/engine-adapter.js';
import type { GameView, ObjectView } from '../model/view.js';
import { isSpellFace } from './faces-of.js';
import { HISTORY_SITUATIONS, historySituationsOf } from './history-situations.js';
import { TRIGGER_SITUATIONS, triggerSituationsOf } from './trigger-situations.js';
import { RULES_DEPTH_SITUATIONS, rulesDepthSituationsOf } from './rules-depth-situations.js';
import { objectById, printedDefinition } from '../model/view-read.js';

export const SITUATIONS = [
  'face-down-dfc-told-to-transform',
  'face-down-leaves-battlefield',
  'copy-of-back-face',
  'copy-of-melded',
  'copy-of-face-down',
  'token-copy-of-dfc',
  'turn-face-up-after-losing-abilities',
  'manifested-instant-told-to-turn-face-up',
  'megamorph-turned-face-up',
  'melded-leaves-battlefield',
  'meld',
  'disturb-cast',
  'cast-face-down',
  'face-down-spell-countered',
  'dfc-transforms',
  'non-dfc-told-to-transform',
  'transform-into-instant-attempt',
  'dfc-told-to-turn-face-down',
  'enters-transformed',
  'copy-of-back-face-up-spell',
  'modal-dfc-land-face-played',
  'spell-resolves-transformed',
  'stale-id-used',
  'illegal-action',
  'day-night-changes',
  'bound-permanent-follows-day-night',
  ...HISTORY_SITUATIONS,
  ...TRIGGER_SITUATIONS,
  ...RULES_DEPTH_SITUATIONS,
] as const;
export type Situation = (typeof SITUATIONS)[number];

/** The minimum a classifier needs from a recorded step (a harness StepRecord fits). */
export interface StepLike {
  readonly action: Action;
  readonly result: ActionResult;
  readonly before: { readonly referee: GameView };
  readonly after: { readonly referee: GameView };
}

function def(o: ObjectView | undefined) {
  return o ? printedDefinition(o.printed) : null;
}
function isDfc(o: ObjectView | undefined): boolean {
  const d = def(o);
  return d !== null && (d.layout === 'nonmodal-dfc' || d.layout === 'modal-dfc');
}

/** A permanent with daybound or nightbound that shows the other face than before (702.145). */
function boundTurnedOver(before: GameView, o: ObjectView): boolean {
  const was = objectById(before, o.id);
  const bound = (x: ObjectView) =>
    (x.characteristics?.abilities ?? []).some((b) => b.kind === 'daybound' || b.kind === 'nightbound');
  return was !== undefined && was.zone === 'battlefield' && was.face !== o.face && bound(was);
}

/**
 * The situations one step reaches. `history` holds the earlier steps of the same run
 * (for "after losing abilities").
 */
export function situationsOf(step: StepLike, history: readonly StepLike[]): readonly Situation[] {
  const found: Situation[] = [
    ...historySituationsOf(step, history),
    ...triggerSituationsOf(step),
    ...rulesDepthSituationsOf(step),
  ];
  const a = step.action;
  const ok = step.result.ok;
  const target = 'object' in a && typeof a.object === 'string' ? objectById(step.before.referee, a.object) : undefined;
  const onField = target?.zone === 'battlefield' ? target : undefined;
  if (!ok) found.push('illegal-action');
  if ('object' in a && typeof a.object === 'string' && !target) found.push('stale-id-used');
  if (a.kind === 'transform' || a.kind === 'convert') {
    if (onField?.faceDown && isDfc(onField)) found.push('face-down-dfc-told-to-transform');
    if (onField && !onField.faceDown && !isDfc(onField)) found.push('non-dfc-told-to-transform');
    if (onField && !onField.faceDown && isDfc(onField)) {
      const d = def(onField);
      const into = d && d.layout !== 'single' && d.layout !== 'meld' ? d.faces[onField.face === 'front' ? 1 : 0] : null;
      if (into && isSpellFace(into)) found.push('transform-into-instant-attempt');
      const after = objectById(step.after.referee, onField.id);
      if (after && after.face !== onField.face) found.push('dfc-transforms');
    }
  }
  if (a.kind === 'move' && ok && onField) {
    if (onField.faceDown) found.push('face-down-leaves-battlefield');
    if (onField.melded) found.push('melded-leaves-battlefield');
  }
  const sourceId =
    a.kind === 'become-copy' || a.kind === 'create-token-copy'
      ? a.of
      : a.kind === 'put-onto-battlefield'
        ? a.asCopyOf
        : undefined;
  if (ok && sourceId !== undefined) {
    const source = objectById(step.before.referee, sourceId);
    if (source?.zone === 'battlefield' && source.faceDown) found.push('copy-of-face-down');
    if (source?.zone === 'battlefield' && !source.faceDown) {
      if (source.face === 'back' && isDfc(source)) found.push('copy-of-back-face');
      if (source.melded) found.push('copy-of-melded');
      if (a.kind === 'create-token-copy' && isDfc(source)) found.push('token-copy-of-dfc');
    }
  }
  if (a.kind === 'turn-face-up' && onField?.faceDown) {
    const lost = history.some(
      (h) =>
        h.result.ok &&
        h.action.kind === 'apply-effect' &&
        h.action.object === onField.id &&
        h.action.effect.kind === 'lose-all-abilities',
    );
    if (lost) found.push('turn-face-up-after-losing-abilities');
    const d = def(onField);
    if (['manifest', 'cloak', 'manifest-dread'].includes(onField.faceDown.by) && d && isSpellFace(d.faces[0]))
      found.push('manifested-instant-told-to-turn-face-up');
    if (ok && d?.faces[0].abilities.some((x) => x.kind === 'megamorph')) found.push('megamorph-turned-face-up');
  }
  if (
    a.kind === 'meld' &&
    ok &&
    step.after.referee.battlefield.some((o) => o.melded && !objectById(step.before.referee, o.id))
  )
    found.push('meld');
  if (a.kind === 'counter' && ok && target?.zone === 'stack' && target.faceDown)
    found.push('face-down-spell-countered');
  if (a.kind === 'cast' && ok && a.mode.kind === 'transformed' && a.mode.by === 'disturb') found.push('disturb-cast');
  if (a.kind === 'cast' && ok && a.mode.kind === 'face-down') found.push('cast-face-down');
  if (a.kind === 'turn-face-down' && onField && !onField.faceDown && (isDfc(onField) || onField.melded))
    found.push('dfc-told-to-turn-face-down');
  if (a.kind === 'put-onto-battlefield' && ok && a.transformed && isDfc(target)) found.push('enters-transformed');
  if (a.kind === 'copy-spell' && ok) {
    const spell = objectById(step.before.referee, a.of);
    if (spell?.zone === 'stack' && !spell.faceDown && spell.face === 'back' && isDfc(spell))
      found.push('copy-of-back-face-up-spell');
  }
  if (a.kind === 'play-land' && ok && def(target)?.layout === 'modal-dfc') found.push('modal-dfc-land-face-played');
  // 731.1, 702.145: the game became day or night, and a daybound or nightbound permanent turned over with it.
  if (ok && step.before.referee.dayNight !== step.after.referee.dayNight) found.push('day-night-changes');
  if (ok && step.after.referee.battlefield.some((o) => boundTurnedOver(step.before.referee, o)))
    found.push('bound-permanent-follows-day-night');
  if (a.kind === 'resolve' && ok && a.transformed === true) {
    const top = step.before.referee.stack.at(-1);
    if (top && !top.faceDown && top.face === 'front' && isDfc(top)) found.push('spell-resolves-transformed');
  }
  return found;
}

/** For each situation, the fraction of runs (0..1) that reached it at least once. */
export function coverage(runs: readonly (readonly StepLike[])[]): Readonly<Record<Situation, number>> {
  const counts = Object.fromEntries(SITUATIONS.map((s) => [s, 0])) as Record<Situation, number>;
  for (const steps of runs) {
    const reached = new Set<Situation>();
    steps.forEach((s, i) => {
      situationsOf(s, steps.slice(0, i)).forEach((x) => {
        reached.add(x);
      });
    });
    for (const s of reached) counts[s]++;
  }
  const n = Math.max(runs.length, 1);
  return Object.fromEntries(SITUATIONS.map((s) => [s, counts[s] / n])) as Record<Situation, number>;
}
