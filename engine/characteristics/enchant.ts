/** What an Aura may enchant: its enchant abilities (702.5a, 303.4c). */
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from './compute.js';

/**
 * Whether an Aura with characteristics `aura` may enchant the permanent `host` (702.5a, 702.5c, 303.4c):
 * each of its enchant abilities must allow the host's card types, an empty list meaning "enchant
 * permanent". An Aura without an enchant ability in the model may enchant any permanent.
 */
export function mayEnchant(state: GameState, aura: Characteristics, host: GameObject): boolean {
  const restrictions = aura.abilities.filter((a) => a.kind === 'enchant');
  if (restrictions.length === 0) return true;
  const types = characteristics(state, host)?.types ?? [];
  return restrictions.every(
    (r) => r.types.length === 0 || r.types.some((t) => (types as readonly string[]).includes(t)),
  );
}
