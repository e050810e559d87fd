/**
 * 708.2b: turning a face-down permanent face down does nothing: it keeps the way it
 * became face down (and so ward {2} by disguise or cloak), its characteristics and its
 * copiable values. The double-faced case is 712/dfc-cannot-be-turned-face-down.
 */
import { subjects, beforeAfter, defineProperty, games, targetId, violation, sameJson } from '../harness/index.js';

export const property = defineProperty({
  id: '708/face-down-cannot-be-turned-face-down',
  description: 'Turning a face-down permanent face down changes nothing about it.',
  rules: ['708.2b'],
  mechanics: ['turn-face-down'],
  subject: subjects.FACE_DOWN_TOLD_TO_TURN_FACE_DOWN,
  reads: 'referee',
  games: games.faceDown({
    setup: { faceDownPercent: 70, minLibrary: 1 },
    weights: {
      'turn-face-down': 6,
      'apply-effect': 2,
      cloak: 2,
      manifest: 1,
      'turn-face-up': 2,
      'become-copy': 1,
      cast: 1,
      resolve: 1,
    },
  }),
  checkStep(record) {
    if (record.action.kind !== 'turn-face-down') return null;
    const id = targetId(record);
    if (id === null) return null;
    const { before, after } = beforeAfter(record, id);
    if (before?.zone !== 'battlefield' || before.faceDown === null) return null;
    const shown = (o: typeof before | undefined) =>
      o ? { zone: o.zone, faceDown: o.faceDown, characteristics: o.characteristics } : 'absent';
    if (!sameJson(shown(before), shown(after)))
      return violation(
        `${record.text}: a face-down permanent can't be turned face down; nothing should change (708.2b)`,
        shown(before),
        shown(after),
      );
    const turned =
      record.result.ok && record.result.events.some((e) => e.kind === 'turned-face-down' && e.object === id);
    if (turned)
      return violation(
        `${record.text}: the engine reports turning an already face-down permanent face down (708.2b)`,
        'no turned-face-down event',
        record.result.events,
      );
    // The copiable values must not change either: seen when it is later copied or turned face up, checked by
    // 708/copy-of-face-down.
    return null;
  },
});
