/**
 * 701.27d, 712.10: if the face a permanent would transform or convert into is an
 * instant or sorcery face, nothing happens.
 */
import {
  subjects,
  appearance,
  defineProperty,
  dfcFaces,
  isSpellFace,
  otherSide,
  transformedPermanent,
  violation,
  games,
  sameJson,
} from '../harness/index.js';

export const property = defineProperty({
  id: '712/no-transform-into-instant-or-sorcery',
  description: 'A permanent never transforms or converts into an instant or sorcery face.',
  rules: ['701.27d', '712.10', '701.28a'],
  mechanics: ['transform', 'modal-dfc'],
  subject: subjects.TOLD_TO_TRANSFORM_INTO_A_SPELL,
  core: ['transform'],
  reads: 'referee',
  games: games.dfcHeavy({
    setup: {
      cards: { weights: { single: 0, 'nonmodal-dfc': 5, 'modal-dfc': 5, meld: 0 } },
      minBattlefield: 2,
      maxTokens: 2,
      faceDownPercent: 5,
      backFacePercent: 40,
    },
    weights: { transform: 8, convert: 3, 'create-token': 2, 'create-token-copy': 1, cast: 0, manifest: 0, cloak: 0 },
  }),
  checkStep(record) {
    const target = transformedPermanent(record);
    if (!target) return null;
    const { before, after } = target;
    if (before.faceDown !== null || before.melded) return null;
    const faces = dfcFaces(before);
    if (!faces) return null;
    const into = otherSide(before.face) === 'front' ? faces[0] : faces[1];
    if (!isSpellFace(into)) return null;
    if (!sameJson(appearance(before), appearance(after))) {
      return violation(
        `${record.text}: it would turn into the ${into.types.join(' ')} face ${into.name}, so nothing happens (712.10)`,
        appearance(before),
        appearance(after),
      );
    }
    return null;
  },
});
