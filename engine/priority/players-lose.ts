/**
 * The state-based actions about players (704.5a, 704.5c): a player with 0 or less life, or with ten or more poison
 * counters, loses the game. A player who loses leaves it (800.4a, with 708.9's reveals); when fewer than two
 * players remain, the game is over (104.2a: the one left wins; 104.4a: none left, a draw). 704.5b (drawing from
 * an empty library) is outside the model: a draw from an empty library does nothing (121.3).
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { PlayerId } from '../../model/ids.js';
import { endGame, playerLeaves } from '../actions/game-end.js';
import { activePlayers } from '../state-access.js';

/** A player who loses the game by a state-based action, and the clause. */
export interface PlayerLoss {
  readonly player: PlayerId;
  readonly clause: '704.5a' | '704.5c';
}

/** 704.5a, 704.5c: the players still in the game who lose it now. */
export function losingPlayers(state: GameState): readonly PlayerLoss[] {
  const out: PlayerLoss[] = [];
  for (const p of state.players) {
    if (p.left) continue;
    if (p.life <= 0) out.push({ player: p.id, clause: '704.5a' });
    else if (p.poison >= 10) out.push({ player: p.id, clause: '704.5c' });
  }
  return out;
}

/**
 * The players in `losses` lose the game at once (704.3): each leaves it (800.4a), reported as a
 * `state-based-action` event whose `object` is the player's id, before the events of leaving. The game ends when
 * fewer than two players remain (104.2a, 104.4a).
 */
export function performPlayerLosses(
  state: GameState,
  losses: readonly PlayerLoss[],
): [GameState, readonly GameEvent[]] {
  let s = state;
  const events: GameEvent[] = [];
  for (const l of losses) {
    events.push({ kind: 'state-based-action', object: l.player, clause: l.clause });
    const left = playerLeaves(s, { kind: 'player-leaves', player: l.player });
    if (!left.ok) continue;
    s = left.state;
    events.push(...left.events);
  }
  if (activePlayers(s).length < 2) {
    const ended = endGame(s, { kind: 'end-game' });
    if (ended.ok) {
      s = ended.state;
      events.push(...ended.events);
    }
  }
  return [s, events];
}
