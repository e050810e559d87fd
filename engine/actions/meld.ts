/**
 * Meld (701.42, 712.4): two permanents of a meld pair, owned and controlled by the
 * same player, are exiled and return as one melded permanent with the combined back
 * face (712.8g). Objects that cannot be melded stay where they are (701.42c).
 */
import type { Action } from '../../adapter/action.js';
import type { CardDefinition } from '../../model/card.js';
import type { GameEvent } from '../../model/events.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { done, nothingHappens, type StepResult } from '../step-result.js';
import { enteredEvents } from '../zones/enter.js';
import { createCardObject, moveObject } from '../zones/move.js';
import { requirePermanent } from './guards.js';
import { withoutObject } from '../state-access.js';
import { removeFromZone } from '../zones/zone-lists.js';

/**
 * The meld card a permanent is, if it can be melded. Not when face down: a meld ability finds its partner by name
 * ("a creature named ...", 712.4a), and a face-down permanent has none (708.2a).
 */
function meldCard(state: GameState, permanent: GameObject): Extract<CardDefinition, { layout: 'meld' }> | null {
  if (permanent.represents.kind !== 'card' || permanent.faceDown !== null) return null;
  const def = state.cards[permanent.represents.card] as CardDefinition;
  return def.layout === 'meld' ? def : null;
}

/**
 * Meld two permanents (701.42a): only the two cards of one meld pair (712.4, 712.5) can be
 * melded (701.42b); otherwise they stay where they are (701.42c). They enter as one
 * permanent with the combined back face up (712.4a, 712.14c).
 */
export function meld(state: GameState, action: Extract<Action, { kind: 'meld' }>): StepResult {
  const [aId, bId] = action.objects;
  const a = requirePermanent(state, aId, 'meld');
  if (!a.ok) return a.result;
  const b = requirePermanent(state, bId, 'meld');
  if (!b.ok) return b.result;
  const da = meldCard(state, a.value);
  const db = meldCard(state, b.value);
  const pair = aId !== bId && da && db && da.partner === db.faces[0].name && db.partner === da.faces[0].name;
  if (!pair)
    return nothingHappens(
      state,
      null,
      '701.42c',
      'only the two face-up cards of one meld pair can be melded; they stay where they are (701.42b)',
    );
  if (a.value.owner !== b.value.owner || a.value.controller !== b.value.controller) {
    return nothingHappens(state, null, '701.42c', 'the pair must be owned and controlled by the same player to meld');
  }
  const events: GameEvent[] = [];
  let s = state;
  const exiled: ObjectId[] = [];
  for (const id of [aId, bId]) {
    const moved = moveObject(s, id, { to: 'exile' });
    s = moved.state;
    events.push(...moved.events);
    exiled.push(...moved.newIds);
  }
  // 712.4a, 712.14c: both cards return as one object with the combined back face up.
  const cards = [a.value, b.value].map((o) => (o.represents.kind === 'card' ? o.represents.card : '')) as [
    string,
    string,
  ];
  let melded: ObjectId;
  [s, melded] = createCardObject(s, { kind: 'melded', cards }, a.value.owner, {
    to: 'battlefield',
    controller: a.value.controller,
    face: 'back',
  });
  for (const id of exiled) {
    s = withoutObject(removeFromZone(s, id, 'exile', a.value.owner), id);
    events.push({ kind: 'zone-change', object: id, newObject: melded, from: 'exile', to: 'battlefield' });
  }
  events.push({ kind: 'melded', from: [aId, bId], into: melded }, ...enteredEvents(s, melded));
  return done(s, events);
}
