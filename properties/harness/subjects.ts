/**
 * Subjects many properties share (harness/subject.ts): what their checks judge, as cheap tests of one step. A
 * property whose subject is its own writes it in its file, from these or from scratch.
 */
import type { ObjectView } from '../../model/view.js';
import { allObjects, objectById } from '../../model/view-read.js';
import { isFaceDownSpellOrPermanent } from './face-down.js';
import { dfcFaces, targetId } from './objects.js';
import type { Snapshot } from './snapshot.js';
import type { Subject } from './subject.js';
import type { StepRecord } from './trace.js';

/** The object the step's action names, as it was before the step (referee view). */
export function targetBefore(record: StepRecord): ObjectView | undefined {
  const id = targetId(record);
  return id === null ? undefined : objectById(record.before.referee, id);
}

/** A step of one of `kinds` that the engine accepted. */
export function accepted(text: string, ...kinds: readonly string[]): Subject {
  return { text, by: kinds, step: (r) => r.result.ok && kinds.includes(r.action.kind) };
}

/** A step of one of `kinds`, accepted or not, whose object was one that `is` before it. */
export function told(text: string, kinds: readonly string[], is: (o: ObjectView) => boolean): Subject {
  return {
    text,
    by: kinds,
    step: (r) => {
      if (!kinds.includes(r.action.kind)) return false;
      const o = targetBefore(r);
      return o !== undefined && is(o);
    },
  };
}

/** Whether `o` is on the battlefield. */
export const onField = (o: ObjectView): boolean => o.zone === 'battlefield';

/** A face-down permanent turned face up (the engine accepted it). */
export const TURNED_FACE_UP: Subject = {
  text: 'a face-down permanent turned face up',
  by: ['turn-face-up'],
  step: (r) => {
    if (r.action.kind !== 'turn-face-up' || !r.result.ok) return false;
    const o = targetBefore(r);
    return o !== undefined && onField(o) && o.faceDown !== null;
  },
};

/** A permanent that transformed or converted (it shows its other face after the step). */
export const TRANSFORMED: Subject = {
  text: 'a permanent that transformed',
  by: ['transform', 'convert'],
  step: (r) => {
    if ((r.action.kind !== 'transform' && r.action.kind !== 'convert') || !r.result.ok) return false;
    const o = targetBefore(r);
    if (o === undefined || !onField(o)) return false;
    const after = objectById(r.after.referee, o.id);
    return after !== undefined && after.face !== o.face;
  },
};

/** An object with a card that changed zones (it is gone from the views after the step). */
export const ZONE_CHANGE: Subject = {
  text: 'a card that changed zones',
  by: ['move', 'cast', 'resolve', 'counter', 'draw', 'put-onto-battlefield', 'manifest', 'cloak'],
  step: (r) => {
    if (!r.result.ok) return false;
    const after = new Set(allObjects(r.after.referee).map((o) => o.id));
    return allObjects(r.before.referee).some((o) => !after.has(o.id) && (o.cards?.length ?? 0) > 0);
  },
};

/** A permanent that left the battlefield. */
export const LEFT_BATTLEFIELD: Subject = {
  text: 'a permanent that left the battlefield',
  by: ['move', 'sacrifice', 'deal-damage'],
  step: (r) => {
    if (!r.result.ok) return false;
    const after = new Set(r.after.referee.battlefield.map((o) => o.id));
    return r.before.referee.battlefield.some((o) => !after.has(o.id));
  },
};

const hasFaceDown = (s: Snapshot) =>
  s.referee.battlefield.some(isFaceDownSpellOrPermanent) || s.referee.stack.some(isFaceDownSpellOrPermanent);

/** A face-down spell or permanent in the game. */
export const FACE_DOWN_PRESENT: Subject = {
  text: 'a face-down spell or permanent',
  by: ['manifest', 'cloak', 'cast', 'turn-face-down', 'manifest-dread'],
  initial: hasFaceDown,
  step: (r) => hasFaceDown(r.after),
};

/** A double-faced permanent (not face down, not melded) that a step of `kinds` named. */
export function toldDoubleFaced(text: string, kinds: readonly string[]): Subject {
  return told(text, kinds, (o) => onField(o) && o.faceDown === null && !o.melded && dfcFaces(o) !== null);
}

/** Any step the engine accepted: the subject of a property that judges every step. */
export const ANY_STEP: Subject = { text: 'a step the engine accepted', step: (r) => r.result.ok };

