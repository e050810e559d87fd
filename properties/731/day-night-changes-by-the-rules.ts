/**
 * 731: the game's day/night designation changes only as the rules say. A game starts with
 * neither, and once it has one it always has exactly one (731.1). A new turn's check makes day
 * night when the previous turn's active player cast no spells (731.2a), night day when they cast
 * two or more (731.2b), and does nothing with neither (731.2c, 502.2). An effect making it day or
 * night does so (731.1, 731.1a). Any other action leaves it as it was, except that from neither a
 * daybound permanent then on the battlefield makes it day (702.145d), or else a nightbound one
 * makes it night (702.145g). That happens at once, not as a state-based action, so a daybound permanent that is
 * one only for a moment within the step (turned face up or put onto the battlefield, then put into a graveyard by
 * a state-based action before anyone would receive priority, 704.3) may have made it day too.
 */
import {
  allObjects,
  defineProperty,
  definitionOf,
  games,
  type GameView,
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

/**
 * Whether a card with a daybound face may have been a daybound permanent for a moment during the step and is gone
 * by its end: it was on the battlefield face up, or the step's own object, or on the stack, and is no longer on
 * the battlefield (702.145d applies at once; the state-based check comes after, 704.3).
 */
function briefDaybound(record: StepRecord): boolean {
  const before = record.before.referee;
  const after = record.after.referee;
  const a = record.action;
  const target = 'object' in a && typeof a.object === 'string' ? a.object : null;
  const stillThere = new Set(after.battlefield.flatMap((o) => o.cards ?? []));
  const candidates = [...before.battlefield.filter((o) => o.faceDown === null || o.id === target), ...before.stack];
  const named = target === null ? undefined : allObjects(before).find((o) => o.id === target);
  if (named) candidates.push(named);
  return candidates.some(
    (o) =>
      (o.cards ?? []).some((c) => !stillThere.has(c)) &&
      (definitionOf(o)?.faces.some((f) => f.abilities.some((ab) => ab.kind === 'daybound')) ?? false),
  );
}

const show = (d: Designation): string => d ?? 'neither';

export const property = defineProperty({
  id: '731/day-night-changes-by-the-rules',
  description:
    "The game's day/night designation changes only by a new turn's check (no spells: day to night; two or " +
    'more: night to day), an effect, or a daybound or nightbound permanent while it is neither; never back to neither.',
  rules: ['731.1', '731.1a', '731.2a', '731.2b', '731.2c', '502.2', '702.145d', '702.145g'],
  mechanics: ['day-night'],
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
    else if (before === null) [expected, clause] = [fromNeither(record.after.referee), '702.145d, 702.145g'];
    else [expected, clause] = [before, '731.1'];
    if (after === expected) return null;
    if (before === null && expected === null && after === 'day' && briefDaybound(record)) return null;
    return violation(
      `${record.text}: it was ${show(before)} and is now ${show(after)}, ` +
        `but the rules make it ${show(expected)} (${clause})`,
      show(expected),
      show(after),
    );
  },
});
