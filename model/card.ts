/**
 * Cards and tokens as printed: one face, two faces (nonmodal or modal DFC), or a
 * meld card whose back is half of a combined face (712.1-712.5).
 */
import type { Face } from './characteristics.js';
import { colorsOfCost } from './mana.js';

/**
 * - `single`: an ordinary card with one face.
 * - `nonmodal-dfc`: a double-faced card that transforms or converts (712.2).
 * - `modal-dfc`: a double-faced card cast or played with either face (712.3).
 * - `meld`: one card of a meld pair; its back is half of the melded face (712.4).
 * - `split`: two halves on one card, each cast on its own (709.1, 709.3).
 */
export type CardLayout = 'single' | 'nonmodal-dfc' | 'modal-dfc' | 'meld' | 'split';

/**
 * A physical card: its layout and faces as printed. `faces[0]` is the front face, the one
 * printed with the front-face mark (712.2a; a modal DFC's front-face symbol, 712.3a) and
 * `faces[1]` the back face (712.3b): the model states by position what the symbols say.
 */
export type CardDefinition =
  | { readonly layout: 'single'; readonly faces: readonly [Face] }
  | { readonly layout: 'nonmodal-dfc' | 'modal-dfc'; readonly faces: readonly [Face, Face] }
  | {
      readonly layout: 'meld';
      readonly faces: readonly [Face];
      /** Name of the other card of the pair (712.5). */
      readonly partner: string;
      /** The combined back face the pair melds into (712.4, 712.8g). */
      readonly melded: Face;
    }
  | {
      readonly layout: 'split';
      /**
       * The card as one object everywhere but the stack: its two halves combined (709.4), as
       * `combineHalves` makes it. Code that reads a card's face outside the stack reads this one.
       */
      readonly faces: readonly [Face];
      /** The left and the right half (709.1); a spell on the stack has only the one cast (709.3b). */
      readonly halves: readonly [Face, Face];
    };

/** A half of a split card (709.1): which one a player casts (709.3). */
export type SplitHalf = 'left' | 'right';

/**
 * A split card's characteristics outside the stack (709.4): both names, joined by " // " as the
 * card is named (709.4a: it has each of them); both mana costs one after the other, so that the
 * symbols stay separate (709.4b) and colors and mana value come from the whole; every supertype,
 * card type, subtype and ability of either half (709.4c). Power, toughness, loyalty and defense are
 * combined only when a half has them (no split card in scope does: 709.4 leaves how open).
 */
export function combineHalves(left: Face, right: Face): Face {
  const union = <T>(a: readonly T[], b: readonly T[]): readonly T[] => [...a, ...b.filter((x) => !a.includes(x))];
  const cost =
    left.manaCost === null && right.manaCost === null ? null : `${left.manaCost ?? ''}${right.manaCost ?? ''}`;
  const indicator =
    left.colorIndicator === null && right.colorIndicator === null
      ? null
      : union(left.colorIndicator ?? colorsOfCost(left.manaCost), right.colorIndicator ?? colorsOfCost(right.manaCost));
  return {
    name: `${left.name} // ${right.name}`,
    manaCost: cost,
    colorIndicator: indicator,
    supertypes: union(left.supertypes, right.supertypes),
    types: union(left.types, right.types),
    subtypes: union(left.subtypes, right.subtypes),
    abilities: [...left.abilities, ...right.abilities],
    power: left.power ?? right.power,
    toughness: left.toughness ?? right.toughness,
    loyalty: left.loyalty ?? right.loyalty,
    defense: left.defense ?? right.defense,
  };
}

/** A split card of two halves, its whole face combined from them (709.4). */
export function splitOf(left: Face, right: Face): Extract<CardDefinition, { layout: 'split' }> {
  return { layout: 'split', faces: [combineHalves(left, right)], halves: [left, right] };
}

/** The half of a split card a spell was cast as (709.3), by position. */
export function halfFace(def: Extract<CardDefinition, { layout: 'split' }>, half: SplitHalf): Face {
  return half === 'left' ? def.halves[0] : def.halves[1];
}

/**
 * A token's definition (111.4): one face, or two for a double-faced token such as
 * Incubator (111.10i) or a token copy of a double-faced permanent (707.8a).
 */
export type TokenDefinition =
  | { readonly layout: 'single'; readonly faces: readonly [Face] }
  | { readonly layout: 'nonmodal-dfc' | 'modal-dfc'; readonly faces: readonly [Face, Face] };

/** Which face of a double-faced object is up. Single-faced objects are always `front`. */
export type FaceSide = 'front' | 'back';

/** True for a card or token with two faces (the meld back half does not count: 712.9). */
export function isDoubleFaced(def: CardDefinition | TokenDefinition): boolean {
  return def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc';
}
