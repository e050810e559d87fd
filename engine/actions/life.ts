/**
 * Life totals and poison counters (119, 120.3a, 120.3b, 120.3f): what damage to a player does, and the life its
 * source's controller gains from lifelink. A player who has left the game has no life total to change (800.4a).
 */
import type { GameState } from '../../model/game-state.js';
import type { PlayerId } from '../../model/ids.js';
import { playerOf, updatePlayer } from '../state-access.js';
import type { DamageSource } from './damage-source.js';

/** 119.3: `player`'s life total goes up (`amount` > 0) or down (`amount` < 0) by `amount`. */
function changeLife(state: GameState, player: PlayerId, amount: number): GameState {
  const p = playerOf(state, player);
  if (p === undefined || p.left) return state;
  return updatePlayer(state, player, (x) => ({ ...x, life: x.life + amount }));
}

/**
 * 120.3f (702.15b): damage dealt by a source with lifelink makes its controller gain that much life, besides the
 * damage's other results. Called only for damage that was dealt (120.1: none is dealt to a noncreature,
 * nonplaneswalker, nonbattle permanent). Gaining life raises the life total by that much (119.3).
 */
export function lifelinkGain(state: GameState, source: DamageSource, amount: number): GameState {
  if (!source.traits.lifelink || source.controller === null) return state;
  return changeLife(state, source.controller, amount);
}

/**
 * What `amount` damage does to `player`: they lose that much life (120.3a, 119.2), or, from a source with infect,
 * get that many poison counters (120.3b); a lifelink source's controller gains that much life (120.3f).
 */
export function damagePlayer(state: GameState, player: PlayerId, amount: number, source: DamageSource): GameState {
  const hurt = source.traits.infect
    ? updatePlayer(state, player, (x) => ({ ...x, poison: x.poison + amount }))
    : changeLife(state, player, -amount);
  return lifelinkGain(hurt, source, amount);
}
