/** Shared legality checks; each returns a coded rejection or the object. */
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { objectOf, playerOf } from '../state-access.js';
import { rejected, type StepResult } from '../step-result.js';

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly result: StepResult };

export function requireObject(state: GameState, id: ObjectId, action: string): Checked<GameObject> {
  const object = objectOf(state, id);
  return object
    ? { ok: true, value: object }
    : {
        ok: false,
        result: rejected(
          `${action}/no-such-object`,
          null,
          `object ${id} does not exist (it may have changed zones and become a new object, 400.7)`,
        ),
      };
}

export function requirePermanent(state: GameState, id: ObjectId, action: string): Checked<GameObject> {
  const found = requireObject(state, id, action);
  if (!found.ok) return found;
  return found.value.zone === 'battlefield'
    ? found
    : {
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
