/**
 * A spell's targets (601.2c, 115.1). In the model only an Aura spell has one: the permanent it will enchant, as
 * its enchant ability allows (303.4a, 115.1b). It is checked as the spell is cast and again as it resolves
 * (608.2b, 608.3b); a legal one is what the Aura enters attached to (608.3c).
 */
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { isAura, mayBecomeAttached } from '../characteristics/enchant.js';
import { objectOf } from '../state-access.js';

/** Why targets announced for a spell cannot be (a coded refusal), or null when they are what it requires. */
export interface TargetRefusal {
  readonly code: string;
  readonly clause: string;
  readonly message: string;
}

/**
 * 601.2c: the targets announced for `spell`, a spell with characteristics `c` just put on the stack. An Aura
 * spell requires exactly one, a permanent it may enchant (303.4a, 115.1b); any other spell of the model has none.
 */
export function targetRefusal(
  state: GameState,
  spell: GameObject,
  c: Characteristics,
  targets: readonly ObjectId[] | undefined,
): TargetRefusal | null {
  const given = targets ?? [];
  if (!isAura(c))
    return given.length === 0
      ? null
      : { code: 'cast/no-targets', clause: '115.1', message: 'only an Aura spell has a target in the model (115.1b)' };
  if (given.length !== 1)
    return {
      code: given.length === 0 ? 'cast/target-required' : 'cast/too-many-targets',
      clause: '303.4a',
      message: 'an Aura spell requires one target, the permanent it will enchant (303.4a, 601.2c)',
    };
  const target = objectOf(state, given[0] as ObjectId);
  if (target === undefined || !mayBecomeAttached(state, c, target, spell.id))
    return {
      code: 'cast/illegal-target',
      clause: '601.2c',
      message: `${given[0]} is not a permanent this Aura may enchant (115.1b, 702.5a)`,
    };
  return null;
}

/**
 * 608.3b: the target of a resolving Aura spell, `spell` with characteristics `c`, if it is still legal (still the
 * same permanent, still one the Aura may enchant); `illegal` when it is not, and the spell does not resolve;
 * null for a spell without a target.
 */
export function auraSpellTarget(state: GameState, spell: GameObject, c: Characteristics): ObjectId | 'illegal' | null {
  const id = spell.targets?.[0];
  if (id === undefined) return null;
  const target = objectOf(state, id);
  return target !== undefined && isAura(c) && mayBecomeAttached(state, c, target, spell.id) ? id : 'illegal';
}
