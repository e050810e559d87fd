/**
 * 731.2, 502.2: as a turn begins, its untap step checks the previous turn: day becomes night if
 * that turn's active player cast no spells during it (731.2a), night becomes day if they cast two
 * or more (731.2b); with neither designation, or with no previous turn, nothing changes (731.2c).
 * The engine counts the spells itself: only the casts by the previous turn's active player since
 * that turn began count, not another player's, and not a copy (707.10). The check comes second in
 * the untap step, after phasing (502.1), and daybound and nightbound act at once in between: a
 * daybound permanent phasing in while it is neither makes it day before the check (702.145d).
 */
import {
  defineProperty,
  games,
  type ObjectView,
  type StepRecord,
  subjects,
  type Trace,
  violation,
} from '../harness/index.js';

type Designation = 'day' | 'night' | null;
const show = (d: Designation): string => d ?? 'neither';

/** The previous turn before `index`: its active player and the spells they cast during it, or null. */
function previousTurn(records: readonly StepRecord[], index: number): { player: string; spells: number } | null {
  let player: string | null = null;
  let spells: number = 0;
  for (const r of records.slice(0, index)) {
    if (!r.result.ok) continue;
    if (r.action.kind === 'begin-turn') [player, spells] = [r.action.player, 0];
    else if (r.action.kind === 'cast' && r.action.player === player) spells = spells + 1;
  }
  return player === null ? null : { player, spells };
}

const bound = (o: ObjectView | undefined, kind: 'daybound' | 'nightbound'): boolean =>
  o?.characteristics?.abilities?.some((a) => a.kind === kind) ?? false;

/**
 * The designation right after the untap step's phasing (502.1), before its check: with neither, a daybound
 * permanent that phased in makes it day at once, else a nightbound one does night (702.145d, 702.145g), read as
 * it was while phased out (phasing changes no characteristics).
 */
function afterPhasing(record: StepRecord, before: Designation): Designation {
  if (before !== null) return before;
  const phasedIn = record.after.referee.battlefield
    .filter((o) => !o.phasedOut)
    .map((o) => record.before.referee.battlefield.find((b) => b.id === o.id && b.phasedOut));
  if (phasedIn.some((o) => bound(o, 'daybound'))) return 'day';
  return phasedIn.some((o) => bound(o, 'nightbound')) ? 'night' : null;
}

export const property = defineProperty({
  id: '731/begin-turn-counts-the-previous-active-players-spells',
  description:
    "As a turn begins, day becomes night if the previous turn's active player cast no spells during it, " +
    "and night becomes day if they cast two or more; other players' spells do not count.",
  rules: ['731.2', '731.2a', '731.2b', '731.2c', '502.2', '500.1', '502.1', '702.145d', '702.145g'],
  mechanics: ['day-night', 'turns'],
  subject: subjects.TURN_BY_DAY_OR_NIGHT,
  reads: 'referee',
  games: games.dfcHeavy({
    setup: { cards: { weights: { daybound: 4 } } },
    weights: {
      'begin-turn': 8,
      cast: 8,
      resolve: 1,
      'become-day-or-night': 4,
      'put-onto-battlefield': 2,
      'day-night-check': 0,
    },
  }),
  checkStep(record: StepRecord, trace: Trace) {
    if (record.action.kind !== 'begin-turn' || !record.result.ok) return null;
    // Whether a permanent phasing in is daybound is unknown when the engine cannot say its abilities (model/view.ts).
    if (record.before.referee.battlefield.some((o) => o.phasedOut && o.characteristics?.abilities === null))
      return null;
    const before: Designation = afterPhasing(record, record.before.referee.dayNight ?? null);
    const after: Designation = record.after.referee.dayNight ?? null;
    const previous = previousTurn(trace.records, trace.records.indexOf(record));
    let expected: Designation = before;
    let clause = '731.2c';
    if (previous !== null && before === 'day') {
      clause = '731.2a';
      if (previous.spells === 0) expected = 'night';
    } else if (previous !== null && before === 'night') {
      clause = '731.2b';
      if (previous.spells >= 2) expected = 'day';
    }
    if (after === expected) return null;
    const count = previous === null ? 'there was no previous turn' : `${previous.player} cast ${previous.spells}`;
    return violation(
      `${record.text}: it was ${show(before)} and is now ${show(after)}; ${count}, so the rules make it ` +
        `${show(expected)} (${clause})`,
      show(expected),
      show(after),
    );
  },
});
