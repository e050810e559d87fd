/**
 * The Saga state-based action (704.5s, 714.4): a Saga permanent with chapter abilities whose
 * lore counters reach its final chapter number is sacrificed, unless it is the source of a
 * chapter ability that has triggered and not yet left the stack.
 */
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { finalChapterNumber, isSaga } from './chapters.js';

/**
 * The Sagas that are the source of a chapter ability that triggered and has not left the stack:
 * those of `waiting` (triggered, not yet put on the stack) and of the chapter abilities on it (704.5s).
 */
export function chapterSources(state: GameState, waiting: readonly ObjectId[]): ReadonlySet<ObjectId> {
  const sources = new Set(waiting);
  for (const id of state.stack) {
    const r = state.objects[id]?.represents;
    if (r?.kind === 'triggered-ability' && r.ability.trigger.kind === 'chapter') sources.add(r.source);
  }
  return sources;
}

/**
 * 704.5s, 714.4: whether the Saga `o` with characteristics `c` is sacrificed now. A permanent
 * without chapter abilities (final chapter number 0, 714.2d) is never, so a face-down Saga card
 * (708.2a) or a Saga's back face keeps its lore counters; `sources` is computed only when needed.
 */
export function sagaSacrificed(o: GameObject, c: Characteristics, sources: () => ReadonlySet<ObjectId>): boolean {
  if (!isSaga(c)) return false;
  const final = finalChapterNumber(c);
  return final > 0 && (o.counters.lore ?? 0) >= final && !sources().has(o.id);
}
