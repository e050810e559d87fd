/**
 * 202.3a-c, 712.8c/e/g, 708.2a: mana value by face. The back face of a nonmodal DFC
 * uses its front face's cost; a modal DFC uses the face that is up; a melded permanent
 * adds its two front faces; face-down objects have mana value 0; a copy of a
 * nonmodal back face or of a melded permanent has mana value 0. Under editions before
 * 2016-04-08 a back face has no mana cost and so mana value 0 (2011's 711.2b, 202.3a). A split card
 * counts both halves' costs everywhere but the stack, and a split spell only the half cast (202.3d,
 * 709.3b, 709.4b): checked in every view and on the spell each split-half cast makes (split-cast.ts).
 */
import { expectedFace, hasX } from './expected-face.js';
import { splitHalfCast } from './split-cast.js';
import {
  subjects,
  allObjects,
  copiesMadeBy,
  reportsTransform,
  spellCopiesMadeBy,
  copyAffectedIds,
  DEFAULT_EDITION,
  defineProperty,
  editionRules,
  definitionOf,
  type GameView,
  objectById,
  type ObjectView,
  type StepRecord,
  type Trace,
  violation,
  type Violation,
  games,
} from '../harness/index.js';

function byFace(view: GameView, trace: Trace, upTo: number, when: string): Violation | null {
  const copied = copyAffectedIds(trace, upTo);
  for (const o of allObjects(view)) {
    if (copied.has(o.id) || o.characteristics === null || (o.zone === 'stack' && hasX(o))) continue;
    const e = expectedFace(o, editionRules(trace.edition ?? DEFAULT_EDITION));
    if (e && o.characteristics.manaValue !== e.manaValue) {
      return violation(
        `${when}: ${o.id} in ${o.zone} (face ${o.face}${o.faceDown ? ', face down' : ''}) has the wrong mana ` +
          `value (${e.clause})`,
        e.manaValue,
        o.characteristics.manaValue,
      );
    }
  }
  return null;
}

/** A copy of a nonmodal back face, of a melded permanent, or of a face-down permanent or spell has mana value 0. */
function copyIsZero(source: ObjectView): string | null {
  if (source.faceDown !== null) return '708.10';
  if (source.melded) return '202.3c';
  const def = definitionOf(source);
  return def?.layout === 'nonmodal-dfc' && source.face === 'back' ? '202.3b' : null;
}

function copies(record: StepRecord, trace: Trace): Violation | null {
  const a = record.action;
  const sourceId =
    a.kind === 'become-copy' || a.kind === 'create-token-copy' || a.kind === 'copy-spell'
      ? a.of
      : a.kind === 'put-onto-battlefield'
        ? a.asCopyOf
        : undefined;
  if (sourceId === undefined) return null;
  const source = objectById(record.before.referee, sourceId);
  // A copy of a spell copies it on the stack (707.10, 707.10g); other copies copy a permanent.
  const sourceZone = a.kind === 'copy-spell' ? 'stack' : 'battlefield';
  // A source itself under a copy effect may copy a back face it doesn't show; leave it.
  if (!source || source.zone !== sourceZone || copyAffectedIds(trace, record.index - 1).has(source.id)) return null;
  const clause = copyIsZero(source);
  if (clause === null) return null;
  const made = a.kind === 'copy-spell' ? spellCopiesMadeBy(record) : copiesMadeBy(record);
  for (const c of made) {
    // A double-faced token copy enters back face up (707.8a) and may transform at once, a nightbound one by day
    // (702.145f): front face up, it no longer copies a back face.
    if (reportsTransform(record, c.id)) continue;
    if (c.characteristics && c.characteristics.manaValue !== 0) {
      return violation(
        `${record.text}: the copy ${c.id} should have mana value 0 (${clause})`,
        0,
        c.characteristics.manaValue,
      );
    }
  }
  return null;
}

/** Actions after which a copy's mana value may rightly change: another copy effect, a face change. */
const CHANGES_COPY = new Set(['become-copy', 'transform', 'convert', 'turn-face-down', 'turn-face-up', 'meld']);

/**
 * A permanent that became a copy of a back face, melded or face-down permanent keeps mana value 0 while it stays
 * that copy, whatever happens to what it copied (707.2: the copiable values are taken as the copy effect begins).
 */
function copiesStayZero(record: StepRecord, trace: Trace): Violation | null {
  for (const earlier of trace.records.slice(0, record.index)) {
    const a = earlier.action;
    // copiesMadeBy: none when either was phased out (702.26b), and then nothing became a copy.
    if (a.kind !== 'become-copy' || copiesMadeBy(earlier).length === 0) continue;
    const source = objectById(earlier.before.referee, a.of);
    if (source?.zone !== 'battlefield' || copyAffectedIds(trace, earlier.index - 1).has(source.id)) continue;
    const clause = copyIsZero(source);
    if (clause === null) continue;
    const since = trace.records.slice(earlier.index + 1, record.index + 1);
    if (since.some((r) => CHANGES_COPY.has(r.action.kind) && 'object' in r.action && r.action.object === a.object))
      continue;
    const copy = objectById(record.after.referee, a.object);
    if (copy?.zone === 'battlefield' && copy.characteristics && copy.characteristics.manaValue !== 0)
      return violation(
        `after ${record.text}: ${copy.id}, a copy of ${source.id} since "${earlier.text}", has mana value 0 while ` +
          `it stays that copy (${clause}, 707.2)`,
        0,
        copy.characteristics.manaValue,
      );
  }
  return null;
}

export const property = defineProperty({
  id: '712/mana-value-by-face',
  description:
    'Mana value follows the face rules: front cost for nonmodal back faces, sum for melded, 0 face down and for ' +
    'copies of back faces or melded permanents; a split card both halves, a split spell the half cast.',
  rules: [
    '202.3a',
    '202.3b',
    '202.3c',
    '712.8c',
    '712.8e',
    '712.8g',
    '708.2a',
    '707.10g',
    '708.10',
    '707.2',
    '702.145f',
    '202.3d',
    '709.3b',
    '709.4b',
  ],
  mechanics: ['transform', 'copy', 'split-cards'],
  subject: subjects.DOUBLE_FACED_PRESENT,
  core: [['transform', 'copy', 'split-cards']],
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { backFacePercent: 50, cards: { weights: { split: 1 } } },
    weights: {
      transform: 5,
      'become-copy': 4,
      'create-token-copy': 4,
      'put-onto-battlefield': 2,
      meld: 3,
      cast: 3,
      resolve: 2,
      manifest: 1,
      'turn-face-up': 1,
    },
    // Copies of back faces whose source then leaves, transforms or is copied again (issue 12).
    steps: {
      motifs: {
        'history-become-copy': 10,
        'transform-then-copy-back-face': 6,
        'copy-then-source-changes': 20,
        // Split cards cast as one half (202.3d, 709.3b).
        'cast-split-half': 25,
      },
    },
  }),
  checkInitial(initial, trace) {
    return byFace(initial.referee, trace, -1, 'after setup');
  },
  checkStep(record, trace) {
    return (
      splitHalfCast(record) ??
      copies(record, trace) ??
      copiesStayZero(record, trace) ??
      byFace(record.after.referee, trace, record.index, `after ${record.text}`)
    );
  },
});
