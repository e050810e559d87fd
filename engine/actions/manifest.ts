/**
 * Manifest, cloak and manifest dread (701.40, 701.58, 701.62): put cards onto the
 * battlefield face down as 2/2 creatures, one at a time (701.40e, 701.58e). The card
 * enters face down, so its enters abilities do not trigger (708.3).
 */
import type { Action } from '../../adapter/action.js';
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { printedObject } from '../printed-object.js';
import { mustObject, playerOf } from '../state-access.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';
import { enteredEvents } from '../zones/enter.js';
import { moveObject } from '../zones/move.js';
import { requireObject, requirePlayer } from './guards.js';

type Way = 'manifest' | 'cloak' | 'manifest-dread';

/** Put one card onto the battlefield face down under `player`'s control (701.40a, 701.58a). */
function putFaceDown(state: GameState, card: ObjectId, player: PlayerId, way: Way): { state: GameState; events: readonly GameEvent[] } {
  const moved = moveObject(state, card, { to: 'battlefield', controller: player, faceDown: way });
  const permanent = moved.newIds[0] as string;
  return { state: moved.state, events: [...moved.events, ...enteredEvents(moved.state, permanent)] };
}

export function manifestOrCloak(state: GameState, action: Extract<Action, { kind: 'manifest' | 'cloak' }>): StepResult {
  const player = requirePlayer(state, action.player, action.kind);
  if (!player.ok) return player.result;
  if (action.object !== undefined) {
    const found = requireObject(state, action.object, action.kind);
    if (!found.ok) return found.result;
    const card = found.value;
    if (card.represents.kind !== 'card' || card.zone === 'battlefield' || card.zone === 'stack') {
      return rejected(`${action.kind}/not-a-card`, action.kind === 'manifest' ? '701.40a' : '701.58a', 'only a card outside the battlefield and stack can be put onto the battlefield face down');
    }
    const r = putFaceDown(state, card.id, action.player, action.kind);
    return done(r.state, r.events);
  }
  const count = action.count ?? 1;
  if (!Number.isInteger(count) || count < 1) return rejected(`${action.kind}/bad-count`, null, `count must be a positive integer, got ${count}`);
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < count; i++) {
    // 701.40e: one at a time, each from the top of the library as it is then.
    const top = playerOf(s, action.player)?.library[0];
    if (top === undefined) break;
    const r = putFaceDown(s, top, action.player, action.kind);
    s = r.state;
    events.push(...r.events);
  }
  if (events.length === 0) return nothingHappens(state, null, action.kind === 'manifest' ? '701.40a' : '701.58a', 'the library is empty');
  return done(s, events);
}

/** 701.62a: look at the top two, manifest one, put the others into the graveyard. */
export function manifestDread(state: GameState, action: Extract<Action, { kind: 'manifest-dread' }>): StepResult {
  const player = requirePlayer(state, action.player, 'manifest-dread');
  if (!player.ok) return player.result;
  const looked = (playerOf(state, action.player)?.library ?? []).slice(0, 2);
  if (looked.length === 0) return nothingHappens(state, null, '701.62a', 'the library is empty');
  const chosen = looked[action.choose];
  if (chosen === undefined) return rejected('manifest-dread/bad-choice', '701.62a', `choose must be an index among the ${looked.length} cards looked at`);
  const events: GameEvent[] = looked.map((id) => ({ kind: 'looked', object: id, printed: printedObject(state, mustObject(state, id)), player: action.player }));
  const r = putFaceDown(state, chosen, action.player, 'manifest-dread');
  let s = r.state;
  events.push(...r.events);
  for (const other of looked.filter((id) => id !== chosen)) {
    const moved = moveObject(s, other, { to: 'graveyard' });
    s = moved.state;
    events.push(...moved.events);
  }
  return done(s, events);
}
