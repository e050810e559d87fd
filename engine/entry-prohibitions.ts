/**
 * Prohibitions on entering the battlefield imposed by permanents (Grafdigger's Cage-style
 * `prohibit-entry` effects). A prohibition counts only while the permanent imposing it is
 * on the battlefield and phased in (702.26b); it ends with that object (400.7). Checked by
 * manifest and cloak (701.40f, 701.58f), by effects putting cards onto the battlefield and
 * by playing a land (101.2: "can't" wins over "put" and "play").
 */
import type { CardType } from '../model/characteristics.js';
import type { GameState } from '../model/game-state.js';
import type { ZoneName } from '../model/zone.js';
import { permanentOf } from './state-access.js';

/**
 * Whether an object with card types `types`, about to move from `from` to the
 * battlefield, is prohibited from entering (701.40f, 701.58f). Callers pass the types
 * the object would have as it enters: for manifest and cloak the face-down 2/2
 * creature's, not the hidden card's (701.40a, 701.58a).
 */
export function entryProhibited(state: GameState, from: ZoneName, types: readonly CardType[]): boolean {
  return state.effects.some((e) => {
    if (e.change.kind !== 'prohibit-entry') return false;
    const source = permanentOf(state, e.affected);
    if (!source || source.phasedOut) return false; // 702.26b
    return (e.change.from as readonly ZoneName[]).includes(from) && e.change.types.some((t) => types.includes(t));
  });
}
