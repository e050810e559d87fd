/**
 * "Exile this Saga, then return it to the battlefield transformed under your control", the
 * last chapter of a Kamigawa double-faced Saga: the card goes to exile, a new object (400.7),
 * then returns as another new object with its back face up (712.14a; entering transformed is
 * not transforming, 701.27e). The ability exists apart from its source (113.7a): if the source
 * is no longer the same permanent, it does nothing to it (400.7).
 */
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { putOntoBattlefield } from '../actions/put-onto-battlefield.js';
import { objectOf } from '../state-access.js';
import { done, type StepResult } from '../step-result.js';
import { moveObject } from '../zones/move.js';

/**
 * Exile `source` and return it transformed under `controller`. A phased-out source is treated
 * as though it does not exist (702.26b). A token ceases to exist in exile (111.7), so nothing
 * returns; a card that is not double-faced stays in exile (712.14a).
 */
export function exileAndReturnTransformed(
  state: GameState,
  source: ObjectId,
  controller: PlayerId,
  resolved: GameEvent,
): StepResult {
  const permanent = objectOf(state, source);
  if (permanent?.zone !== 'battlefield')
    return done(state, [
      resolved,
      { kind: 'no-effect', object: source, clause: '400.7', reason: 'the source left the battlefield' },
    ]);
  if (permanent.phasedOut)
    return done(state, [
      resolved,
      { kind: 'no-effect', object: source, clause: '702.26b', reason: 'the permanent is phased out' },
    ]);
  const exiled = moveObject(state, source, { to: 'exile' });
  const card = exiled.newIds[0];
  if (card === undefined) return done(exiled.state, [resolved, ...exiled.events]);
  const returned = putOntoBattlefield(exiled.state, {
    kind: 'put-onto-battlefield',
    object: card,
    controller,
    transformed: true,
  });
  if (!returned.ok) return done(exiled.state, [resolved, ...exiled.events]);
  return done(returned.state, [resolved, ...exiled.events, ...returned.events]);
}
