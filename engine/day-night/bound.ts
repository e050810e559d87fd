/**
 * Which permanents follow day and night: those with daybound or nightbound (702.145b,
 * 702.145e), read from their characteristics now (an ability they lost or gained counts as such).
 */
import type { Ability } from '../../model/ability.js';
import type { CardDefinition, TokenDefinition } from '../../model/card.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { hasMechanic } from '../../spec/editions.js';
import { characteristics } from '../characteristics/compute.js';

/** Daybound or nightbound, whichever the permanent has now; null for neither. */
export type Bound = 'daybound' | 'nightbound';

/** Whether the game's edition has day and night at all (731 entered the rules on 2021-09-24). */
export function dayNightInEdition(state: GameState): boolean {
  return state.edition === undefined || hasMechanic(state.edition, 'day-night');
}

const isBound = (a: Ability): boolean => a.kind === 'daybound' || a.kind === 'nightbound';

/**
 * Whether an ability list has daybound or nightbound (702.145), which are found on opposite
 * faces of a double-faced card (702.145a); which, daybound first.
 */
export function boundOf(abilities: readonly Ability[] | undefined): Bound | null {
  if (abilities === undefined) return null;
  if (abilities.some((a) => a.kind === 'daybound')) return 'daybound';
  return abilities.some((a) => a.kind === 'nightbound') ? 'nightbound' : null;
}

/** What `object` has now of daybound and nightbound (a face-down permanent has neither, 708.2a). */
export function boundPermanent(state: GameState, object: GameObject): Bound | null {
  return boundOf(characteristics(state, object)?.abilities);
}

const cardsWithBound = new WeakMap<object, boolean>();

function definesBound(def: CardDefinition | TokenDefinition): boolean {
  return def.faces.some((f) => f.abilities.some(isBound));
}

/**
 * Whether any permanent could have daybound or nightbound: some card or battlefield token
 * prints it, or some effect grants it. Checked first so that a game without them costs one
 * lookup per action (the card list is the same object from step to step).
 */
export function mayHaveBound(state: GameState): boolean {
  let cards = cardsWithBound.get(state.cards);
  if (cards === undefined) {
    cards = Object.values(state.cards).some(definesBound);
    cardsWithBound.set(state.cards, cards);
  }
  if (cards) return true;
  if (state.effects.some((e) => e.change.kind === 'gain-ability' && isBound(e.change.ability))) return true;
  return state.battlefield.some((id) => {
    const r = state.objects[id]?.represents;
    return r?.kind === 'token' && definesBound(r.token);
  });
}
