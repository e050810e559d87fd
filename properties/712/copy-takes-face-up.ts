/**
 * 707.8, 707.8a: a copy of a double-faced or melded permanent takes the copiable values
 * of the face that is up; a token copy of a double-faced permanent is itself a
 * double-faced token with both faces, entering with the same face up. Before 2023-04-14 only
 * the face that was up was copied (2020's 706.8), so such a token was single-faced
 * (spec/editions.ts `copies-keep-both-faces`). A daybound copy entering at night, or a nightbound one by day,
 * transforms at once after entering (702.145c, 702.145f).
 */
import {
  subjects,
  copiesMadeBy,
  copyAffectedIds,
  defineProperty,
  dfcFaces,
  DEFAULT_EDITION,
  editionRules,
  objectById,
  reportsTransform,
  violation,
  games,
} from '../harness/index.js';

export const property = defineProperty({
  id: '712/copy-takes-face-up',
  description:
    'A copy of a double-faced or melded permanent copies the face that is up; a token copy of a DFC is a ' +
    'double-faced token.',
  rules: ['707.8', '707.8a', '702.145c', '702.145f'],
  mechanics: ['copy', 'transform'],
  subject: subjects.COPY_OF_DOUBLE_FACED,
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { minBattlefield: 2, backFacePercent: 50, faceDownPercent: 5 },
    weights: { 'become-copy': 6, 'create-token-copy': 6, 'put-onto-battlefield': 2, transform: 3, meld: 2, cast: 0 },
  }),
  checkStep(record, trace) {
    const a = record.action;
    const sourceId =
      a.kind === 'become-copy' || a.kind === 'create-token-copy'
        ? a.of
        : a.kind === 'put-onto-battlefield'
          ? a.asCopyOf
          : undefined;
    if (sourceId === undefined || !record.result.ok) return null;
    const source = objectById(record.before.referee, sourceId);
    if (source?.zone !== 'battlefield' || source.faceDown !== null || !source.characteristics) return null;
    if (!source.melded && !dfcFaces(source)) return null;
    for (const c of copiesMadeBy(record)) {
      // A face-down copy shows its face-down characteristics (layer 1b after 1a, 613.2b).
      if (c.id === sourceId || c.faceDown !== null) continue;
      // A double-faced copy with daybound entering at night, or nightbound by day, transforms at once (702.145c,
      // 702.145f): it took the face that was up, then turned to the other one (the source may have lost the ability).
      if (reportsTransform(record, c.id)) continue;
      const want = { name: source.characteristics.name, manaCost: source.characteristics.manaCost };
      const got = { name: c.characteristics?.name ?? null, manaCost: c.characteristics?.manaCost ?? null };
      if (want.name !== got.name || want.manaCost !== got.manaCost) {
        return violation(`${record.text}: the copy takes the face that is up (707.8)`, want, got);
      }
      const sourceFaces = dfcFaces(source);
      if (a.kind === 'create-token-copy' && sourceFaces && !copyAffectedIds(trace, record.index - 1).has(source.id)) {
        const tokenFaces = dfcFaces(c);
        const names = (f: typeof sourceFaces | null) => (f ? [f[0].name, f[1].name] : null);
        if (!editionRules(trace.edition ?? DEFAULT_EDITION).copiesKeepBothFaces) {
          if (tokenFaces === null) continue;
          return violation(
            `${record.text}: under edition ${trace.edition} a token copy of a double-faced permanent copies ` +
              'only the face that is up, so it is single-faced (706.8 then, 707.8 now)',
            { faces: null },
            { faces: names(tokenFaces) },
          );
        }
        if (!tokenFaces || names(tokenFaces)?.join('|') !== names(sourceFaces)?.join('|') || c.face !== source.face) {
          return violation(
            `${record.text}: a token copy of a double-faced permanent is a double-faced token with the same face ` +
              `up (707.8a)`,
            { faces: names(sourceFaces), face: source.face },
            { faces: names(tokenFaces), face: c.face },
          );
        }
      }
    }
    return null;
  },
});
