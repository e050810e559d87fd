/** The ways a card seen in a view could be cast or played as a land, read from its printed card. */
import type { CastMode } from '../adapter/action.js';
import { type CardDefinition, halfFace } from '../model/card.js';
import type { ObjectView } from '../model/view.js';
import type { ZoneName } from '../model/zone.js';
import type { CastWay } from './generated-step.js';
import { printedDefinition } from '../model/view-read.js';

/**
 * The cast mode that fits a card for a way of casting, or null if the card has no such way (702.37c, 702.168b,
 * 702.146a, 712.11b, 702.162a).
 */
export function castModeFor(o: ObjectView, way: CastWay): CastMode | null {
  // Which faces matter: the front face's abilities (712.11d, 702.146a).
  const def = printedDefinition(o.printed);
  if (!def) return null;
  if (def.layout === 'split') return splitModeFor(def, o.zone, way);
  const front = def.faces[0];
  const has = (k: string) => front.abilities.some((a) => a.kind === k);
  // A switch and not a ts-pattern chain: resolving castable targets asks this of every card in every hand (issue 24's
  // profile); the default fails to compile if a way is missing.
  switch (way) {
    case 'normal':
      return front.types.includes('Land') ? null : { kind: 'normal' as const };
    case 'face-down': {
      const by = has('morph')
        ? ('morph' as const)
        : has('megamorph')
          ? ('megamorph' as const)
          : has('disguise')
            ? ('disguise' as const)
            : null;
      return by === null ? null : { kind: 'face-down' as const, by };
    }
    case 'disturb':
      return def.layout === 'nonmodal-dfc' && has('disturb')
        ? { kind: 'transformed' as const, by: 'disturb' as const }
        : null;
    case 'back-face':
      return def.layout === 'modal-dfc' && !def.faces[1].types.includes('Land') ? { kind: 'back-face' as const } : null;
    case 'converted':
      return def.layout === 'nonmodal-dfc' && has('more-than-meets-the-eye') ? { kind: 'converted' as const } : null;
    case 'left-half':
    case 'right-half':
      return null;
    case 'double-faced':
      return (def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc') && !front.types.includes('Land')
        ? { kind: 'normal' as const }
        : null;
    default:
      return way satisfies never;
  }
}

/**
 * A split card is cast as a half (709.3): `left-half` or `right-half`, and `normal` as its left half, as a player
 * would. An aftermath half is cast from a graveyard and any other from a hand (702.127a).
 */
function splitModeFor(
  def: Extract<CardDefinition, { layout: 'split' }>,
  zone: ZoneName,
  way: CastWay,
): CastMode | null {
  const half = way === 'right-half' ? 'right' : way === 'left-half' || way === 'normal' ? 'left' : null;
  if (half === null) return null;
  const aftermath = halfFace(def, half).abilities.some((a) => a.kind === 'aftermath');
  return zone === (aftermath ? 'graveyard' : 'hand') ? { kind: 'split-half', half } : null;
}

/**
 * The face a card would be played with as a land, or null if it has no land face to
 * play: the front face if it is a land (305.1), else a modal DFC's back land face (712.12).
 */
export function landFaceOf(o: ObjectView): 'front' | 'back' | null {
  const def = printedDefinition(o.printed);
  if (!def) return null;
  if (def.faces[0].types.includes('Land')) return 'front';
  return def.layout === 'modal-dfc' && def.faces[1].types.includes('Land') ? 'back' : null;
}
