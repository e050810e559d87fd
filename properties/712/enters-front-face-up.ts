/**
 * 712.14, 712.14a, 712.14b, 712.13: a double-faced card put onto the battlefield from
 * anywhere but the stack enters front face up, or back face up when put there
 * "transformed"; a card that isn't double-faced told to enter transformed, and a modal
 * DFC whose front isn't a permanent, stay where they are; a resolving double-faced
 * spell enters with the face it had on the stack.
 */
import {
  defineProperty,
  dfcFaces,
  isPermanentFace,
  objectById,
  objectOfCard,
  type StepRecord,
  violation,
  type Violation,
  games,
} from '../harness/index.js';

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
  rules: ['712.14', '712.14a', '712.14b', '712.13', '712.13a'],
  mechanics: ['transform', 'modal-dfc'],
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
