/**
 * Split cards (709) where the rules meet them outside the characteristics: the half a spell was
 * cast as, and aftermath (702.127a) sending such a spell to exile as it leaves the stack.
 */
import { type CardDefinition, halfFace } from '../model/card.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ZoneName } from '../model/zone.js';

export type SplitDefinition = Extract<CardDefinition, { layout: 'split' }>;

/** The split card behind an object, if it is one (a card: split tokens are not modelled). */
export function splitDefinitionOf(state: GameState, object: GameObject): SplitDefinition | null {
  if (object.represents.kind !== 'card') return null;
  const def = state.cards[object.represents.card] as CardDefinition | undefined;
  return def?.layout === 'split' ? def : null;
}

/**
 * 702.127a: a spell cast as a half with aftermath (castable only from a graveyard) is exiled
 * instead of going anywhere else as it leaves the stack.
 */
export function aftermathDestination(state: GameState, object: GameObject, to: ZoneName): ZoneName {
  if (object.zone !== 'stack' || object.half === undefined || to === 'exile') return to;
  const def = splitDefinitionOf(state, object);
  if (def === null) return to;
  return halfFace(def, object.half).abilities.some((a) => a.kind === 'aftermath') ? 'exile' : to;
}
