/** Daybound's first ability: at night, a daybound double-faced card enters transformed (702.145b). */
import type { Ability } from '../../model/ability.js';
import type { CardDefinition, FaceSide } from '../../model/card.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from '../characteristics/compute.js';
import { boundOf, dayNightInEdition } from './bound.js';

/**
 * The face a card enters the battlefield with, given the face it would enter with and the
 * abilities it would have: back face up if it is night, it would enter front face up with
 * daybound, and it is represented by a double-faced card whose back face can be a permanent
 * (702.145b; 712.13a otherwise: it keeps its face, and 702.145c's transform then does nothing,
 * 701.27d). A token is not a card: it enters front face up and 702.145c transforms it at once.
 */
export function dayboundEntryFace(
  state: GameState,
  def: CardDefinition,
  face: FaceSide,
  abilities: readonly Ability[],
): FaceSide {
  if (face !== 'front' || state.dayNight !== 'night' || !dayNightInEdition(state)) return face;
  if (def.layout !== 'nonmodal-dfc' && def.layout !== 'modal-dfc') return face;
  if (boundOf(abilities) !== 'daybound') return face;
  const back = def.faces[1];
  return back.types.includes('Instant') || back.types.includes('Sorcery') ? face : 'back';
}

/**
 * The face a resolving spell enters with when no effect says otherwise (712.13), or back face
 * up for a daybound double-faced card at night (702.145b); a face-down spell keeps its face.
 */
export function dayboundSpellFace(state: GameState, spell: GameObject): FaceSide {
  if (spell.represents.kind !== 'card' || spell.faceDown !== null) return spell.face;
  const def = state.cards[spell.represents.card] as CardDefinition;
  return dayboundEntryFace(state, def, spell.face, characteristics(state, spell)?.abilities ?? []);
}
