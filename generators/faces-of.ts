/** Small questions about printed cards that generators and properties share. */
import type { CardDefinition, TokenDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import type { AbilityKind } from '../model/ability.js';

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

/** A face that can be on the battlefield (110.4: a permanent card type). */
export function isPermanentFace(f: Face): boolean {
  return f.types.some((t) => (PERMANENT_TYPES as readonly string[]).includes(t));
}

/** An instant or sorcery face (712.10, 701.27d). */
export function isSpellFace(f: Face): boolean {
  return f.types.includes('Instant') || f.types.includes('Sorcery');
}

/** Whether the face has an ability of this kind. */
export function hasAbility(f: Face, kind: AbilityKind): boolean {
  return f.abilities.some((a) => a.kind === kind);
}

/** Both faces of a two-faced card or token, else null. */
export function twoFaces(def: CardDefinition | TokenDefinition): readonly [Face, Face] | null {
  return def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc' ? def.faces : null;
}

/** A card that is double-faced in the sense of 712.1 (includes meld cards, which can't be turned face down: 712.16). */
export function isDoubleFacedCardOrMeld(def: CardDefinition): boolean {
  return def.layout !== 'single' && def.layout !== 'split';
}
