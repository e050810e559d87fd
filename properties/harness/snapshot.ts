/** What the harness records after setup and after each step: every view a property reads, referee first. */
import { inspect } from 'node:util';
import type { Action } from '../../adapter/action.js';
import { applyAndObserveOf } from '../../adapter/apply-and-observe.js';
import type { ActionResult, GameSession } from '../../adapter/engine-adapter.js';
import type { PlayerId } from '../../model/ids.js';
import type { GameView, Viewer } from '../../model/view.js';
import { withPermanentStatusesOnly as statuses } from '../../model/permanent-statuses.js';

export interface Snapshot {
  /** Everything, with card keys (`ObjectView.cards`). */
  readonly referee: GameView;
  /** Each player's own view, keyed by player id (not observed when the property reads only the referee's). */
  readonly players: Readonly<Record<PlayerId, GameView>>;
}

/**
 * Which views a property reads, declared in its header (`reads`): `referee` when its checks look only at
 * the referee's view, so the players' views are never asked of the engine (most of the cost of a step);
 * `every-view` (the default) for the referee's and each player's.
 */
export type ViewReads = 'referee' | 'every-view';

const NOT_OBSERVED =
  "this property declares `reads: 'referee'` in its header but read a player's view: " +
  "declare `reads: 'every-view'` (or leave `reads` out) so that every player's view is observed";

/**
 * The players' views of a referee-only snapshot: any read of them throws, so a wrong `reads` declaration is an
 * error of the property (reported with this message), never a check that silently sees no player.
 */
const unobserved: Readonly<Record<PlayerId, GameView>> = new Proxy(
  {},
  {
    get(_target, key) {
      if (key === 'toJSON') return () => '(players not observed)';
      if (key === inspect.custom) return () => '[players not observed]';
      if (typeof key === 'symbol') return undefined;
      throw new Error(NOT_OBSERVED);
    },
    has() {
      throw new Error(NOT_OBSERVED);
    },
    ownKeys() {
      throw new Error(NOT_OBSERVED);
    },
    getOwnPropertyDescriptor() {
      throw new Error(NOT_OBSERVED);
    },
  },
);

/** The viewers a snapshot observes, referee first. */
function viewersOf(players: readonly PlayerId[], reads: ViewReads): readonly Viewer[] {
  return reads === 'referee' ? ['referee'] : ['referee', ...players];
}

function snapshotOf(players: readonly PlayerId[], reads: ViewReads, observed: readonly GameView[]): Snapshot {
  const [referee, ...others] = observed.map(statuses) as [GameView, ...GameView[]];
  if (reads === 'referee') return { referee, players: unobserved };
  const byPlayer: Record<PlayerId, GameView> = {};
  players.forEach((p, i) => {
    byPlayer[p] = others[i] as GameView;
  });
  return { referee, players: byPlayer };
}

/** Observe the game as the referee and, unless `reads` is `referee`, as every player. */
export async function observeAll(
  session: GameSession,
  players: readonly PlayerId[],
  reads: ViewReads = 'every-view',
): Promise<Snapshot> {
  const batch = applyAndObserveOf(session);
  // An isolated engine that takes requests in a row gets them all at once.
  if (batch !== undefined) return snapshotOf(players, reads, await batch(null, viewersOf(players, reads)).views);
  const referee = statuses(await session.observe('referee'));
  if (reads === 'referee') return { referee, players: unobserved };
  const views: Record<PlayerId, GameView> = {};
  for (const p of players) views[p] = statuses(await session.observe(p));
  return { referee, players: views };
}

/**
 * Apply `action`, and observe after it as `observeAll` does once `after` is called (the caller reads the result
 * first: after an `unsupported` refusal it observes nothing). An isolated engine that takes requests in a row
 * gets the observations with the action, in one round trip; any other engine is called one call at a time.
 */
export function applyThenObserve(
  session: GameSession,
  action: Action,
  players: readonly PlayerId[],
  reads: ViewReads = 'every-view',
): { readonly result: Promise<ActionResult>; readonly after: () => Promise<Snapshot> } {
  const batch = applyAndObserveOf(session);
  if (batch === undefined)
    return { result: Promise.resolve(session.apply(action)), after: () => observeAll(session, players, reads) };
  const sent = batch(action, viewersOf(players, reads));
  // Unread when the action failed or was refused as unsupported: its rejection must not go unhandled.
  sent.views.catch(() => undefined);
  return {
    result: sent.result ?? Promise.reject(new Error('apply-and-observe gave no result for an action')),
    after: async () => snapshotOf(players, reads, await sent.views),
  };
}
