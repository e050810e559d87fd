/**
 * 712.15a: a face-down double-faced permanent can't transform or convert, and when it
 * is turned face up it has its front face up; at night a daybound one then transforms at
 * once (702.145c), unless its back face is an instant or sorcery face (712.10), daybound on its front face or from
 * a copy effect (707.2).
 */
import {
  subjects,
  appearance,
  beforeAfter,
  defineProperty,
  dfcFaces,
  reportsTransform,
  transformedPermanent,
  violation,
  games,
  sameJson,
} from '../harness/index.js';

export const property = defineProperty({
  id: '712/face-down-never-transforms',
  description:
    'A face-down permanent never transforms or converts; a double-faced card turned face up shows its front face.',
  rules: ['712.15a', '701.27a', '702.145c'],
  mechanics: ['transform', 'manifest'],
  subject: subjects.FACE_DOWN_DOUBLE_FACED_TOLD,
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { cards: { weights: { 'modal-dfc': 3, meld: 1 } }, faceDownPercent: 60, minLibrary: 2 },
    weights: {
      transform: 6,
      convert: 2,
      'turn-face-up': 5,
      manifest: 3,
      cloak: 3,
      'manifest-dread': 1,
      cast: 0,
      'put-onto-battlefield': 0,
    },
  }),
  checkStep(record) {
    const target = transformedPermanent(record);
    if (target && target.before.faceDown !== null) {
      const { id, before, after } = target;
      if (!sameJson(appearance(before), appearance(after)))
        return violation(
          `${record.text}: a face-down permanent changed (712.15a)`,
          appearance(before),
          appearance(after),
        );
      if (reportsTransform(record, id))
        return violation(
          `${record.text}: the engine reports a ${record.action.kind} of a face-down permanent (712.15a)`,
          'no transformed/converted event',
          record.result.ok ? record.result.events : null,
        );
    }
    if (record.action.kind !== 'turn-face-up' || !record.result.ok) return null;
    const { before, after } = beforeAfter(record, record.action.object);
    const faces = before ? dfcFaces(before) : null;
    // 702.145c: face up at night, a permanent front face up with daybound transforms at once: daybound printed on
    // its front face, or given by a copy effect (707.2), which it keeps back face up.
    const hasDaybound = (abilities: readonly { readonly kind: string }[] | null | undefined) =>
      abilities?.some((x) => x.kind === 'daybound') === true;
    const daybound = hasDaybound(faces?.[0].abilities) || hasDaybound(after?.characteristics?.abilities);
    const followsNight =
      daybound && record.after.referee.dayNight === 'night' && reportsTransform(record, record.action.object);
    if (
      before?.zone === 'battlefield' &&
      before.faceDown !== null &&
      faces &&
      after &&
      after.faceDown === null &&
      after.face !== 'front' &&
      !followsNight
    ) {
      return violation(
        `${record.text}: a double-faced card turned face up must show its front face (712.15a)`,
        'front',
        after.face,
      );
    }
    return null;
  },
});
