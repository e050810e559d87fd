/**
 * 712.14, 712.14a, 712.14b, 712.13: a double-faced card put onto the battlefield from
 * anywhere but the stack enters front face up, or back face up when put there
 * "transformed"; a card that isn't double-faced told to enter transformed, and a modal
 * DFC whose front isn't a permanent, stay where they are; a resolving double-faced
 * spell enters with the face it had on the stack. Day and night come first for a card with
 * daybound or nightbound: at night a daybound card enters transformed (702.145b), and whatever
 * face it enters with, it shows the face day or night requires at once (702.145c, 702.145f).
 */
import {
  subjects,
  defineProperty,
  dfcFaces,
  type Face,
  type GameView,
  isPermanentFace,
  objectById,
  objectOfCard,
  type StepRecord,
  violation,
  type Violation,
  games,
} from '../harness/index.js';

/** The face day or night requires of a double-faced card with daybound or nightbound, or null (702.145). */
function dayNightFace(view: GameView, faces: readonly [Face, Face]): 'front' | 'back' | null {
  const has = (f: Face, kind: 'daybound' | 'nightbound') => f.abilities.some((a) => a.kind === kind);
  if (view.dayNight === 'night' && has(faces[0], 'daybound') && isPermanentFace(faces[1])) return 'back';
  if (view.dayNight === 'day' && has(faces[1], 'nightbound')) return 'front';
  return null;
}

function putOnto(record: StepRecord): Violation | null {
  const a = record.action;
  if (a.kind !== 'put-onto-battlefield' || a.asCopyOf !== undefined || !record.result.ok) return null;
  const before = objectById(record.before.referee, a.object);
  const card = before?.cards?.length === 1 ? before.cards[0] : undefined;
  if (!before || card === undefined || before.zone === 'battlefield' || before.zone === 'stack') return null;
  const after = objectOfCard(record.after.referee, card);
  const faces = dfcFaces(before);
  const stays = () =>
    after && after.zone === before.zone
      ? null
      : violation(`${record.text}: the card should stay in the ${before.zone}`, before.zone, after?.zone ?? 'absent');
  if (a.transformed) {
    if (!faces)
      return (
        stays() &&
        violation(
          `${record.text}: a card that isn't double-faced can't enter transformed; it stays in its zone (712.14a)`,
          before.zone,
          after?.zone ?? 'absent',
        )
      );
    if (!isPermanentFace(faces[1])) return null; // not settled by 712.14a
    if (dayNightFace(record.after.referee, faces) === 'front') return null; // 702.145f: by day it transforms at once
    if (after?.zone === 'battlefield' && (after.face !== 'back' || after.faceDown !== null)) {
      return violation(`${record.text}: it enters with its back face up (712.14a)`, 'back face up', {
        face: after.face,
        faceDown: after.faceDown,
      });
    }
    return null;
  }
  if (!faces) return null;
  const def = before.printed?.kind === 'card' ? before.printed.definition : null;
  if (def?.layout === 'modal-dfc' && !isPermanentFace(faces[0])) {
    const v = stays();
    return (
      v &&
      violation(
        `${record.text}: a modal DFC whose front face isn't a permanent stays in its zone (712.14b)`,
        v.expected,
        v.actual,
      )
    );
  }
  if (dayNightFace(record.after.referee, faces) === 'back') return null; // 702.145b: at night it enters transformed
  if (after?.zone === 'battlefield' && (after.face !== 'front' || after.faceDown !== null)) {
    return violation(`${record.text}: a double-faced card enters front face up (712.14)`, 'front face up', {
      face: after.face,
      faceDown: after.faceDown,
    });
  }
  return null;
}

function resolves(record: StepRecord): Violation | null {
  if (record.action.kind !== 'resolve' || !record.result.ok) return null;
  const top = record.before.referee.stack.at(-1);
  const card = top?.cards?.length === 1 ? top.cards[0] : undefined;
  if (!top || card === undefined || top.faceDown !== null || !dfcFaces(top)) return null;
  const after = objectOfCard(record.after.referee, card);
  const faces = dfcFaces(top);
  // 702.145b, 702.145c, 702.145f: a daybound or nightbound card shows the face day or night requires.
  const dn = faces ? dayNightFace(record.after.referee, faces) : null;
  if (dn !== null)
    return after?.zone === 'battlefield' && after.faceDown === null && after.face !== dn
      ? violation(
          `${record.text}: it is ${record.after.referee.dayNight}, so it shows its ${dn} face (702.145)`,
          dn,
          after.face,
        )
      : null;
  if (record.action.transformed === true && top.face === 'front' && faces) {
    // Told to enter transformed: back face up, or to the graveyard if that face is an instant or sorcery (712.13a).
    if (after?.zone !== 'battlefield') return null;
    if (!isPermanentFace(faces[1]))
      return violation(
        `${record.text}: a spell with an instant or sorcery back face told to enter transformed goes to the ` +
          `graveyard (712.13a)`,
        'graveyard',
        after.zone,
      );
    return after.face === 'back' && after.faceDown === null
      ? null
      : violation(
          `${record.text}: a double-faced spell told to enter transformed enters back face up (712.13a)`,
          'back',
          after.face,
        );
  }
  if (after?.zone === 'battlefield' && after.faceDown === null && after.face !== top.face) {
    return violation(
      `${record.text}: a double-faced spell enters with the face it had on the stack (712.13)`,
      top.face,
      after.face,
    );
  }
  return null;
}

export const property = defineProperty({
  id: '712/enters-front-face-up',
  description:
    'A double-faced card enters front face up unless put onto the battlefield transformed or cast with its back ' +
    'face up.',
  rules: ['712.14', '712.14a', '712.14b', '712.13', '712.13a', '702.145b'],
  mechanics: ['transform', 'modal-dfc'],
  subject: subjects.DOUBLE_FACED_ENTERS,
  core: [['transform', 'modal-dfc']],
  reads: 'referee',
  games: games.dfcHeavy({
    setup: {
      cards: { weights: { single: 2, 'nonmodal-dfc': 5, 'modal-dfc': 4, meld: 1 } },
      minBattlefield: 0,
      maxHand: 4,
      maxGraveyard: 3,
      maxExile: 2,
    },
    weights: { 'put-onto-battlefield': 8, cast: 4, resolve: 5, move: 2, transform: 1, manifest: 0, cloak: 0 },
  }),
  checkStep(record) {
    return putOnto(record) ?? resolves(record);
  },
});
