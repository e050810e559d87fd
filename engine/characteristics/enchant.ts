/** What an Aura may enchant: its enchant abilities (702.5a, 303.4c). */
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from './compute.js';

/** The parts of an object's characteristics (or of a face it would have) that say what it may enchant. */
export type AuraTraits = Pick<Characteristics, 'types' | 'subtypes' | 'abilities'>;

/** Whether these are an Aura's: an enchantment with the subtype Aura (303.4). */
export function isAura(c: Pick<Characteristics, 'types' | 'subtypes'>): boolean {
  return c.types.includes('Enchantment') && c.subtypes.includes('Aura');
}

/**
 * Whether an Aura with characteristics `aura` may enchant the permanent `host` (702.5a, 702.5c, 303.4c):
 * each of its enchant abilities must allow the host's card types, an empty list meaning "enchant
 * permanent". An Aura without an enchant ability in the model may enchant any permanent.
 */
export function mayEnchant(state: GameState, aura: Pick<Characteristics, 'abilities'>, host: GameObject): boolean {
  const restrictions = aura.abilities.filter((a) => a.kind === 'enchant');
  if (restrictions.length === 0) return true;
  const types = characteristics(state, host)?.types ?? [];
  return restrictions.every(
    (r) => r.types.length === 0 || r.types.some((t) => (types as readonly string[]).includes(t)),
  );
}

/**
 * Whether an Aura with characteristics `aura`, not yet attached, may become attached to `host` (303.4f, 303.4i,
 * 601.2c for an Aura spell's target): a phased-in permanent on the battlefield (702.26b) other than itself, that
 * its enchant abilities allow; an Aura that is also a creature may enchant nothing (303.4d).
 */
export function mayBecomeAttached(state: GameState, aura: AuraTraits, host: GameObject, self?: string): boolean {
  if (host.zone !== 'battlefield' || host.phasedOut || host.id === self) return false;
  return !aura.types.includes('Creature') && mayEnchant(state, aura, host);
}

/** The permanents an Aura with characteristics `aura` may become attached to, in battlefield order (303.4f). */
export function legalToEnchant(state: GameState, aura: AuraTraits, self?: string): readonly GameObject[] {
  const out: GameObject[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (o !== undefined && mayBecomeAttached(state, aura, o, self)) out.push(o);
  }
  return out;
}
