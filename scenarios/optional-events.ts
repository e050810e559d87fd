/**
 * Events the contract lets an engine leave out (docs/adapter.md): a `state-based-action` event reports a state-based
 * action (704.3) that the views already show, so an engine need not emit it. An expected event of such a kind is
 * matched against the step's events when the engine reported any event of that kind in the step (it reports them,
 * so it must report the expected one, and report it right); when it reported none, the expected event is judged by
 * the board instead: what the state-based action did must show in the referee views.
 */
import { OPTIONAL_EVENT_KINDS } from '../model/event-kinds.js';
import type { GameView, ObjectView } from '../model/view.js';
import { allObjects } from '../model/view-read.js';

/** Event kinds an engine need not emit (docs/adapter.md, "After each action"); the differential leaves them out too. */
export { OPTIONAL_EVENT_KINDS };

/** Whether `e` is an event of `kind`. */
const isEvent = (e: unknown, kind: string): e is { readonly kind: string; readonly object?: unknown } =>
  typeof e === 'object' && e !== null && (e as { kind?: unknown }).kind === kind;

/** The optional kind an expected event matcher names, if it names one. */
export function optionalKindOf(matcher: unknown): string | null {
  if (typeof matcher !== 'object' || matcher === null) return null;
  const kind = (matcher as { kind?: unknown }).kind;
  return typeof kind === 'string' && OPTIONAL_EVENT_KINDS.has(kind) ? kind : null;
}

/** Whether the engine reported any event of `kind` in the step: then it is held to the ones expected. */
export function reportsKind(events: readonly unknown[], kind: string): boolean {
  return events.some((e) => isEvent(e, kind));
}

/** State-based actions that unattach a permanent (704.5n, 704.5p) rather than put it into a graveyard. */
const UNATTACH = new Set(['704.5n', '704.5p']);
/** State-based actions that leave every permanent where it is: counters removed in pairs (704.5q). */
const IN_PLACE = new Set(['704.5q']);
/** State-based actions that make a player lose the game (704.5a-704.5c): the event names the player. */
const PLAYER_LOSES = new Set(['704.5a', '704.5b', '704.5c']);

/** Attached before the step, or attached by it (an `attached` event), and unattached after it. */
const unattached = (events: readonly unknown[], after: GameView, o: ObjectView): boolean =>
  (o.attachedTo !== null || events.some((e) => isEvent(e, 'attached') && e.object === o.id)) &&
  after.battlefield.some((a) => a.id === o.id && a.attachedTo === null);
const left = (after: GameView, id: string): boolean => !after.battlefield.some((a) => a.id === id);

/**
 * Permanents the step put onto the battlefield, as its events tell (a `zone-change` to the battlefield, an `entered`
 * event): a state-based action can put one off again in the same step (a 0/0 creature entering dies, 704.5f), and
 * then no view before or after the step shows it on the battlefield, only the events.
 */
const enteredByStep = (events: readonly unknown[]): readonly string[] =>
  events.flatMap((e) => {
    if (isEvent(e, 'zone-change')) {
      const z = e as { to?: unknown; newObject?: unknown };
      return z.to === 'battlefield' && typeof z.newObject === 'string' ? [z.newObject] : [];
    }
    return isEvent(e, 'entered') && typeof e.object === 'string' ? [e.object] : [];
  });

/**
 * Judge an expected `state-based-action` event by the board, for an engine that reported none in the step: the
 * named permanent (or, when none is named, some permanent: one on the battlefield before the step, or one the step's
 * events put onto it) was put off the battlefield (704.5f-704.5m, 704.5s-y) or
 * unattached (704.5n, 704.5p) by the step, or the named player lost the game (704.5a-704.5c). 704.5q leaves the
 * board's permanents in place: only the views stated with it judge it. Returns null when the board shows it, else
 * what is missing.
 */
export function boardShowsStateBasedAction(
  matcher: unknown,
  events: readonly unknown[],
  before: GameView,
  after: GameView,
): string | null {
  const m = matcher as { object?: unknown; clause?: unknown };
  const clause = typeof m.clause === 'string' ? m.clause : null;
  if (clause !== null && IN_PLACE.has(clause)) return null;
  const named = typeof m.object === 'string' ? m.object : null;
  if (clause !== null && PLAYER_LOSES.has(clause)) {
    const lost = (p: { readonly id: string; readonly left: boolean }): boolean =>
      (named === null || p.id === named) && !p.left && after.players.some((q) => q.id === p.id && q.left);
    return before.players.some(lost)
      ? null
      : `${named === null ? 'no player' : `[${named}] did not`} lose the game by the step`;
  }
  const candidates = before.battlefield.filter((o) => named === null || o.id === named);
  const done = (o: ObjectView): boolean =>
    clause === null
      ? left(after, o.id) || unattached(events, after, o)
      : UNATTACH.has(clause)
        ? unattached(events, after, o)
        : left(after, o.id);
  if (candidates.some(done)) return null;
  // A permanent that entered during the step, was moved off the battlefield by a zone change of the step, is not on
  // it after the step and is where that move took it (or was a token the step created, which may have ceased to
  // exist, 704.5d) was put off the battlefield by the step too: events alone, with no board behind them, do not count.
  const entered = enteredByStep(events).filter((id) => named === null || id === named);
  const afterIds = new Set(allObjects(after).map((o) => o.id));
  const token = (id: string): boolean => events.some((e) => isEvent(e, 'token-created') && e.object === id);
  const movedOff = (id: string): boolean =>
    events.some((e) => {
      if (!isEvent(e, 'zone-change') || e.object !== id) return false;
      const z = e as { from?: unknown; newObject?: unknown };
      return z.from === 'battlefield' && (token(id) || (typeof z.newObject === 'string' && afterIds.has(z.newObject)));
    });
  if ((clause === null || !UNATTACH.has(clause)) && entered.some((id) => movedOff(id) && left(after, id))) return null;
  const what = named === null ? 'no permanent' : `[${named}] was not`;
  const how =
    clause === null
      ? 'put off the battlefield or unattached'
      : UNATTACH.has(clause)
        ? 'unattached'
        : 'put off the battlefield';
  const exists = named === null || entered.length > 0 || allObjects(before).some((o) => o.id === named);
  return `${what} ${how} by the step${exists ? '' : ` (no object [${named}] before the step)`}`;
}
