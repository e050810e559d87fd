/**
 * Moving objects by effect: destroy, sacrifice, exile (possibly face down, 406.3, keeping
 * the looks that were allowed at the card),
 * bounce, discard, mill; drawing (121.1); shuffling (701.24) with a stated order or
 * the game's seeded generator, so runs are reproducible.
 */
import type { Action } from '../../adapter/action.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { rulesOf } from '../edition-rules.js';
import { playerOf, updatePlayer } from '../state-access.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';
import { moveObject } from '../zones/move.js';
import { requireObject, requirePlayer } from './guards.js';

/** Move an object by an effect's instruction (400.7); exiled face down it keeps the looks allowed at it (406.3). */
export function move(state: GameState, action: Extract<Action, { kind: 'move' }>): StepResult {
  const found = requireObject(state, action.object, 'move');
  if (!found.ok) return found.result;
  const object = found.value;
  if (object.zone === 'stack')
    return rejected(
      'move/on-stack',
      '701.6a',
      'a spell leaves the stack by resolving or being countered; use "counter"',
    );
  if (action.faceDown && action.to !== 'exile')
    return rejected('move/face-down-outside-exile', '406.3', 'only exile takes cards face down here');
  if (object.zone === action.to && action.to !== 'library')
    return rejected('move/same-zone', '400.7', `object ${object.id} is already in ${action.to}`);
  if (action.first !== undefined) {
    const r = object.represents;
    if (r.kind !== 'melded' || !r.cards.includes(action.first)) {
      return rejected(
        'move/first-not-in-melded-pair',
        '712.21b',
        `"first" names a card of a melded permanent being moved; ${object.id} is not melded from card ` +
          `"${action.first}"`,
      );
    }
  }
  const moved = moveObject(state, object.id, {
    to: action.to,
    faceDown: action.faceDown ? 'exile' : null,
    position: action.position ?? 'top',
    ...(action.first === undefined ? {} : { first: action.first }),
  });
  // 406.3: since 2022-02-18; before, a look did not carry over to the card exiled face down.
  const keep = action.faceDown && rulesOf(state).looksFollowIntoExile;
  return done(keep ? keepLooking(state, object.id, moved) : moved.state, moved.events);
}

/**
 * 406.3: a player who was allowed to look at a card and then sees it exiled face down may
 * keep looking at it while it stays in exile; the permission moves to the exiled card. A melded permanent is two
 * cards (712.4a): a look at it was a look at both, and each exiled face down keeps it.
 */
function keepLooking(before: GameState, old: ObjectId, moved: ReturnType<typeof moveObject>): GameState {
  const cards = moved.newIds.filter((id) => moved.state.objects[id]?.faceDown === 'exile');
  const lookers = before.lookPermissions.filter((p) => p.object === old).map((p) => p.player);
  if (cards.length === 0 || lookers.length === 0) return moved.state;
  const kept = cards.flatMap((object) => lookers.map((player) => ({ player, object })));
  return { ...moved.state, lookPermissions: [...moved.state.lookPermissions, ...kept] };
}

export function draw(state: GameState, action: Extract<Action, { kind: 'draw' }>): StepResult {
  const player = requirePlayer(state, action.player, 'draw');
  if (!player.ok) return player.result;
  const top = playerOf(state, action.player)?.library[0];
  if (top === undefined) return nothingHappens(state, null, '121.3', 'the library is empty');
  const moved = moveObject(state, top, { to: 'hand' });
  return done(moved.state, moved.events);
}

/** A deterministic generator step (xorshift32) over the state's seed. */
function nextRandom(seed: number): [number, number] {
  let x = seed >>> 0 || 1;
  x ^= x << 13;
  x >>>= 0;
  x ^= x >>> 17;
  x ^= x << 5;
  x >>>= 0;
  return [x, x / 0x1_0000_0000];
}

export function shuffle(state: GameState, action: Extract<Action, { kind: 'shuffle' }>): StepResult {
  const player = requirePlayer(state, action.player, 'shuffle');
  if (!player.ok) return player.result;
  const library = playerOf(state, action.player)?.library ?? [];
  let order: readonly number[];
  let rng = state.rng;
  if (action.order) {
    const sorted = [...action.order].sort((a, b) => a - b);
    if (sorted.length !== library.length || sorted.some((v, i) => v !== i)) {
      return rejected('shuffle/bad-order', '701.24a', `order must be a permutation of 0..${library.length - 1}`);
    }
    order = action.order;
  } else {
    const positions = library.map((_, i) => i);
    for (let i = positions.length - 1; i > 0; i--) {
      let r: number;
      [rng, r] = nextRandom(rng);
      const j = Math.floor(r * (i + 1));
      [positions[i], positions[j]] = [positions[j] as number, positions[i] as number];
    }
    order = positions;
  }
  const shuffled: ObjectId[] = order.map((i) => library[i] as ObjectId);
  // 406.3 (and 701.20): looks granted at library cards end when they are shuffled.
  const s = updatePlayer(
    { ...state, rng, lookPermissions: state.lookPermissions.filter((p) => !library.includes(p.object)) },
    action.player,
    (p) => ({ ...p, library: shuffled }),
  );
  return done(s, [{ kind: 'shuffled', player: action.player }]);
}