/** Damage an effect with no source dealt to a permanent (120/damage-by-recipient). */
export const DAMAGE_TO_PERMANENT: Subject = {
  text: 'damage dealt to a permanent',
  by: ['deal-damage'],
  step: (r) =>
    r.action.kind === 'deal-damage' &&
    r.action.source === undefined &&
    r.result.ok &&
    targetBefore(r)?.zone === 'battlefield',
};

/** Damage dealt to a player or a permanent, in a game whose views show life totals. */
export const DAMAGE_WITH_LIFE: Subject = {
  text: 'damage dealt, with life totals in the views',
  by: ['deal-damage', 'deal-damage-to-player'],
  step: (r) =>
    r.result.ok &&
    (r.action.kind === 'deal-damage' || r.action.kind === 'deal-damage-to-player') &&
    r.before.referee.players.every((p) => p.life !== undefined),
};

const isPlaneswalkerOrBattle = (o: ObjectView) =>
  (o.characteristics?.types ?? []).some((t) => t === 'Planeswalker' || t === 'Battle');

/** A planeswalker or battle on the battlefield: entering, becoming one, or there (its counters are judged). */
export const PLANESWALKER_OR_BATTLE: Subject = {
  text: 'a planeswalker or battle on the battlefield',
  initial: (s) => s.referee.battlefield.some(isPlaneswalkerOrBattle),
  step: (r) => r.result.ok && r.after.referee.battlefield.some(isPlaneswalkerOrBattle),
};

/** An ability triggered. */
export const TRIGGERED: Subject = {
  text: 'an ability that triggered',
  step: (r) => r.result.ok && r.result.events.some((e) => e.kind === 'triggered'),
};

/** A phase-out or phase-in of a permanent with something attached to it. */
export const PHASING_WITH_ATTACHMENTS: Subject = {
  text: 'a permanent with attachments phasing out or in',
  by: ['phase-out', 'phase-in'],
  step: (r) => {
    const a = r.action;
    if (!r.result.ok || (a.kind !== 'phase-out' && a.kind !== 'phase-in')) return false;
    return r.before.referee.battlefield.some((o) => o.attachedTo === a.object);
  },
};

const bound = (o: ObjectView) =>
  (o.characteristics?.abilities ?? []).some((b) => b.kind === 'daybound' || b.kind === 'nightbound');

/** A daybound or nightbound permanent on the battlefield. */
export const BOUND_PERMANENT: Subject = {
  text: 'a daybound or nightbound permanent',
  step: (r) => r.result.ok && r.after.referee.battlefield.some(bound),
};

/** A face-down permanent told to turn face up (accepted or refused: either may be the rule). */
export const TOLD_TO_TURN_FACE_UP = told(
  'a face-down permanent told to turn face up',
  ['turn-face-up'],
  (o) => onField(o) && o.faceDown !== null,
);

/** A face-down permanent told to turn face down again. */
export const FACE_DOWN_TOLD_TO_TURN_FACE_DOWN = told(
  'a face-down permanent told to turn face down',
  ['turn-face-down'],
  (o) => onField(o) && o.faceDown !== null,
);

/** The object an accepted copy step copies (`of`, `asCopyOf`), as it was before the step. */
export function copiedBefore(r: StepRecord): ObjectView | undefined {
  const a = r.action;
  const of =
    a.kind === 'become-copy' || a.kind === 'create-token-copy'
      ? a.of
      : a.kind === 'put-onto-battlefield'
        ? a.asCopyOf
        : undefined;
  return of === undefined || !r.result.ok ? undefined : objectById(r.before.referee, of);
}

/** A copy of a face-down permanent, or a face-down permanent that became a copy. */
export const COPY_OF_FACE_DOWN: Subject = {
  text: 'a copy of a face-down permanent, or a face-down permanent becoming a copy',
  by: ['become-copy', 'create-token-copy', 'put-onto-battlefield'],
  step: (r) => {
    const of = copiedBefore(r);
    if (of !== undefined && onField(of) && isFaceDownSpellOrPermanent(of)) return true;
    const o = r.action.kind === 'become-copy' && r.result.ok ? targetBefore(r) : undefined;
    return o !== undefined && onField(o) && isFaceDownSpellOrPermanent(o);
  },
};

/** A copy of a face-up double-faced or melded permanent. */
export const COPY_OF_DOUBLE_FACED: Subject = {
  text: 'a copy of a face-up double-faced or melded permanent',
  by: ['become-copy', 'create-token-copy', 'put-onto-battlefield'],
  step: (r) => {
    const of = copiedBefore(r);
    return of !== undefined && onField(of) && of.faceDown === null && (of.melded || dfcFaces(of) !== null);
  },
};
