/**
 * 400.7, 113.7a, 608.2h: an ability on the stack exists apart from its source. When its source has left the
 * battlefield, "put a +1/+1 counter on this", "untap this" or "transform this" finds no such permanent and does
 * nothing; an effect that reads its source uses the source as it last existed. If the card has come back by then,
 * the permanent it is now is a new object, with no relation to the ability (400.7): resolving the ability leaves
 * it as it was (its face, counters, tapped status).
 *
 * Judged at each accepted `resolve` of an ability (an object whose printed is an ability) without targets, from the
 * top of the stack (the last object of the referee's list), whose source is not on the battlefield just before:
 * every permanent on the battlefield before and after the step that is one of the cards the source was is
 * unchanged by it. The cards are what the referee views listed for the source while it existed.
 */
import {
  allObjects,
  defineProperty,
  games,
  type ObjectView,
  type StepRecord,
  type Subject,
  type Trace,
  violation,
} from '../harness/index.js';

/** The setup cards object `id` was, from the first referee view that showed it, up to record `upTo`. */
function cardsOf(trace: Trace, id: string, upTo: number): readonly string[] {
  const views = [trace.initial?.referee, ...trace.records.slice(0, upTo + 1).map((r) => r.before.referee)];
  for (const view of views) {
    const o = view === undefined ? undefined : allObjects(view).find((x) => x.id === id);
    if (o?.cards !== undefined && o.cards.length > 0) return o.cards;
  }
  return [];
}

/** What an ability acting on its source could change of a permanent. */
const marks = (o: ObjectView) => ({ face: o.face, counters: o.counters, tapped: o.tapped });

function changed(a: ObjectView, b: ObjectView): boolean {
  const [x, y] = [marks(a), marks(b)];
  if (x.face !== y.face || x.tapped !== y.tapped) return true;
  const kinds = new Set([...Object.keys(x.counters), ...Object.keys(y.counters)]);
  return [...kinds].some((k) => (x.counters[k] ?? 0) !== (y.counters[k] ?? 0));
}

function check(record: StepRecord, trace: Trace) {
  if (record.action.kind !== 'resolve' || !record.result.ok) return null;
  const before = record.before.referee;
  const top = before.stack.at(-1);
  const printed = top?.printed;
  if (printed?.kind !== 'ability' || (printed.targets?.length ?? 0) > 0) return null;
  const source = printed.source;
  if (before.battlefield.some((o) => o.id === source)) return null;
  const cards = cardsOf(trace, source, record.index);
  if (cards.length === 0) return null;
  for (const now of record.after.referee.battlefield) {
    if (!(now.cards ?? []).some((c) => cards.includes(c))) continue;
    const was = before.battlefield.find((o) => o.id === now.id);
    if (was === undefined || !changed(was, now)) continue;
    return violation(
      `${record.text}: the ability of ${source}, which left the battlefield, changed ${now.id}, the new object ` +
        'its card became on returning (400.7, 608.2h)',
      marks(was),
      marks(now),
    );
  }
  return null;
}

/** What it judges: an ability without targets resolving after its source left the battlefield. */
const SUBJECT: Subject = {
  text: 'an ability resolving after its source left the battlefield',
  by: ['resolve'],
  step: (record) => {
    if (record.action.kind !== 'resolve' || !record.result.ok) return false;
    const printed = record.before.referee.stack.at(-1)?.printed;
    if (printed?.kind !== 'ability' || (printed.targets?.length ?? 0) > 0) return false;
    return !record.before.referee.battlefield.some((o) => o.id === printed.source);
  },
};

export const property = defineProperty({
  id: '400/ability-ignores-returned-source',
  description:
    'An ability whose source has left the battlefield does nothing to the permanent its card became on returning.',
  rules: ['400.7', '113.7a', '608.2h'],
  mechanics: ['triggered-abilities'],
  subject: SUBJECT,
  reads: 'referee',
  games: games.mixed({
    setup: { minBattlefield: 1 },
    // Abilities waiting on the stack while their source leaves and returns (issue 41).
    steps: { motifs: { 'ability-source-leaves-and-returns': 40 } },
  }),
  checkStep: check,
});
