/**
 * Manifest, cloak and manifest dread (701.40, 701.58, 701.62): put cards onto the
 * battlefield face down as 2/2 creatures, one at a time (701.40e, 701.58e). The card
 * is turned face down before it enters, so its enters abilities do not trigger (708.3).
 * A card whose face-down object is prohibited from entering stays where it was, with
 * its characteristics and face-up status unchanged (701.40f, 701.58f).
 */
import { controllerTriggers } from '../priority/triggers.js';
import type { Action } from '../../adapter/action.js';
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { faceDownCharacteristics } from '../characteristics/face-down.js';
import { entryProhibited } from '../entry-prohibitions.js';
import { printedObject } from '../printed-object.js';
import { mustObject, playerOf } from '../state-access.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';
import { enteredEvents } from '../zones/enter.js';
import { moveObject } from '../zones/move.js';
import { requireObject, requirePlayer } from './guards.js';

type Way = 'manifest' | 'cloak' | 'manifest-dread';

type PutResult =
  | { readonly entered: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly entered: false; readonly clause: string };

/** The clause for a way: cloak has its own section (701.58), manifest dread manifests (701.62a). */
const clauseFor = (way: Way, manifestClause: string, cloakClause: string) =>
  way === 'cloak' ? cloakClause : manifestClause;

/**
 * Put one card onto the battlefield face down under `player`'s control (701.40a,
 * 701.58a, 712.15 for a double-faced card). The prohibition check looks at the face-down
 * object (a 2/2 creature card), not at the hidden card (701.40f, 701.58f); when it is
 * prohibited the card is left untouched. The entered event carries no enters trigger,
 * since the permanent enters with face-down values (708.3).
 */
export function putFaceDown(state: GameState, card: ObjectId, player: PlayerId, way: Way): PutResult {
  const from = mustObject(state, card).zone;
  if (entryProhibited(state, from, faceDownCharacteristics(way).types)) {
    return { entered: false, clause: clauseFor(way, '701.40f', '701.58f') };
  }
  const moved = moveObject(state, card, { to: 'battlefield', controller: player, faceDown: way });
  const permanent = moved.newIds[0] as string;
  return { entered: true, state: moved.state, events: [...moved.events, ...enteredEvents(moved.state, permanent)] };
}

const prohibitedEvent = (card: ObjectId, clause: string): GameEvent => ({
  kind: 'no-effect',
  object: card,
  clause,
  reason: 'the face-down object is prohibited from entering the battlefield; the card stays where it was',
});

/**
 * Manifest or cloak the given card, or the top `count` cards of the player's library
 * one at a time, each from the top as it is then (701.40, 701.40a, 701.40e, 701.58,
 * 701.58a, 701.58e); the face-down rules of 708 apply to the result (701.40h, 701.58h).
 * A prohibited card stays on top, so the later ones are prohibited too (701.40f, 701.58f).
 */
export function manifestOrCloak(state: GameState, action: Extract<Action, { kind: 'manifest' | 'cloak' }>): StepResult {
  const player = requirePlayer(state, action.player, action.kind);
  if (!player.ok) return player.result;
  if (action.object !== undefined) {
    const found = requireObject(state, action.object, action.kind);
    if (!found.ok) return found.result;
    const card = found.value;
    if (card.represents.kind !== 'card' || card.zone === 'battlefield' || card.zone === 'stack') {
      return rejected(
        `${action.kind}/not-a-card`,
        clauseFor(action.kind, '701.40a', '701.58a'),
        'only a card outside the battlefield and stack can be put onto the battlefield face down',
      );
    }
    const r = putFaceDown(state, card.id, action.player, action.kind);
    return r.entered ? done(r.state, r.events) : done(state, [prohibitedEvent(card.id, r.clause)]);
  }
  const count = action.count ?? 1;
  if (!Number.isInteger(count) || count < 1)
    return rejected(`${action.kind}/bad-count`, null, `count must be a positive integer, got ${count}`);
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < count; i++) {
    const top = playerOf(s, action.player)?.library[0];
    if (top === undefined) break;
    const r = putFaceDown(s, top, action.player, action.kind);
    if (!r.entered) {
      events.push(prohibitedEvent(top, r.clause));
      break;
    }
    s = r.state;
    events.push(...r.events);
  }
  if (events.length === 0)
    return nothingHappens(state, null, clauseFor(action.kind, '701.40a', '701.58a'), 'the library is empty');
  return done(s, events);
}

/**
 * 701.62a: look at the top two cards, manifest the chosen one, then put every card looked
 * at that was not manifested into the graveyard, including the chosen one if its entry was
 * prohibited (701.40f). Only then do "whenever you manifest dread" abilities trigger, even
 * when the library was empty and none of it could be done (701.62b).
 */
export function manifestDread(state: GameState, action: Extract<Action, { kind: 'manifest-dread' }>): StepResult {
  const player = requirePlayer(state, action.player, 'manifest-dread');
  if (!player.ok) return player.result;
  const looked = (playerOf(state, action.player)?.library ?? []).slice(0, 2);
  if (looked.length === 0) {
    const nothing = nothingHappens(state, null, '701.62a', 'the library is empty');
    return nothing.ok
      ? done(state, [...nothing.events, ...controllerTriggers(state, action.player, 'you-manifest-dread')])
      : nothing;
  }
  const chosen = looked[action.choose];
  if (chosen === undefined)
    return rejected(
      'manifest-dread/bad-choice',
      '701.62a',
      `choose must be an index among the ${looked.length} cards looked at`,
    );
  const events: GameEvent[] = looked.map((id) => ({
    kind: 'looked',
    object: id,
    printed: printedObject(state, mustObject(state, id)),
    player: action.player,
  }));
  const r = putFaceDown(state, chosen, action.player, 'manifest-dread');
  let s = state;
  if (r.entered) {
    s = r.state;
    events.push(...r.events);
  } else events.push(prohibitedEvent(chosen, r.clause));
  for (const other of looked.filter((id) => !r.entered || id !== chosen)) {
    const moved = moveObject(s, other, { to: 'graveyard' });
    s = moved.state;
    events.push(...moved.events);
  }
  // 701.62b: after the whole process, so the cards not manifested are already in the graveyard.
  events.push(...controllerTriggers(s, action.player, 'you-manifest-dread'));
  return done(s, events);
}
