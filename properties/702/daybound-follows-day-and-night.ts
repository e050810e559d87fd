/**
 * 702.145: daybound and nightbound permanents follow the game's day and night at once, not as
 * state-based actions. After any accepted action, in the referee's view: while a permanent with
 * daybound is on the battlefield it is day or night (702.145d), and so it is while one with
 * nightbound is (702.145g); at night no daybound permanent represented by a double-faced card or
 * token is front face up (702.145c), and by day no nightbound one is back face up (702.145f). A
 * permanent not represented by a double-faced object cannot transform (701.27c), nor one whose other
 * face is an instant or sorcery face, such as a double-faced token copying a daybound creature
 * (701.27d, 712.10), and a phased-out one is treated as though it does not exist (702.26b).
 * A card with nightbound on its back face put onto the battlefield transformed by day enters back face up (712.14a)
 * and transforms at once (702.145f): the board is the same as if it had entered front face up, but it transformed,
 * and the step's events say so (a "whenever this transforms" ability triggers on it; issue 41).
 */
import {
  subjects,
  defineProperty,
  dfcFaces,
  games,
  isSpellFace,
  type GameView,
  isPhysicallyDoubleFaced,
  newObjects,
  objectById,
  type ObjectView,
  reportsTransform,
  type StepRecord,
  violation,
} from '../harness/index.js';

type Bound = 'daybound' | 'nightbound';

/** Which of daybound and nightbound `o` has now (daybound first), or null. */
function boundOf(o: ObjectView): Bound | null {
  // Abilities the engine cannot say (model/view.ts, null): treated as neither, so not judged.
  const abilities = o.characteristics?.abilities ?? [];
  if (abilities.some((a) => a.kind === 'daybound')) return 'daybound';
  return abilities.some((a) => a.kind === 'nightbound') ? 'nightbound' : null;
}

/** The permanents that exist for the rules and have daybound or nightbound. */
function boundPermanents(view: GameView): readonly [ObjectView, Bound][] {
  return view.battlefield.flatMap((o) => {
    const bound = o.phasedOut ? null : boundOf(o);
    return bound === null ? [] : [[o, bound] as [ObjectView, Bound]];
  });
}

/**
 * 712.14a, 702.145f: the nightbound card an accepted `put-onto-battlefield` (transformed, as itself, face up) put
 * onto the battlefield by day, when the step reports no transform of it; else null.
 */
function enteredWithoutTransforming(record: StepRecord): ObjectView | null {
  const a = record.action;
  if (!record.result.ok || a.kind !== 'put-onto-battlefield' || a.transformed !== true) return null;
  if (a.asCopyOf !== undefined || a.faceDown === true || record.before.referee.dayNight !== 'day') return null;
  const cards = objectById(record.before.referee, a.object)?.cards ?? [];
  const entered = newObjects(record).find(
    (o) => o.zone === 'battlefield' && o.faceDown === null && (o.cards ?? []).some((c) => cards.includes(c)),
  );
  const faces = entered === undefined ? null : dfcFaces(entered);
  if (entered === undefined || faces === null || !isPhysicallyDoubleFaced(entered)) return null;
  const [front, back] = faces;
  if (isSpellFace(back) || isSpellFace(front) || !back.abilities.some((x) => x.kind === 'nightbound')) return null;
  return reportsTransform(record, entered.id) ? null : entered;
}

export const property = defineProperty({
  id: '702/daybound-follows-day-and-night',
  description:
    'While a daybound or nightbound permanent is on the battlefield it is day or night; at night no daybound ' +
    'double-faced permanent is front face up, and by day no nightbound one is back face up.',
  rules: [
    '712.14a',
    '702.145c',
    '702.145d',
    '702.145f',
    '702.145g',
    '702.145b',
    '702.145e',
    '701.27c',
    '701.27d',
    '712.10',
    '702.26b',
  ],
  mechanics: ['transform', 'day-night'],
  subject: subjects.BOUND_PERMANENT,
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { cards: { weights: { daybound: 6 } } },
    weights: {
      'day-night-check': 5,
      'become-day-or-night': 3,
      'put-onto-battlefield': 4,
      transform: 3,
      'become-copy': 2,
      'apply-effect': 2,
      'phase-out': 1,
      'phase-in': 1,
    },
    // A nightbound card put onto the battlefield transformed by day (712.14a, 702.145f; issue 41).
    steps: { motifs: { 'day-then-put-transformed': 8 } },
  }),
  checkStep(record) {
    if (!record.result.ok) return null;
    const untransformed = enteredWithoutTransforming(record);
    if (untransformed !== null)
      return violation(
        `${record.text}: ${untransformed.id} entered back face up (712.14a) by day with nightbound, so it transforms ` +
          'at once (702.145f); the step reports no transform of it',
        { transformed: untransformed.id },
        record.result.events.map((e) => e.kind),
      );
    const view = record.after.referee;
    const bound = boundPermanents(view);
    if (view.dayNight === undefined) {
      const first = bound[0];
      if (first === undefined) return null;
      const [o, kind] = first;
      return violation(
        `${record.text}: ${o.id} has ${kind} but it is neither day nor night; it must become ` +
          `${kind === 'daybound' ? 'day (702.145d)' : 'night (702.145g)'}`,
        kind === 'daybound' ? 'day' : 'night',
        'neither',
      );
    }
    const wrong: Bound = view.dayNight === 'night' ? 'daybound' : 'nightbound';
    const wrongFace = view.dayNight === 'night' ? 'front' : 'back';
    for (const [o, kind] of bound) {
      if (kind !== wrong || o.face !== wrongFace || o.faceDown !== null || !isPhysicallyDoubleFaced(o)) continue;
      const into = dfcFaces(o)?.[wrongFace === 'front' ? 1 : 0];
      if (into !== undefined && isSpellFace(into)) continue; // 701.27d, 712.10
      return violation(
        `${record.text}: it is ${view.dayNight} and ${o.id} (${o.characteristics?.name ?? 'nameless'}) with ` +
          `${kind} is still ${wrongFace} face up; it must transform at once ` +
          `(${kind === 'daybound' ? '702.145c' : '702.145f'})`,
        { face: wrongFace === 'front' ? 'back' : 'front' },
        { face: o.face },
      );
    }
    return null;
  },
});
