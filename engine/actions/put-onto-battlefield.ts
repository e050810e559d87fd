/**
 * An effect puts a card onto the battlefield (Zombify-style): front face up by
 * default (712.14); back face up when "transformed" (712.14a), and a card that is not
 * double-faced stays where it is; a modal DFC whose front is not a permanent stays
 * (712.14b); an instant or sorcery card stays (400.4a); Clone-style copies (707.2);
 * "can't enter" prohibitions keep it where it is (101.2).
 */
import type { Action } from '../../adapter/action.js';
import type { CardDefinition } from '../../model/card.js';
import type { Characteristics, Face } from '../../model/characteristics.js';
import type { GameState } from '../../model/game-state.js';
import { copiableValues } from '../characteristics/compute.js';
import { faceDownCharacteristics } from '../characteristics/face-down.js';
import { mustObject } from '../state-access.js';
import { entryProhibited } from '../entry-prohibitions.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';
import { dayboundEntryFace } from '../day-night/enters.js';
import { enteredEvents } from '../zones/enter.js';
import { moveObject } from '../zones/move.js';
import { attachOnEntry, entryOf } from './aura-entry.js';
import { addCopyEffect } from './copy.js';
import { requireObject, requirePermanent, requirePlayer } from './guards.js';

const isPermanentFace = (f: Face) => !f.types.includes('Instant') && !f.types.includes('Sorcery') && f.types.length > 0;

/**
 * An effect puts a card onto the battlefield face down (708.3): it is turned face down
 * before it enters, so it enters as the 2/2 of 708.2a, face down by `effect` (708.6), and
 * its enters abilities neither trigger nor apply; a double-faced card too (712.15). An
 * entry prohibition judges the face-down creature (614.12). An instant or sorcery card
 * stays where it is (400.4a: the instruction concerns the card, which cannot become a
 * permanent; our reading, where manifest's 701.40g has no general counterpart). It cannot
 * also be transformed or a copy: those instructions concern a face the permanent would not show.
 */
function putFaceDownByEffect(
  state: GameState,
  card: string,
  def: CardDefinition,
  controller: string,
  action: Extract<Action, { kind: 'put-onto-battlefield' }>,
): StepResult {
  if (action.transformed || action.asCopyOf !== undefined)
    return rejected(
      'put-onto-battlefield/face-down-and-face-up',
      '708.3',
      'a card put onto the battlefield face down cannot also enter transformed or as a copy; drop one',
    );
  if (!isPermanentFace(def.faces[0]))
    return nothingHappens(state, card, '400.4a', 'an instant or sorcery card cannot enter the battlefield');
  const from = mustObject(state, card).zone;
  if (entryProhibited(state, from, faceDownCharacteristics('effect').types))
    return nothingHappens(state, card, '101.2', "an effect says it can't enter the battlefield; it stays where it is");
  const moved = moveObject(state, card, { to: 'battlefield', controller, faceDown: 'effect' });
  const permanent = moved.newIds[0] as string;
  return done(moved.state, [...moved.events, ...enteredEvents(moved.state, permanent)]);
}

/**
 * Put a card onto the battlefield from a zone other than the stack: front face up by
 * default (712.14), back face up if "transformed" (712.14a; entering transformed is not
 * transforming, so no "transforms into" trigger, 701.27e). A non-DFC told to enter
 * transformed stays (712.14a), as does a meld card (712.4b), a modal DFC with a
 * nonpermanent front face (712.14b) and an instant or sorcery face (400.4a). As a copy
 * it is a copy as it enters (707.2, 707.5). A `prohibit-entry` effect covering the zone
 * and the types it would enter with (614.12: the face up, or the copied values) keeps it
 * where it is, since "can't" wins (101.2).
 */
