/** What the harness records after setup and after each step: every view, referee first. */
import type { GameSession } from '../../adapter/engine-adapter.js';
import type { PlayerId } from '../../model/ids.js';
import type { GameView } from '../../model/view.js';

export interface Snapshot {
  /** Everything, with card keys (`ObjectView.cards`). */
  readonly referee: GameView;
  /** Each player's own view, keyed by player id. */
  readonly players: Readonly<Record<PlayerId, GameView>>;
}

/** Observe the game as the referee and as every player. */
export async function observeAll(session: GameSession, players: readonly PlayerId[]): Promise<Snapshot> {
  const referee = await session.observe('referee');
  const views: Record<PlayerId, GameView> = {};
  for (const p of players) views[p] = await session.observe(p);
  return { referee, players: views };
}
