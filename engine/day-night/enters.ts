/** Daybound's first ability: at night, a daybound double-faced card enters transformed (702.145b). */
import type { Ability } from '../../model/ability.js';
import type { CardDefinition, FaceSide } from '../../model/card.js';
import type { Face } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from '../characteristics/compute.js';
import { boundOf, dayNightInEdition } from './bound.js';

/**
 * Whether daybound makes a card entering with `face` and `abilities` enter transformed (702.145b): it
 * is night, and it is a double-faced card with daybound entering front face up.
 */
function entersTransformed(
  state: GameState,
  def: CardDefinition,
  face: FaceSide,
  abilities: readonly Ability[],
): boolean {
  if (face !== 'front' || state.dayNight !== 'night' || !dayNightInEdition(state)) return false;
  if (def.layout !== 'nonmodal-dfc' && def.layout !== 'modal-dfc') return false;
  return boundOf(abilities) === 'daybound';
}

/** Whether the back face of a double-faced card is an instant or sorcery face, which no permanent can have. */
function instantOrSorceryBack(def: CardDefinition): boolean {
  const back = def.faces[1] as Face; // entersTransformed has checked that it is double-faced
  return back.types.includes('Instant') || back.types.includes('Sorcery');
}

/**
 * The face a card enters the battlefield with, given the face it would enter with and the
 * abilities it would have: back face up if it is night, it would enter front face up with
 * daybound, and it is represented by a double-faced card whose back face can be a permanent
 * (702.145b, 712.14a). A card whose back face is an instant or sorcery face keeps its face, and
 * 702.145c's transform then does nothing (712.10). A token is not a card: it enters front face up
 * and 702.145c transforms it at once.
 */
export function dayboundEntryFace(
  state: GameState,
  def: CardDefinition,
  face: FaceSide,
  abilities: readonly Ability[],
): FaceSide {
  if (!entersTransformed(state, def, face, abilities)) return face;
  return instantOrSorceryBack(def) ? face : 'back';
}

/**
 * The face a resolving spell enters with when no effect says otherwise (712.13), or back face
 * up for a daybound double-faced card at night (702.145b); a face-down spell keeps its face. A
 * daybound spell that would so enter transformed with an instant or sorcery back face does not
 * enter: it goes to its owner's graveyard (712.13a).
 */
export function dayboundSpellFace(state: GameState, spell: GameObject): FaceSide | 'graveyard' {
  if (spell.represents.kind !== 'card' || spell.faceDown !== null) return spell.face;
  const def = state.cards[spell.represents.card] as CardDefinition;
  const abilities = characteristics(state, spell)?.abilities ?? [];
  if (!entersTransformed(state, def, spell.face, abilities)) return spell.face;
  return instantOrSorceryBack(def) ? 'graveyard' : 'back';
}
