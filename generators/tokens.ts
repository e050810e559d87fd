/** Arbitrary token definitions (111.4): ordinary tokens and double-faced ones (111.10i). */
import fc from 'fast-check';
import type { TokenDefinition } from '../model/card.js';
import { face } from '../model/characteristics.js';

/** A 1/1 Spirit, a vanilla creature token. */
export const SPIRIT_TOKEN: TokenDefinition = {
  layout: 'single',
  faces: [
    face({ name: 'Spirit', types: ['Creature'], subtypes: ['Spirit'], power: 1, toughness: 1, colorIndicator: ['W'] }),
  ],
};

/** An Incubator-style double-faced token: an artifact that transforms into a creature (111.10i). */
export const INCUBATOR_TOKEN: TokenDefinition = {
  layout: 'nonmodal-dfc',
  faces: [
    face({
      name: 'Incubator',
      types: ['Artifact'],
      subtypes: ['Incubator'],
      abilities: [{ kind: 'transform-self', cost: '{2}' }],
    }),
    face({
      name: 'Phyrexian Token',
      types: ['Artifact', 'Creature'],
      subtypes: ['Phyrexian'],
      power: 0,
      toughness: 0,
      colorIndicator: null,
    }),
  ],
};

/** A double-faced token whose back face is an instant: transforming it does nothing (712.10). */
export const INSTANT_BACKED_TOKEN: TokenDefinition = {
  layout: 'nonmodal-dfc',
  faces: [face({ name: 'Omen Shell', types: ['Artifact'] }), face({ name: 'Omen Burst', types: ['Instant'] })],
};

export function tokenArb(): fc.Arbitrary<TokenDefinition> {
  return fc.constantFrom(SPIRIT_TOKEN, SPIRIT_TOKEN, INCUBATOR_TOKEN, INSTANT_BACKED_TOKEN);
}
