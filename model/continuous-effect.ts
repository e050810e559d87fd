/**
 * Continuous effects (611) with timestamps (613.7) that the layer system applies.
 * An effect applies to one object; it ends when that object leaves its zone (400.7).
 */
import type { Ability } from './ability.js';
import type { CardType, Characteristics } from './characteristics.js';
import type { ObjectId } from './ids.js';

/** A continuous effect an action can create (611, 613), lasting for the rest of the game. */
export type EffectSpec =
  /** Layer 6: the object loses all abilities (613.1f). */
  | { readonly kind: 'lose-all-abilities' }
  /** Layer 6: the object gains an ability. */
  | { readonly kind: 'gain-ability'; readonly ability: Ability }
  /** Layer 4: the object gains card types and subtypes (613.1d). */
  | { readonly kind: 'add-types'; readonly types: readonly CardType[]; readonly subtypes: readonly string[] }
  /** Layer 7b: base power and toughness become these (613.4b). */
  | { readonly kind: 'set-power-toughness'; readonly power: number; readonly toughness: number }
  /** Layer 7c: +N/+N (613.4c), like an anthem. */
  | { readonly kind: 'modify-power-toughness'; readonly power: number; readonly toughness: number }
  /**
   * A prohibition that the affected permanent imposes while it is on the battlefield
   * (Grafdigger's Cage-style): an object with any of `types` can't enter the battlefield
   * from any of `from`. Judged on the object as it would enter, so a card being
   * manifested or cloaked is judged as the face-down 2/2 creature (701.40f, 701.58f).
   */
  | {
      readonly kind: 'prohibit-entry';
      readonly from: readonly ('library' | 'hand' | 'graveyard' | 'exile')[];
      readonly types: readonly CardType[];
    }
  /**
   * A replacement effect that the affected permanent imposes while it is on the battlefield
   * (Rest in Peace-style, 614.1a): anything that would be put into a graveyard from
   * anywhere is exiled instead; for a melded permanent, both cards (712.21d).
   */
  | { readonly kind: 'exile-instead-of-graveyard' };

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
