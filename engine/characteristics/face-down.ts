/**
 * Face-down characteristics (layer 1b, 613.2b): a 2/2 creature with no name, no
 * subtypes, no mana cost and no text (708.2a, 702.37a, 701.40a), colorless, with
 * ward {2} when made face down by disguise or cloak (702.168a, 701.58a).
 */
import type { Characteristics } from '../../model/characteristics.js';
import type { FaceDownWay } from '../../model/face-down.js';

/**
 * The values listed by the ability or rule that made the object face down (708.2), which
 * are its copiable values (708.2, 707.2) and replace everything printed in layer 1b
 * (613.2b): a 2/2 creature with no name, no text, no subtypes and no mana cost, so
 * colorless (202.2) with mana value 0 (202.3a). That is the same for morph and megamorph
 * spells and permanents (702.37a, 702.37b, 702.37c), manifest and manifest dread
 * (701.40a, 701.62a), and an effect that lists nothing (708.2a); disguise and cloak add
 * ward {2} (702.168a, 702.168b, 701.58a, 702.21a). Effects in later layers (counters,
 * anthems, losing abilities) still apply on top, in compute.ts.
 */
export function faceDownCharacteristics(way: FaceDownWay): Characteristics {
  const ward = way === 'disguise' || way === 'cloak';
  return {
    name: null,
    manaCost: null,
    manaValue: 0,
    colors: [],
    supertypes: [],
    types: ['Creature'],
    subtypes: [],
    abilities: ward ? [{ kind: 'ward', cost: '{2}' }] : [],
    power: 2,
    toughness: 2,
    loyalty: null,
    defense: null,
  };
}
