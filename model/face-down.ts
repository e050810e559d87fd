/**
 * How an object came to be face down (708.6 requires tracking it). The way decides
 * the face-down characteristics (708.2a, ward {2} for disguise and cloak) and the
 * routes for turning it face up (702.37e, 702.168d, 701.40b-d, 701.58b-d).
 */
export const FACE_DOWN_WAYS = [
  'morph',
  'megamorph',
  'disguise',
  'manifest',
  'cloak',
  'manifest-dread',
  'effect',
] as const;
export type FaceDownWay = (typeof FACE_DOWN_WAYS)[number];

/** Ways to turn a face-down permanent face up. */
export const FACE_UP_ROUTES = [
  /** Pay its morph cost (702.37e); a megamorph cost is a morph cost (702.37b). */
  'morph',
  /** Pay its disguise cost (702.168d). */
  'disguise',
  /** Pay its mana cost, if a manifested or cloaked creature card (701.40b, 701.58b). */
  'mana-cost',
  /** An effect instructs it (e.g. "turn target face-down creature face up"). */
  'effect',
] as const;
export type FaceUpRoute = (typeof FACE_UP_ROUTES)[number];

/** The ways that put a permanent onto the battlefield face down as a manifested card (701.40a). */
export function isManifestLike(way: FaceDownWay): boolean {
  return way === 'manifest' || way === 'manifest-dread' || way === 'cloak';
}
