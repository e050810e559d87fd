/**
 * The printed values an object starts from before any continuous effect, by zone
 * and face (712.8a-712.8g), and its mana value (202.3a-202.3c).
 */
import { type CardDefinition, halfFace, type TokenDefinition } from '../../model/card.js';
import type { Characteristics, Face } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { colorsOfCost, manaValueOfCost } from '../../model/mana.js';
import { rulesOf } from '../edition-rules.js';

/** The printed definitions behind an object: one card, a token, or a melded pair. */
function definitionsOf(state: GameState, object: GameObject): readonly (CardDefinition | TokenDefinition)[] {
  const r = object.represents;
  switch (r.kind) {
    case 'card':
      return [state.cards[r.card] as CardDefinition];
    case 'token':
      return [r.token];
    case 'melded':
      return [state.cards[r.cards[0]] as CardDefinition, state.cards[r.cards[1]] as CardDefinition];
    case 'transform-ability':
    case 'triggered-ability':
    case 'activated-ability':
      return [];
  }
}

/** The single card or token behind an object; null for a melded permanent or an ability. */
export function definitionOf(state: GameState, object: GameObject): CardDefinition | TokenDefinition | null {
  const r = object.represents;
  return r.kind === 'card' ? (state.cards[r.card] as CardDefinition) : r.kind === 'token' ? r.token : null;
}

export type DoubleFacedDefinition = Extract<CardDefinition | TokenDefinition, { layout: 'nonmodal-dfc' | 'modal-dfc' }>;

/** The double-faced card or token behind an object, if it is one; meld cards are not (712.9). */
export function doubleFacedDefinitionOf(state: GameState, object: GameObject): DoubleFacedDefinition | null {
  const def = definitionOf(state, object);
  return def && (def.layout === 'nonmodal-dfc' || def.layout === 'modal-dfc') ? def : null;
}

/**
 * The face whose characteristics the object has: each face has its own (712.8), and the
 * front face is `faces[0]`, the one printed with the front-face mark (712.2a, 712.3a),
 * the back face `faces[1]` (712.2b, 712.3b); both kinds of DFC alike (712.2, 712.3).
 * Outside the battlefield and stack only the front face counts (712.8a); a meld card
 * on the stack is its front face (712.8b); a melded permanent is the combined back
 * face (712.8g), and a meld card alone is its front face (712.4b); otherwise the face
 * that is up (712.8c, 712.8d, 712.8e, 712.8f), for a double-faced token too (111.10i, 707.8a).
 * A split card is its two halves combined in every zone but the stack (709.4): the face
 * model/card.ts combineHalves makes, with both names (709.4a), both costs one after the other
 * (709.4b) and every type and ability of either half (709.4c); a split spell is only the half
 * chosen as it was cast (709.3, 709.3b).
 */
export function activeFace(state: GameState, object: GameObject): Face | null {
  const defs = definitionsOf(state, object);
  const first = defs[0];
  if (!first) return null;
  if (object.represents.kind === 'melded') {
    return first.layout === 'meld' ? first.melded : null; // 712.8g
  }
  // 709.3b, 709.4: a split spell has only the half cast; anywhere else the card is both halves combined.
  if (first.layout === 'split')
    return object.zone === 'stack' && object.half !== undefined ? halfFace(first, object.half) : first.faces[0];
  const onStackOrBattlefield = object.zone === 'stack' || object.zone === 'battlefield';
  if (!onStackOrBattlefield) return first.faces[0]; // 712.8a
  if (first.layout === 'meld') return first.faces[0]; // 712.8b
  if (object.face === 'back' && first.faces.length === 2) return first.faces[1] ?? null; // 712.8c-f
  return first.faces[0];
}

/**
 * Mana value before copy and face-down effects (202.3a-202.3c, 712.8c, 712.8e, 712.8g):
 * a nonmodal DFC's back face uses its front face's mana cost unless the object was made
 * as a copy (a token copy of a back face has 0); a melded permanent adds up both front
 * faces; otherwise the face that is up's own cost (a modal DFC's back face, 712.8f). A split card
 * counts both halves' costs, combined in its face, except on the stack, where a split spell counts
 * the cost of the half cast (202.3d; fuse, which would combine them there, is not modelled).
 * Each cost counts hybrid symbols by their largest component (202.3f) and Phyrexian
 * symbols as 1 (202.3g), in manaValueOfCost. A permanent copying a back face or melded
 * face gets 0 from its copy effect (copiableValues).
 */
export function printedManaValue(state: GameState, object: GameObject, face: Face): number {
  const r = object.represents;
  if (r.kind === 'melded') {
    return r.cards.reduce(
      (sum, key) => sum + manaValueOfCost((state.cards[key] as CardDefinition).faces[0].manaCost),
      0,
    ); // 202.3c
  }
  const defs = definitionsOf(state, object);
  const def = defs[0];
  const onStackOrBattlefield = object.zone === 'stack' || object.zone === 'battlefield';
  if (def && def.layout === 'nonmodal-dfc' && object.face === 'back' && onStackOrBattlefield) {
    const createdAsCopy = r.kind === 'token' && r.copy;
    // A copy has 0 (202.3b); so had every back face before 2016-04-08, having no mana cost (spec back-face-mana-value).
    if (createdAsCopy || rulesOf(state).backFaceManaValue === 'none') return 0;
    return manaValueOfCost(def.faces[0].manaCost); // 202.3b
  }
  return manaValueOfCost(face.manaCost); // 202.3a: no mana cost counts 0
}

/** Characteristics straight from a face (colors from indicator or cost, 202.2, 204). */
export function characteristicsOfFace(face: Face, manaValue: number): Characteristics {
  return {
    name: face.name,
    manaCost: face.manaCost,
    manaValue,
    colors: face.colorIndicator ?? colorsOfCost(face.manaCost),
    supertypes: face.supertypes,
    types: face.types,
    subtypes: face.subtypes,
    abilities: face.abilities,
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    defense: face.defense,
  };
}

/** The printed characteristics of an object (no continuous effects), or null for an ability on the stack. */
export function printedCharacteristics(state: GameState, object: GameObject): Characteristics | null {
  const face = activeFace(state, object);
  return face ? characteristicsOfFace(face, printedManaValue(state, object, face)) : null;
}

/** The front face of the card(s) behind an object, ignoring every effect (used by 701.40b). */
export function frontFaceOf(state: GameState, object: GameObject): Face | null {
  const defs = definitionsOf(state, object);
  return defs[0]?.faces[0] ?? null;
}
