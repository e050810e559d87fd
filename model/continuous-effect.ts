/**
 * Continuous effects (611) with timestamps (613.7) that the layer system applies.
 * An effect applies to one object; it ends when that object leaves its zone (400.7).
 */
import type { EffectSpec } from '../adapter/action.js';
import type { Characteristics } from './characteristics.js';
import type { ObjectId } from './ids.js';

/** A copy effect (layer 1a, 613.2a): the copiable values taken when it began (707.2). */
export interface CopyEffect {
  readonly kind: 'copy';
  /**
   * Copiable values of the copied object when the effect began (707.2), including its
   * face-down values (708.10). The mana value is recomputed from the copied mana cost,
   * so a copied back face or melded face has mana value 0 (202.3b, 202.3c).
   */
  readonly values: Characteristics;
}

export interface ContinuousEffect {
  readonly id: string;
  readonly affected: ObjectId;
  readonly timestamp: number;
  readonly change: CopyEffect | EffectSpec;
}