export function putOntoBattlefield(
  state: GameState,
  action: Extract<Action, { kind: 'put-onto-battlefield' }>,
): StepResult {
  const found = requireObject(state, action.object, 'put-onto-battlefield');
  if (!found.ok) return found.result;
  const card = found.value;
  if (card.zone === 'battlefield' || card.zone === 'stack') {
    return rejected(
      'put-onto-battlefield/wrong-zone',
      '712.14',
      `object ${card.id} is in ${card.zone}; spells enter by resolving`,
    );
  }
  if (card.represents.kind !== 'card')
    return rejected(
      'put-onto-battlefield/not-a-card',
      null,
      'only cards are put onto the battlefield from other zones',
    );
  const controller = action.controller ?? card.owner;
  const player = requirePlayer(state, controller, 'put-onto-battlefield');
  if (!player.ok) return player.result;
  const named =
    action.attachedTo === undefined ? null : requirePermanent(state, action.attachedTo, 'put-onto-battlefield');
  if (named !== null && !named.ok) return named.result;
  const host = named === null ? null : named.value;
  const def = state.cards[card.represents.card] as CardDefinition;
  if (action.faceDown) return putFaceDownByEffect(state, card.id, def, controller, action);
  let face: 'front' | 'back' = 'front';
  if (action.transformed) {
    if (def.layout === 'meld') {
      // 712.4b: a meld card's back half determines no characteristics outside a melded permanent.
      return nothingHappens(
        state,
        card.id,
        '712.4b',
        'a meld card cannot enter with its back half up alone; it stays in its zone',
      );
    }
    if (def.layout !== 'nonmodal-dfc' && def.layout !== 'modal-dfc') {
      return nothingHappens(
        state,
        card.id,
        '712.14a',
        'a card that is not double-faced told to enter transformed stays in its zone',
      );
    }
    face = 'back';
  } else if (def.layout === 'modal-dfc' && !isPermanentFace(def.faces[0])) {
    return nothingHappens(
      state,
      card.id,
      '712.14b',
      'a modal DFC whose front face is not a permanent stays in its zone',
    );
  }
  const upFace = faceOf(def, face);
  if (!isPermanentFace(upFace))
    return nothingHappens(state, card.id, '400.4a', 'an instant or sorcery card cannot enter the battlefield');
  let values: Characteristics | null = null;
  if (action.asCopyOf !== undefined) {
    const source = requirePermanent(state, action.asCopyOf, 'put-onto-battlefield');
    if (!source.ok) return source.result;
    values = copiableValues(state, source.value);
  }
  // 614.12: judged on the permanent as it would enter (the face up, or what it enters as a copy of).
  if (entryProhibited(state, card.zone, (values ?? upFace).types)) {
    return nothingHappens(
      state,
      card.id,
      '101.2',
      "an effect says it can't enter the battlefield from this zone; it stays where it is",
    );
  }
  // 702.145b: at night a daybound card enters transformed, judged on what it enters as.
  const entering = dayboundEntryFace(state, def, face, (values ?? upFace).abilities);
  // 303.4f-303.4i: what it enters attached to, judged on it as it would enter (614.12).
  const where = entryOf(state, values ?? faceOf(def, entering), controller, card.id, host);
  if (!where.enters) return nothingHappens(state, card.id, where.clause, `${where.reason}; it stays in its zone`);
  const moved = moveObject(state, card.id, { to: 'battlefield', controller, face: entering });
  const permanent = moved.newIds[0] as string;
  // 707.2, 614.1c: "enters as a copy" applies before it enters, so its enters triggers are the copy's.
  const copied = values ? addCopyEffect(moved.state, permanent, values) : moved.state;
  const [s, attached] = attachOnEntry(copied, permanent, where.host, card.id);
  return done(s, [...moved.events, ...attached, ...enteredEvents(s, permanent)]);
}

/** The printed face a card shows with `side` up: its back face only when it is double-faced. */
function faceOf(def: CardDefinition, side: 'front' | 'back'): Face {
  return side === 'back' && (def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc') ? def.faces[1] : def.faces[0];
}
