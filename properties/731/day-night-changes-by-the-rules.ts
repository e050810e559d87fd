/**
 * 731: the game's day/night designation changes only as the rules say. A game starts with
 * neither, and once it has one it always has exactly one (731.1). A new turn's check makes day
 * night when the previous turn's active player cast no spells (731.2a), night day when they cast
 * two or more (731.2b), and does nothing with neither (731.2c, 502.2); a new turn's untap step checks
 * the previous turn's spells the same way (judged by 731/begin-turn-counts-the-previous-active-players-spells,
 * here only that it never goes back to neither). An effect making it day or
 * night does so (731.1, 731.1a). Any other action leaves it as it was, except that from neither a
 * daybound permanent then on the battlefield makes it day (702.145d), or else a nightbound one
 * makes it night (702.145g). That happens at once, not as a state-based action, so a daybound or nightbound
 * permanent that is one only for a moment within the step (turned face up, put onto the battlefield or made a copy,
 * then put into a graveyard by a state-based action before anyone would receive priority, 704.3) may have made it
 * day or night too.
 */
import {
  subjects,
  allObjects,
  defineProperty,
  definitionOf,
  games,
  type GameView,
  type ObjectView,
  type StepRecord,
  violation,
} from '../harness/index.js';

type Designation = 'day' | 'night' | null;

/** What daybound and nightbound make of a game with neither designation (702.145d, 702.145g). */
function fromNeither(view: GameView): Designation {
  const has = (kind: 'daybound' | 'nightbound') =>
    view.battlefield.some((o) => !o.phasedOut && (o.characteristics?.abilities ?? []).some((a) => a.kind === kind));
  return has('daybound') ? 'day' : has('nightbound') ? 'night' : null;
}

type Bound = 'daybound' | 'nightbound';
const hasBound = (faces: readonly { readonly abilities: readonly { readonly kind: string }[] }[], kind: Bound) =>
  faces.some((f) => f.abilities.some((ab) => ab.kind === kind));

/**
 * Whether something with a daybound (or nightbound) face may have been such a permanent for a moment during the
 * step and is gone by its end: it was on the battlefield face up, on the stack, the step's own object (with the
 * faces of what it became a copy of) or the one it copies, or a token the step created, and it is no longer on the
 * battlefield (702.145d and 702.145g apply at once; the state-based check comes after, 704.3, and may put it into
 * a graveyard: a creature that became a copy of a legendary one and met the legend rule, 704.5j).
 */
function briefly(record: StepRecord, kind: Bound): boolean {
  const before = record.before.referee;
  const after = record.after.referee;
  const a = record.action;
  if (a.kind === 'create-token' && hasBound(a.token.faces, kind)) return true;
  const named = new Set<string>();
  if ('object' in a && typeof a.object === 'string') named.add(a.object);
  if ('of' in a && typeof a.of === 'string') named.add(a.of);
  const ids = new Set(after.battlefield.map((o) => o.id));
  const cards = new Set(after.battlefield.flatMap((o) => o.cards ?? []));
  const gone = (o: ObjectView) => !ids.has(o.id) && !(o.cards ?? []).some((c) => cards.has(c));
  const copied = a.kind === 'become-copy' ? allObjects(before).find((o) => o.id === a.of) : undefined;
  const faces = (o: ObjectView) => [
    ...(definitionOf(o)?.faces ?? []),
    ...(copied !== undefined && a.kind === 'become-copy' && o.id === a.object
      ? (definitionOf(copied)?.faces ?? [])
      : []),
  ];
  const candidates = [
    ...before.battlefield.filter((o) => o.faceDown === null || named.has(o.id)),
    ...before.stack,
    ...allObjects(before).filter((o) => named.has(o.id)),
  ];
  return candidates.some((o) => (gone(o) || a.kind === 'create-token-copy') && hasBound(faces(o), kind));
}

const show = (d: Designation): string => d ?? 'neither';

export const property = defineProperty({
  id: '731/day-night-changes-by-the-rules',
  description:
    "The game's day/night designation changes only by a new turn's check (no spells: day to night; two or " +
    'more: night to day), an effect, or a daybound or nightbound permanent while it is neither; never back to neither.',
  rules: ['731.1', '731.1a', '731.2a', '731.2b', '731.2c', '502.2', '702.145d', '702.145g'],
  mechanics: ['day-night'],
  subject: subjects.DAY_NIGHT_CHANGE,
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { cards: { weights: { daybound: 4 } } },
    weights: { 'day-night-check': 8, 'become-day-or-night': 2, 'put-onto-battlefield': 3, cast: 3, resolve: 3 },
  }),
  checkStep(record) {
    if (!record.result.ok) return null;
    const a = record.action;
    const before: Designation = record.before.referee.dayNight ?? null;
    const after: Designation = record.after.referee.dayNight ?? null;
    let expected: Designation;
    let clause: string;
    if (a.kind === 'day-night-check') {
      if (before === 'day' && a.spellsCast === 0) [expected, clause] = ['night', '731.2a'];
      else if (before === 'night' && a.spellsCast >= 2) [expected, clause] = ['day', '731.2b'];
      else [expected, clause] = [before, before === null ? '731.2c' : before === 'day' ? '731.2a' : '731.2b'];
    } else if (a.kind === 'become-day-or-night') [expected, clause] = [a.designation, '731.1'];
    else if (a.kind === 'begin-turn') {
      // The untap step's check counts the previous turn's spells (731.2; judged by
      // 731/begin-turn-counts-the-previous-active-players-spells): either designation may follow, never neither again.
      if (before === null || after !== null) return null;
      [expected, clause] = [before, '731.1'];
    } else if (before === null && record.after.referee.battlefield.some((o) => o.characteristics?.abilities === null))
      return null; // whether something daybound is there is unknown: abilities the engine cannot say (model/view.ts)
    else if (before === null) [expected, clause] = [fromNeither(record.after.referee), '702.145d, 702.145g'];
    else [expected, clause] = [before, '731.1'];
    if (after === expected) return null;
    // A daybound permanent there for a moment made it day at once (702.145d), whatever is left at the end; a
    // nightbound one made it night when nothing daybound was there (702.145g).
    if (before === null && after === 'day' && briefly(record, 'daybound')) return null;
    if (before === null && expected === null && after === 'night' && briefly(record, 'nightbound')) return null;
    return violation(
      `${record.text}: it was ${show(before)} and is now ${show(after)}, ` +
        `but the rules make it ${show(expected)} (${clause})`,
      show(expected),
      show(after),
    );
  },
});
