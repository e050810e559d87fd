/**
 * What a permanent of a setup shows on the battlefield: its face-down status, the face
 * that is up (712.8d-g), or, for a permanent that starts as a copy, what its source
 * shows (707.2; a copy of a face-down permanent copies its face-down values, 708.2).
 * The setup generator and the legality checker share it.
 */
import type { CardDefinition } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import type { PermanentSetup } from '../model/setup.js';
import { twoFaces } from './faces-of.js';

export type Shown =
  | { readonly kind: 'face-down' }
  | { readonly kind: 'face'; readonly face: Face }
  /** A card key or label that does not resolve, or a cycle of copies. */
  | { readonly kind: 'unknown' };

/** What the permanent itself prints on its up side, ignoring `copyOf`. */
export function printedShown(p: PermanentSetup, cards: Readonly<Record<string, CardDefinition>>): Shown {
  if (p.faceDown !== undefined) return { kind: 'face-down' };
  if (p.melded !== undefined) {
    const def = cards[p.melded[0]];
    return def?.layout === 'meld' ? { kind: 'face', face: def.melded } : { kind: 'unknown' };
  }
  const def = p.card !== undefined ? cards[p.card] : p.token;
  if (!def) return { kind: 'unknown' };
  if (p.face === 'back') {
    const two = twoFaces(def);
    return two ? { kind: 'face', face: two[1] } : { kind: 'unknown' };
  }
  return { kind: 'face', face: def.faces[0] };
}

/** What the permanent shows, following `copyOf` through `byLabel`. */
export function shownOf(
  p: PermanentSetup,
  byLabel: ReadonlyMap<string, PermanentSetup>,
  cards: Readonly<Record<string, CardDefinition>>,
  seen: ReadonlySet<PermanentSetup> = new Set(),
): Shown {
  if (p.copyOf === undefined || p.faceDown !== undefined) return printedShown(p, cards);
  const source = byLabel.get(p.copyOf);
  if (!source || seen.has(p)) return { kind: 'unknown' };
  return shownOf(source, byLabel, cards, new Set([...seen, p]));
}

/** A creature on the battlefield as shown: face down (a 2/2 creature, 708.2a) or a creature face. */
export function showsCreature(s: Shown): boolean {
  return s.kind === 'face-down' || (s.kind === 'face' && s.face.types.includes('Creature'));
}

/** The legendary name shown, if any (704.5j). */
export function legendaryName(s: Shown): string | null {
  return s.kind === 'face' && s.face.supertypes.includes('Legendary') ? s.face.name : null;
}
