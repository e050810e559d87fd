/**
 * What a buggy engine remembers about a card across zone changes, which the rules say it must
 * forget (400.7: a card that changes zones is a new object with no memory of its previous
 * existence). Kept beside the immutable game state in a WeakMap keyed by the state, so each game
 * and each step has its own, and a rejected step (same state) keeps it.
 */
import type { GameEvent } from '../../../model/events.js';
import type { GameObject } from '../../../model/game-object.js';
import type { GameState } from '../../../model/game-state.js';
import type { CardKey } from '../../../model/ids.js';

export type ZoneChange = Extract<GameEvent, { kind: 'zone-change' }>;

/** A memory of `T` per card key. */
export interface CardMemory<T> {
  /** What is remembered in `state` (empty when nothing is). */
  of(state: GameState): ReadonlyMap<CardKey, T>;
  /** Remember `memory` for `state` (the state a step produced). */
  keep(state: GameState, memory: ReadonlyMap<CardKey, T>): void;
}

export function cardMemory<T>(): CardMemory<T> {
  const table = new WeakMap<GameState, ReadonlyMap<CardKey, T>>();
  return {
    of: (state) => table.get(state) ?? new Map(),
    keep: (state, memory) => {
      table.set(state, memory);
    },
  };
}

/** The setup cards an object is (two for a melded permanent, none for a token). */
export function cardKeysOf(object: GameObject): readonly CardKey[] {
  const r = object.represents;
  return r.kind === 'card' ? [r.card] : r.kind === 'melded' ? r.cards : [];
}

/** The zone changes among a step's events. */
export function zoneChanges(events: readonly GameEvent[]): readonly ZoneChange[] {
  return events.filter((e): e is ZoneChange => e.kind === 'zone-change');
}
