/** Shared legality checks; each returns a coded rejection or the object. */
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { objectOf, playerOf } from '../state-access.js';
import { nothingHappens, rejected, type StepResult } from '../step-result.js';

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly result: StepResult };

/**
 * Who gives the instruction: an `effect` naming an object that has since changed zones
 * is carried out and does nothing (400.7: the new object is not the one it named); a
 * `player` acting by their own choice (casting, playing a land, a special action,
 * activating an ability) can only pick an object that exists, so it is rejected. A
 * phased-out permanent is treated as though it does not exist (702.26b) by both, except by
 * `phasing`, the rules that mention phased-out permanents themselves.
 */
export type Instruction = 'effect' | 'player' | 'phasing';

/** Whether `id` is an object this game issued that no longer exists (it changed zones or ceased to exist, 400.7). */
export function hasLeft(state: GameState, id: ObjectId): boolean {
  const m = /^o(\d+)$/.exec(id);
  return m !== null && Number(m[1]) < state.nextObject && objectOf(state, id) === undefined;
}

/** An effect's instruction naming an object that is gone: legal, and nothing happens (400.7). */
export function staleNoEffect(state: GameState, id: ObjectId): StepResult {
  return nothingHappens(state, id, '400.7', `object ${id} has changed zones since; it is a new object now`);
}

export function requireObject(
  state: GameState,
  id: ObjectId,
  action: string,
  by: Instruction = 'effect',
): Checked<GameObject> {
  const object = objectOf(state, id);
  if (object && object.zone === 'battlefield' && object.phasedOut && by !== 'phasing') {
    // 702.26b: it cannot be affected by anything; an effect does nothing to it, a player cannot choose it.
    return {
      ok: false,
      result:
        by === 'effect'
          ? nothingHappens(state, id, '702.26b', 'a phased-out permanent is treated as though it does not exist')
          : rejected(
              `${action}/phased-out`,
              '702.26b',
              'a phased-out permanent is treated as though it does not exist',
            ),
    };
  }
  if (object?.zone === 'outside') {
    // 800.4a: it left the game with its owner; nothing in the game can affect or choose it any more.
    const why = `object ${id} has left the game with its owner`;
    return {
      ok: false,
      result:
        by === 'player'
          ? rejected(`${action}/no-such-object`, '800.4a', why)
          : nothingHappens(state, id, '800.4a', why),
    };
  }
  if (object) return { ok: true, value: object };
  if (by !== 'player' && hasLeft(state, id)) return { ok: false, result: staleNoEffect(state, id) };
  return {
    ok: false,
    result: rejected(
      `${action}/no-such-object`,
      hasLeft(state, id) ? '400.7' : null,
      hasLeft(state, id)
        ? `object ${id} has changed zones and become a new object (400.7); ` +
            'a player can only choose an object that exists'
        : `object ${id} does not exist`,
    ),
  };
}

export function requirePermanent(
  state: GameState,
  id: ObjectId,
  action: string,
  by: Instruction = 'effect',
): Checked<GameObject> {
  const found = requireObject(state, id, action, by);
  if (!found.ok) return found;
  if (found.value.zone === 'battlefield') return found;
  // 400.7: a permanent that left is a new object elsewhere; the instruction naming it meant the permanent.
  return {
    ok: false,
    result: rejected(
      `${action}/not-a-permanent`,
      '110.1',
      `object ${id} is in ${found.value.zone}, not on the battlefield`,
    ),
  };
}

export function requirePlayer(state: GameState, id: PlayerId, action: string): Checked<PlayerId> {
  const player = playerOf(state, id);
  if (!player) return { ok: false, result: rejected(`${action}/no-such-player`, null, `there is no player "${id}"`) };
  if (player.left)
    return { ok: false, result: rejected(`${action}/player-left`, '800.4a', `player ${id} has left the game`) };
  return { ok: true, value: id };
}
