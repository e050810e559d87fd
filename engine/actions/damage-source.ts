/**
 * The source of damage (120.1): which of its abilities change what its damage does, and who controls it. It is
 * read as it is when it deals the damage: a face-down source has the face-down characteristics, so no abilities
 * (708.2a); a source that has left its zone is read as it last existed (608.2h, 702.15c).
 */
import type { Characteristics } from '../../model/characteristics.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { objectOf, withLastKnown } from '../state-access.js';
import type { Checked } from './guards.js';
import { requireObject } from './guards.js';

/** The keywords of the damage's source that change what its damage does (702.2, 702.15, 702.80, 702.90). */
export interface SourceTraits {
  readonly deathtouch: boolean;
  readonly wither: boolean;
  readonly infect: boolean;
  readonly lifelink: boolean;
}

/** The source of damage as it deals it: its traits and its controller, who gains life from lifelink (120.3f). */
export interface DamageSource {
  readonly traits: SourceTraits;
  /** `null` for an unnamed source, which has no lifelink anyway. */
  readonly controller: PlayerId | null;
}

/** A source with none of the abilities that change damage: the `deal-damage` without a `source`. */
export const UNNAMED_SOURCE: DamageSource = {
  traits: { deathtouch: false, wither: false, infect: false, lifelink: false },
  controller: null,
};

/** Which of the damage keywords a source has, read from its characteristics now (708.2a: face down, none). */
export function sourceTraits(c: Characteristics | null): SourceTraits {
  const has = (k: string) => c?.abilities.some((a) => a.kind === 'keyword' && a.keyword.toLowerCase() === k) ?? false;
  return { deathtouch: has('deathtouch'), wither: has('wither'), infect: has('infect'), lifelink: has('lifelink') };
}

/**
 * The source `id` of damage dealt now: the object as it is (708.2a), or, when it has left its zone, as it last
 * existed (608.2h; 702.15c: its last known information says whether it had lifelink). A source that left with no
 * last known information kept is a stale instruction, and the damage does nothing (400.7).
 */
export function damageSource(state: GameState, id: ObjectId | undefined, action: string): Checked<DamageSource> {
  if (id === undefined) return { ok: true, value: UNNAMED_SOURCE };
  const lki = objectOf(state, id) === undefined ? withLastKnown(state, id) : undefined;
  if (lki !== undefined) {
    const last = lki.objects[id];
    if (last !== undefined)
      return { ok: true, value: { traits: sourceTraits(characteristics(lki, last)), controller: last.controller } };
  }
  const found = requireObject(state, id, action);
  if (!found.ok) return found;
  return {
    ok: true,
    value: { traits: sourceTraits(characteristics(state, found.value)), controller: found.value.controller },
  };
}
