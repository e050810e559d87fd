/**
 * The actions on abilities with targets (adapter/action.ts lists them in `Action`): copying an ability on the stack
 * (707.10, 707.10c) and activating a permanent's activated ability with a target (602.2).
 */
import type { ObjectId, PlayerId } from '../model/ids.js';

/**
 * An effect copies an ability on the stack for `player` (707.10): the copy is itself an ability, with the same source
 * as the original (707.10b), put on the stack under `player`'s control. A copy of a permanent's "transform this"
 * ability turns that permanent only if it has not transformed or converted since the copy was put on the stack
 * (701.27f, 701.28e).
 */
export interface CopyAbility {
  readonly kind: 'copy-ability';
  readonly player: PlayerId;
  readonly of: ObjectId;
  /**
   * The copy's targets, one for each of the original's, when the effect lets its controller choose new ones
   * (707.10c): one left as the original's may stay even if it is illegal now; a changed one must be legal. Absent:
   * the original's targets.
   */
  readonly targets?: readonly ObjectId[];
}

/**
 * The controller of permanent `object` activates its activated ability with a target (602.2), choosing `targets`:
 * one, a creature on the battlefield (601.2c, 115.1). It is put on the stack; costs are not modelled.
 */
export interface ActivateAbility {
  readonly kind: 'activate-ability';
  readonly object: ObjectId;
  readonly targets: readonly ObjectId[];
}
