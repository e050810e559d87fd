/**
 * A player leaving (800.4a) and the end of the game. Face-down permanents and spells
 * owned by a player who leaves, and every face-down permanent and spell when the game
 * ends, are revealed to all players (708.9).
 */
import type { Action } from '../../adapter/action.js';
import type { GameEvent } from '../../model/events.js';
import { type GameObject, isAbilityObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { printedObject } from '../printed-object.js';
import { allPlayers, updatePlayer, withoutObject } from '../state-access.js';
import { done, type StepResult } from '../step-result.js';
import { moveObject } from '../zones/move.js';
import { removeFromZone } from '../zones/zone-lists.js';
import { requirePlayer } from './guards.js';

const isFaceDownSpellOrPermanent = (o: GameObject) =>
  (o.zone === 'battlefield' || o.zone === 'stack') && o.faceDown !== null && o.faceDown !== 'exile';

function revealAll(state: GameState, objects: readonly GameObject[]): readonly GameEvent[] {
  const to = allPlayers(state);
  return objects.map((o) => ({ kind: 'revealed', object: o.id, printed: printedObject(state, o), to }) as const);
}

/**
 * 800.4a: a player leaves; first every face-down permanent and spell they own is
 * revealed to all players (708.9), then their objects leave the game, a face-down one as
 * the face-down permanent it was for what looks back at it (603.10a, 708.2a), phased-out
 * ones too without triggering anything (702.26k); abilities they control that no card
 * represents cease to exist, and the objects they still control are exiled, a face-down
 * one revealed as it leaves (708.9).
 */
export function playerLeaves(state: GameState, action: Extract<Action, { kind: 'player-leaves' }>): StepResult {
  const player = requirePlayer(state, action.player, 'player-leaves');
  if (!player.ok) return player.result;
  const leaver = action.player;
  const owned = Object.values(state.objects).filter((o) => o.owner === leaver);
  // 708.9: reveal first, while they are still the objects the players saw.
  const events: GameEvent[] = [...revealAll(state, owned.filter(isFaceDownSpellOrPermanent))];
  let s = state;
  for (const o of owned) {
    if (isAbilityObject(o)) {
      s = withoutObject(removeFromZone(s, o.id, o.zone, o.owner), o.id);
      continue;
    }
    if (o.zone === 'outside') continue;
    // Already revealed above; the move itself must not reveal again. Revealing does not turn it face up: it
    // leaves as the face-down 2/2 it was, for what looks back at it (603.10a, 708.2a, 608.2h).
    const moved = moveObject(s, o.id, { to: 'outside' }, { revealed: true });
    s = moved.state;
    events.push(...moved.events);
  }
  // 800.4a: the model has no control-changing effects to end, so anything the leaver still
  // controls is exiled; a face-down one is revealed as it leaves the battlefield or stack (708.9, in moveObject).
  for (const o of Object.values(s.objects)) {
    if (o.controller !== leaver || (o.zone !== 'battlefield' && o.zone !== 'stack')) continue;
    if (!s.objects[o.id]) continue;
    if (isAbilityObject(o)) {
      s = withoutObject(removeFromZone(s, o.id, o.zone, o.owner), o.id); // not represented by a card: ceases to exist
      continue;
    }
    const moved = moveObject(s, o.id, { to: 'exile' });
    s = moved.state;
    events.push(...moved.events);
  }
  s = updatePlayer(s, leaver, (p) => ({ ...p, left: true }));
  return done(s, [...events, { kind: 'player-left', player: leaver }]);
}

/** 708.9: at the end of the game every face-down permanent and spell is revealed to all players. */
export function endGame(state: GameState, _action: Extract<Action, { kind: 'end-game' }>): StepResult {
  const events = revealAll(state, Object.values(state.objects).filter(isFaceDownSpellOrPermanent));
  return done({ ...state, gameOver: true }, [...events, { kind: 'game-ended' }]);
}
