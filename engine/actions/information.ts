/**
 * Revealing and looking (701.20a, 701.20e): a player shows a card they may see; an
 * effect lets a player look at a face-down permanent, spell or exiled card (708.5,
 * 406.3) for as long as it stays that object; a hand played revealed (Telepathy).
 */
import type { Action } from '../../adapter/action.js';
import type { GameState } from '../../model/game-state.js';
import { printedObject } from '../printed-object.js';
import { activePlayers, updatePlayer } from '../state-access.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { mayLook } from '../visibility.js';
import { requireObject, requirePlayer } from './guards.js';

/** 701.20a, 701.20b: a player shows an object they may see to the given players; it stays where it is. */
export function reveal(state: GameState, action: Extract<Action, { kind: 'reveal' }>): StepResult {
  const player = requirePlayer(state, action.player, 'reveal');
  if (!player.ok) return player.result;
  const found = requireObject(state, action.object, 'reveal');
  if (!found.ok) return found.result;
  if (!mayLook(state, action.player, found.value))
    return rejected(
      'reveal/cannot-see',
      '701.20a',
      `${action.player} may not see object ${found.value.id}, so cannot reveal it`,
    );
  const to = action.to ?? activePlayers(state);
  const unknown = to.find((p) => !state.players.some((x) => x.id === p));
  if (unknown !== undefined) return rejected('reveal/no-such-player', null, `there is no player "${unknown}"`);
  return done(state, [{ kind: 'revealed', object: found.value.id, printed: printedObject(state, found.value), to }]);
}

/**
 * 701.20e, 708.5, 406.3: an effect lets a player look at an object (a face-down permanent
 * or spell they don't control, a card exiled face down). By default the permission lasts as
 * long as it stays that object (400.7 ends it); a look for the moment only shows it now, like a
 * reveal to that player alone (701.20e), and leaves no permission.
 */
export function look(state: GameState, action: Extract<Action, { kind: 'look' }>): StepResult {
  const player = requirePlayer(state, action.player, 'look');
  if (!player.ok) return player.result;
  if (action.duration !== undefined && action.duration !== 'moment' && action.duration !== 'ongoing')
    return rejected(
      'look/bad-duration',
      '701.20e',
      `duration must be "moment" or "ongoing"; got ${String(action.duration)}`,
    );
  const found = requireObject(state, action.object, 'look');
  if (!found.ok) return found.result;
  const object = found.value;
  // 701.20e: a look for the moment leaves nothing behind; an ongoing one is kept once.
  const noPermission =
    action.duration === 'moment' ||
    state.lookPermissions.some((p) => p.player === action.player && p.object === object.id);
  const s = noPermission
    ? state
    : { ...state, lookPermissions: [...state.lookPermissions, { player: action.player, object: object.id }] };
  return done(s, [{ kind: 'looked', object: object.id, printed: printedObject(state, object), player: action.player }]);
}

/** Telepathy-style: the player's hand is revealed to all from now on (701.20a). */
export function revealHand(state: GameState, action: Extract<Action, { kind: 'reveal-hand' }>): StepResult {
  const player = requirePlayer(state, action.player, 'reveal-hand');
  if (!player.ok) return player.result;
  return done(
    updatePlayer(state, action.player, (p) => ({ ...p, handRevealed: true })),
    [],
  );
}
