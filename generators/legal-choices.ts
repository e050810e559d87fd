/**
 * The choices the rules leave open for one card at the start of a game: the face-down ways it may be
 * face down by, the faces it may show on the battlefield, the modes it may be cast with. Used by the
 * generator (setup.ts) and by the checker that states the same rules (setup-legality.ts).
 */
import type { CardDefinition, FaceSide, TokenDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import type { FaceDownWay } from '../model/face-down.js';
import { hasAbility, isPermanentFace, twoFaces } from './faces-of.js';

/** The face-down ways a card may legally be face down by at the start (712.15, 702.37, 702.168). */
export function legalFaceDownWays(card: CardDefinition): readonly FaceDownWay[] {
  const ways: FaceDownWay[] = ['manifest', 'cloak', 'manifest-dread'];
  // 712.16: only manifest-like ways for double-faced and meld cards.
  if (card.layout !== 'single' && card.layout !== 'split') return ways;
  const front = card.faces[0];
  if (hasAbility(front, 'morph')) ways.push('morph');
  if (hasAbility(front, 'megamorph')) ways.push('megamorph');
  if (hasAbility(front, 'disguise')) ways.push('disguise');
  if (isPermanentFace(front)) ways.push('effect');
  return ways;
}

/** The faces a card may show face up on the battlefield (a permanent face; 712.14b). */
export function legalFaceUpSides(card: CardDefinition | TokenDefinition): readonly FaceSide[] {
  const sides: FaceSide[] = [];
  if (isPermanentFace(card.faces[0])) sides.push('front');
  const two = twoFaces(card);
  if (two && isPermanentFace(two[1])) sides.push('back');
  return sides;
}

/** An Aura face: cast face up, it is a spell that must target what it will enchant (303.4a). */
const isAuraFace = (f: Face): boolean => f.types.includes('Enchantment') && f.subtypes.includes('Aura');

/**
 * The faces a card may be cast with, as a spell on the stack (712.11a-b; lands are never cast, 305.9). A setup's
 * spell has no targets, so no face-up Aura spell (303.4a, 601.2c: one requires a target); face down it is none.
 */
export function legalSpellModes(
  card: CardDefinition,
): readonly ('front' | 'back' | 'morph' | 'megamorph' | 'disguise')[] {
  const modes: ('front' | 'back' | 'morph' | 'megamorph' | 'disguise')[] = [];
  // A split spell is one half (709.3b), which a setup's spell cannot state: setups put none on the stack.
  if (card.layout === 'split') return modes;
  const front = card.faces[0];
  if (!front.types.includes('Land') && !isAuraFace(front)) modes.push('front');
  const two = twoFaces(card);
  if (two && !two[1].types.includes('Land') && !isAuraFace(two[1])) modes.push('back');
  if (card.layout === 'single')
    for (const k of ['morph', 'megamorph', 'disguise'] as const) if (hasAbility(front, k)) modes.push(k);
  return modes;
}

/** Cards with morph, megamorph or disguise, which start face down twice as often. */
export const morphLike = (card: CardDefinition): boolean =>
  ['morph', 'megamorph', 'disguise'].some((k) => card.faces[0].abilities.some((a) => a.kind === k));
