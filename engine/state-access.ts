/**
 * Small pure accessors and updaters over the game state. Only engine bugs throw
 * (an id that does not exist after validation); illegal actions are rejected
 * earlier by the handlers.
 */
import type { GameObject } from '../model/game-object.js';
import type { GameState, PlayerState } from '../model/game-state.js';
import type { ObjectId, PlayerId } from '../model/ids.js';
import type { ContinuousEffect } from '../model/continuous-effect.js';

export function objectOf(state: GameState, id: ObjectId): GameObject | undefined {
  // Each object is kept under its own id, so a found value whose id is `id` is the state's own entry and never an
  // inherited name such as "constructor": one lookup instead of two, on every step's hottest path.
  const object = state.objects[id];
  return object !== undefined && object.id === id ? object : undefined;
}

export function mustObject(state: GameState, id: ObjectId): GameObject {
  const object = objectOf(state, id);
  if (!object) throw new Error(`engine bug: object ${id} does not exist`);
  return object;
}

export function playerOf(state: GameState, id: PlayerId): PlayerState | undefined {
  return state.players.find((p) => p.id === id);
}

export function withObject(state: GameState, object: GameObject): GameState {
  return { ...state, objects: { ...state.objects, [object.id]: object } };
}

export function updateObject(state: GameState, id: ObjectId, change: Partial<GameObject>): GameState {
  return withObject(state, { ...mustObject(state, id), ...change });
}

export function withoutObject(state: GameState, id: ObjectId): GameState {
  const { [id]: _gone, ...rest } = state.objects;
  return { ...state, objects: rest };
}

export function updatePlayer(state: GameState, id: PlayerId, change: (p: PlayerState) => PlayerState): GameState {
  return { ...state, players: state.players.map((p) => (p.id === id ? change(p) : p)) };
}

/** Issue the next object id. Ids are sequential, so they never reveal which card an object is. */
export function allocateId(state: GameState): [GameState, ObjectId] {
  return [{ ...state, nextObject: state.nextObject + 1 }, `o${state.nextObject}`];
}

/** Advance the logical clock and return the new time (timestamps, 613.7). */
export function tick(state: GameState): [GameState, number] {
  const clock = state.clock + 1;
  return [{ ...state, clock }, clock];
}

/**
 * The continuous effects on one object, in timestamp order (613.7). Most objects have none: they share one empty
 * list, so that asking costs no allocation (characteristics ask it of every permanent when the effects change).
 */
export function effectsOn(state: GameState, id: ObjectId): readonly ContinuousEffect[] {
  let found: ContinuousEffect[] | undefined;
  for (const e of state.effects) {
    if (e.affected !== id) continue;
    found ??= [];
    found.push(e);
  }
  return found === undefined ? NO_EFFECTS : found.sort((a, b) => a.timestamp - b.timestamp);
}

const NO_EFFECTS: readonly ContinuousEffect[] = Object.freeze([]);

export function activePlayers(state: GameState): readonly PlayerId[] {
  return state.players.filter((p) => !p.left).map((p) => p.id);
}

export function allPlayers(state: GameState): readonly PlayerId[] {
  return state.players.map((p) => p.id);
}

/**
 * A state in which a departed permanent exists again as it last was (608.2h), to read
 * its characteristics with the ordinary layer code; never returned from a step.
 */
export function withLastKnown(state: GameState, id: ObjectId): GameState | undefined {
  const lk = Object.hasOwn(state.lastKnown, id) ? state.lastKnown[id] : undefined;
  if (!lk) return undefined;
  return { ...state, objects: { ...state.objects, [id]: lk.object }, effects: [...state.effects, ...lk.effects] };
}

/** The permanent on the battlefield with this id, or undefined. */
export function permanentOf(state: GameState, id: ObjectId): GameObject | undefined {
  const object = objectOf(state, id);
  return object && object.zone === 'battlefield' ? object : undefined;
}
