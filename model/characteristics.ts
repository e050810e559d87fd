/**
 * Characteristics (109.3) of one face, and the computed characteristics of an
 * object as a player sees them after all continuous effects (613).
 */
import type { Ability } from './ability.js';
import type { Color, ManaCost } from './mana.js';

export const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'] as const;
export type Supertype = (typeof SUPERTYPES)[number];

/**
 * The printed characteristics of one face (712.8: each face has its own set).
 * `name: null` never occurs on a printed face; it appears only in computed
 * characteristics of face-down objects (708.2a).
 */
export interface Face {
  readonly name: string;
  /** `null`: the face has no mana cost (back faces, lands). */
  readonly manaCost: ManaCost;
  /** Color indicator (204), usually on back faces; `null` when the face has none. */
  readonly colorIndicator: readonly Color[] | null;
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly abilities: readonly Ability[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly loyalty: number | null;
  readonly defense: number | null;
}

/**
 * Characteristics after layers 1-7 (613), plus the derived mana value (202.3) and
 * colors (202.2, 204). `name: null` is "no name" (708.2a).
 */
export interface Characteristics {
  readonly name: string | null;
  readonly manaCost: ManaCost;
  readonly manaValue: number;
  readonly colors: readonly Color[];
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly abilities: readonly Ability[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly loyalty: number | null;
  readonly defense: number | null;
}

/** A face with every optional characteristic empty; handy for building catalogs. */
export function face(partial: Partial<Face> & Pick<Face, 'name' | 'types'>): Face {
  return {
    manaCost: null,
    colorIndicator: null,
    supertypes: [],
    subtypes: [],
    abilities: [],
    power: null,
    toughness: null,
    loyalty: null,
    defense: null,
    ...partial,
  };
}
