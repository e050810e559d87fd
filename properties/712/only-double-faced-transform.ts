/**
 * 701.27a, 701.27c, 712.9, 712.4c: only permanents represented by a double-faced card
 * or token transform or convert; any other permanent (an ordinary card or token, a
 * meld card, a Clone copying a double-faced permanent) is unchanged.
 */
import {
  subjects,
  appearance,
  defineProperty,
  dfcFaces,
  reportsTransform,
  transformedPermanent,
  violation,
  games,
  sameJson,
} from '../harness/index.js';

export const property = defineProperty({
  id: '712/only-double-faced-transform',
  description: 'Telling a permanent that is not a double-faced card or token to transform or convert does nothing.',
  rules: ['701.27a', '701.27c', '701.28a', '712.9', '712.4c'],
  mechanics: ['transform', 'copy'],
  subject: subjects.SINGLE_FACED_TOLD_TO_TRANSFORM,
  core: ['transform'],
  reads: 'referee',
  games: games.mixed({
    setup: {
      cards: { weights: { single: 4, 'nonmodal-dfc': 3, 'modal-dfc': 1, meld: 2, 'legendary-pair': 1 } },
      minBattlefield: 1,
      maxTokens: 2,
      faceDownPercent: 15,
    },
    weights: {
      transform: 8,
      convert: 2,
      'activate-transform': 1,
      resolve: 1,
      'become-copy': 4,
      'create-token-copy': 2,
      'create-token': 2,
      meld: 2,
      cast: 0,
    },
  }),
  checkStep(record) {
    const target = transformedPermanent(record);
    if (!target || dfcFaces(target.before) !== null) return null;
    const { id, before, after } = target;
    if (!sameJson(appearance(before), appearance(after))) {
      return violation(
        `${record.text}: a permanent that is not a double-faced card or token changed (701.27c)`,
        appearance(before),
        appearance(after),
      );
    }
    if (reportsTransform(record, id))
      return violation(
        `${record.text}: the engine reports a ${record.action.kind} of a permanent that can't (701.27c)`,
        'no transformed/converted event',
        record.result.ok ? record.result.events : null,
      );
    return null;
  },
});
