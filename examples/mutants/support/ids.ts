/**
 * Renaming object ids between an engine and the suite, for mutants whose bug is in
 * the ids they hand out. Every id string in a value (view, events, action) is swapped
 * through a table; other strings are left alone.
 */
import type { GameObject } from '../../../model/game-object.js';
import type { GameState } from '../../../model/game-state.js';
import type { ObjectId } from '../../../model/ids.js';

/** Swap every string of `value` that `swap` knows, deep, keeping the shape. */
export function mapStrings<T>(value: T, swap: (s: string) => string | undefined): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return swap(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** A two-way table between the engine's ids and the ids it shows, filled as objects appear. */
export class IdTable {
  private readonly shown = new Map<ObjectId, ObjectId>();
  private readonly engine = new Map<ObjectId, ObjectId>();

  constructor(private readonly rename: (object: GameObject, state: GameState) => ObjectId) {}

  /** Record every object of a state (ids are never reused, so a record never goes stale). */
  learn(state: GameState): void {
    for (const object of Object.values(state.objects)) {
      if (this.shown.has(object.id)) continue;
      const name = this.rename(object, state);
      this.shown.set(object.id, name);
      this.engine.set(name, object.id);
    }
  }

  toShown<T>(value: T): T {
    return mapStrings(value, (s) => this.shown.get(s));
  }

  toEngine<T>(value: T): T {
    return mapStrings(value, (s) => this.engine.get(s));
  }
}
