/**
 * Arbitrary card faces (109.3 characteristics of one face, 712.8). A face's role
 * decides its types; back faces have no mana cost and may carry a color indicator.
 */
import fc from 'fast-check';
import type { AbilityKind } from '../model/ability.js';
import { face, type CardType, type Face } from '../model/characteristics.js';
import { COLORS } from '../model/mana.js';
import { abilitiesArb } from './abilities.js';
import { manaCostArb } from './mana.js';
import { CREATURE_SUBTYPES, poolName } from './names.js';

/**
 * - `creature`: a creature face (sometimes also an artifact).
 * - `permanent`: a creature, artifact, enchantment, land or planeswalker face.
 * - `spell`: an instant or sorcery face.
 * - `any`: any of these.
 */
export type FaceRole = 'creature' | 'permanent' | 'spell' | 'land' | 'any';

export interface FaceConstraints {
  readonly role?: FaceRole;
  /** Back faces (712.2) print no mana cost. */
  readonly side?: 'front' | 'back';
  /** Ability kinds the face may carry (default: keyword, ward, triggered, text). */
  readonly abilities?: readonly AbilityKind[];
  /** Force or forbid the Legendary supertype. */
  readonly legendary?: boolean;
  /** Use this name instead of one from the pool. */
  readonly name?: string;
}

const DEFAULT_ABILITIES: readonly AbilityKind[] = ['keyword', 'ward', 'triggered', 'text'];

const PERMANENT_TYPES: readonly (readonly CardType[])[] = [
  ['Creature'],
  ['Creature'],
  ['Creature'],
  ['Artifact', 'Creature'],
  ['Artifact'],
  ['Enchantment'],
  ['Land'],
  ['Planeswalker'],
];

function typesArb(role: FaceRole): fc.Arbitrary<readonly CardType[]> {
  switch (role) {
    case 'creature':
      return fc.constantFrom<readonly CardType[]>(['Creature'], ['Creature'], ['Artifact', 'Creature']);
    case 'permanent':
      return fc.constantFrom(...PERMANENT_TYPES);
    case 'spell':
      return fc.constantFrom<readonly CardType[]>(['Instant'], ['Sorcery']);
    case 'land':
      return fc.constant<readonly CardType[]>(['Land']);
    case 'any':
      return fc.oneof(typesArb('permanent'), typesArb('spell'));
  }
}

/** An arbitrary face satisfying the constraints. */
export function faceArb(c: FaceConstraints = {}): fc.Arbitrary<Face> {
  const side = c.side ?? 'front';
  return fc
    .record({
      nameIndex: fc.nat(),
      types: typesArb(c.role ?? 'any'),
      cost: manaCostArb(),
      indicator: fc.array(fc.constantFrom(...COLORS), { minLength: 1, maxLength: 2 }),
      legendary: c.legendary === undefined ? fc.nat({ max: 5 }).map((n) => n === 0) : fc.constant(c.legendary),
      subtype: fc.constantFrom(...CREATURE_SUBTYPES),
      power: fc.nat({ max: 6 }),
      toughness: fc.integer({ min: 1, max: 6 }),
      loyalty: fc.integer({ min: 1, max: 6 }),
      abilities: abilitiesArb(c.abilities ?? DEFAULT_ABILITIES),
    })
    .map((r) => {
      const creature = r.types.includes('Creature');
      const land = r.types.includes('Land');
      const walker = r.types.includes('Planeswalker');
      return face({
        name: c.name ?? poolName(r.nameIndex),
        types: r.types,
        // Lands and back faces have no mana cost (202.3a); back faces may have a color indicator (204).
        manaCost: land || side === 'back' ? null : r.cost,
        colorIndicator: side === 'back' && !land ? [...new Set(r.indicator)] : null,
        supertypes: r.legendary && !r.types.includes('Instant') && !r.types.includes('Sorcery') ? ['Legendary'] : [],
        subtypes: creature ? [r.subtype] : [],
        abilities: land ? [] : r.abilities,
        power: creature ? r.power : null,
        toughness: creature ? r.toughness : null,
        loyalty: walker ? r.loyalty : null,
      });
    });
}
