/** What the harness records after setup and after each step: every view a property reads, referee first. */
import { inspect } from 'node:util';
import type { GameSession } from '../../adapter/engine-adapter.js';
import type { PlayerId } from '../../model/ids.js';
import type { GameView } from '../../model/view.js';

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

/** Observe the game as the referee and, unless `reads` is `referee`, as every player. */
export async function observeAll(
  session: GameSession,
  players: readonly PlayerId[],
  reads: ViewReads = 'every-view',
): Promise<Snapshot> {
  const referee = await session.observe('referee');
  if (reads === 'referee') return { referee, players: unobserved };
  const views: Record<PlayerId, GameView> = {};
  for (const p of players) views[p] = await session.observe(p);
  return { referee, players: views };
}
