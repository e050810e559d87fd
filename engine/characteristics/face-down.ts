/**
 * Face-down characteristics (layer 1b, 613.2b): a 2/2 creature with no name, no
 * subtypes, no mana cost and no text (708.2a, 702.37a, 701.40a), colorless, with
 * ward {2} when made face down by disguise or cloak (702.168a, 701.58a).
 */
import type { Characteristics } from '../../model/characteristics.js';
import type { FaceDownWay } from '../../model/face-down.js';

/** 708.2a, 702.168a, 701.58a: the values listed by the way the object became face down. */
export function faceDownCharacteristics(way: FaceDownWay): Characteristics {
  const ward = way === 'disguise' || way === 'cloak';
  return {
    name: null,
    manaCost: null,
    manaValue: 0, // 202.3a: no mana cost
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
