/**
 * Replacement effects on zone changes (614.1a) that permanents impose while on the
 * battlefield: a Rest in Peace-style `exile-instead-of-graveyard` effect sends anything
 * that would be put into a graveyard from anywhere to exile instead. Applied to a melded
 * permanent leaving, it applies to both cards at once (712.21d).
 */
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ZoneName } from '../model/zone.js';
import { aftermathDestination } from './split-cards.js';
import { permanentOf } from './state-access.js';

/**
 * Where an object moving to `to` really goes (614.1a, 712.21d). The permanent imposing
 * the effect is still on the battlefield when its own move is looked at, so the effect
 * applies to it too (a destroyed Rest in Peace is exiled). An aftermath spell leaving the
 * stack is exiled whatever its destination (702.127a).
 */
export function replacedDestination(state: GameState, requested: ZoneName, object?: GameObject): ZoneName {
  const to = object === undefined ? requested : aftermathDestination(state, object, requested);
  if (to !== 'graveyard') return to;
  const replaced = state.effects.some((e) => {
    if (e.change.kind !== 'exile-instead-of-graveyard') return false;
    const source = permanentOf(state, e.affected);
    return source !== undefined && !source.phasedOut; // 702.26b
  });
  return replaced ? 'exile' : to;
}
