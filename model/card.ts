/**
 * Cards and tokens as printed: one face, two faces (nonmodal or modal DFC), or a
 * meld card whose back is half of a combined face (712.1-712.5).
 */
import type { Face } from './characteristics.js';

/**
 * - `single`: an ordinary card with one face.
 * - `nonmodal-dfc`: a double-faced card that transforms or converts (712.2).
 * - `modal-dfc`: a double-faced card cast or played with either face (712.3).
 * - `meld`: one card of a meld pair; its back is half of the melded face (712.4).
 */
export type CardLayout = 'single' | 'nonmodal-dfc' | 'modal-dfc' | 'meld';

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
    };

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
