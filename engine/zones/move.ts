/**
 * Moving an object between zones: the moved object becomes a new object (400.7);
 * a face-down permanent or spell is revealed as it leaves (708.9); a melded
 * permanent leaves as one object and arrives as two cards (712.21); a token that
 * leaves the battlefield ceases to exist (111.7, 704.5d).
 */
import { diesTriggers, isDying } from '../priority/dies-triggers.js';
import type { FaceSide, SplitHalf } from '../../model/card.js';
import type { GameEvent } from '../../model/events.js';
import type { FaceDownWay } from '../../model/face-down.js';
import type { GameObject, Representation } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { CardKey, ObjectId, PlayerId } from '../../model/ids.js';
import type { ZoneName } from '../../model/zone.js';
import { characteristics } from '../characteristics/compute.js';
import { printedObject } from '../printed-object.js';
import { allocateId, allPlayers, effectsOn, mustObject } from '../state-access.js';
import { addToZone, removeFromZone, type Position } from './zone-lists.js';
import { replacedDestination } from '../replacement-effects.js';

export interface Arrival {
  readonly to: ZoneName;
  readonly position?: Position;
  readonly controller?: PlayerId;
  readonly face?: FaceSide;
  readonly faceDown?: FaceDownWay | 'exile' | null;
  /** The half of a split card cast as a spell (709.3); kept only on the stack. */
  readonly half?: SplitHalf;
  /** A melded permanent's card to put into the zone first (712.21a, 712.21b); default the pair's order. */
  readonly first?: CardKey;
}

/** How the object leaves, when it is not the ordinary way. */
export interface Leaving {
  /** It was already revealed to all (708.9) before it left, as when its owner leaves the game: not again. */
  readonly revealed?: boolean;
}

export interface Moved {
  readonly state: GameState;
  /** The new objects (two for a melded permanent; none for a token that ceased to exist). */
  readonly newIds: readonly ObjectId[];
  readonly events: readonly GameEvent[];
}

/** Put a new object for `card` into a zone; used by moves and by game setup. */
export function createCardObject(
  state: GameState,
  represents: Representation,
  owner: PlayerId,
  arrival: Arrival,
): [GameState, ObjectId] {
  return addNewObject(state, { ...state.objects }, represents, owner, arrival);
}

/** A new object for game setup: what it represents, its owner and where it goes. */
export interface Placement {
  readonly represents: Representation;
  readonly owner: PlayerId;
  readonly arrival: Arrival;
}

/**
 * New objects, in order, for a state being built that nobody has seen yet (game setup): the same ids, timestamps
 * and zone order as `createCardObject` one at a time, with the objects copied once rather than once for each.
 */
export function createCardObjects(state: GameState, placements: readonly Placement[]): GameState {
  const objects: Record<ObjectId, GameObject> = { ...state.objects };
  let s = state;
  for (const p of placements) [s] = addNewObject(s, objects, p.represents, p.owner, p.arrival);
  return s;
}

/**
 * The new object, added to `objects`: the state's objects, copied for this change and seen by nobody else yet, so
 * added to in place (a move copies the objects once, to leave and to arrive, not once for each).
 */
function addNewObject(
  state: GameState,
  objects: Record<ObjectId, GameObject>,
  represents: Representation,
  owner: PlayerId,
  arrival: Arrival,
): [GameState, ObjectId] {
  // The id and the timestamp as allocateId and tick issue them (613.7), and the object added: one copy of the state.
  const id: ObjectId = `o${state.nextObject}`;
  const time = state.clock + 1;
  objects[id] = {
    id,
    zone: arrival.to,
    owner,
    controller: arrival.controller ?? owner,
    represents,
    face: arrival.face ?? 'front',
    faceDown: arrival.faceDown ?? null,
    tapped: false,
    phasedOut: false,
    counters: {},
    attachedTo: null,
    damage: 0,
    timestamp: time,
    transformedAt: null,
    chosenX: 0,
    ...(arrival.half !== undefined && arrival.to === 'stack' ? { half: arrival.half } : {}),
  };
  const s: GameState = { ...state, nextObject: state.nextObject + 1, clock: time, objects };
  return [addToZone(s, id, arrival.to, owner, arrival.position), id];
}

/**
 * 708.9: a face-down permanent leaving the battlefield, or a face-down spell leaving the stack for anywhere but the
 * battlefield, is revealed to all.
 */
function revealOnLeaving(state: GameState, object: GameObject, to: ZoneName): readonly GameEvent[] {
  const faceDownWay = object.faceDown !== null && object.faceDown !== 'exile';
  const leavingPublicFaceDown = object.zone === 'battlefield' || (object.zone === 'stack' && to !== 'battlefield');
  if (!faceDownWay || !leavingPublicFaceDown) return [];
  return [{ kind: 'revealed', object: object.id, printed: printedObject(state, object), to: allPlayers(state) }];
}

/**
 * "Leaves the battlefield" triggers look back at the permanent as it was (603.6c, 603.10a): a face-down one has
 * no abilities (708.2a). A phased-out permanent leaves only with its owner, and that triggers nothing (702.26k).
 */
function leaveTriggers(state: GameState, object: GameObject): readonly GameEvent[] {
  if (object.zone !== 'battlefield' || object.phasedOut) return [];
  const c = characteristics(state, object);
  return (c?.abilities ?? [])
    .filter((a) => a.kind === 'triggered' && a.trigger.kind === 'leaves')
    .map(() => ({ kind: 'triggered', source: object.id, trigger: 'leaves' }) as const);
}

/**
 * The object leaves its zone and stops existing as this object (400.7): it is taken off its zone's list, what was
 * tied to it is forgotten (its effects, look permissions, attachments to it), and an object leaving a public zone is
 * kept as it last existed there, with its effects (608.2h, 603.10a); a face-down permanent stays face down in it.
 * One copy of the state and of the objects: this runs for nearly every action. The objects are returned too, not
 * yet seen by anyone, for the arriving object.
 */
function leave(state: GameState, object: GameObject): [GameState, Record<ObjectId, GameObject>] {
  const id = object.id;
  const { [id]: _gone, ...rest } = state.objects;
  const objects: Record<ObjectId, GameObject> = rest;
  // Only permanents are ever attached (attach and setups require both on the battlefield), so only the battlefield
  // is searched.
  for (const b of state.battlefield) {
    const attached = objects[b];
    if (attached !== undefined && attached.attachedTo === id) objects[b] = { ...attached, attachedTo: null };
  }
  // The lists are kept (the same arrays) when nothing in them was about the object: characteristics are memoised
  // while the effects list stays the same one (characteristics/compute.ts).
  const effects = state.effects.some((e) => e.affected === id)
    ? state.effects.filter((e) => e.affected !== id)
    : state.effects;
  const lookPermissions = state.lookPermissions.some((p) => p.object === id)
    ? state.lookPermissions.filter((p) => p.object !== id)
    : state.lookPermissions;
  // 608.2h: an object that leaves a public zone (battlefield, graveyard, stack, face-up exile) is remembered.
  const publicZone =
    object.zone === 'battlefield' ||
    object.zone === 'graveyard' ||
    object.zone === 'stack' ||
    (object.zone === 'exile' && object.faceDown === null);
  const lastKnown = publicZone
    ? { ...state.lastKnown, [id]: { object, effects: effectsOn(state, id) } }
    : state.lastKnown;
  const left = removeFromZone(
    { ...state, objects, effects, lookPermissions, lastKnown },
    id,
    object.zone,
    object.owner,
  );
  return [left, objects];
}

/**
 * Move an object to a zone (400.7): it becomes a new object there. A melded permanent is
 * one object leaving and two cards arriving, each a new object that an effect finds
 * (712.21, 712.21c, 712.21e: one object, two cards); they arrive in the order the owner
 * chooses (`first`, 712.21a, 712.21b), by default as the pair is listed. A token
 * leaving the battlefield ceases to exist (111.7), a double-faced one too (111.10i), and
 * so does a copy of a spell that leaves the stack for anywhere but the battlefield (707.10a).
 * A permanent leaving the battlefield triggers its leaves abilities, read as it was (603.6c, 603.10a),
 * and a creature dying (700.4) the "another creature dies" abilities of the other permanents.
 */
export function moveObject(state: GameState, id: ObjectId, requested: Arrival, leaving: Leaving = {}): Moved {
  const object = mustObject(state, id);
  // 614.1a, 712.21d: a replacement effect changes the destination, for both cards of a melded permanent alike.
  const arrival: Arrival = { ...requested, to: replacedDestination(state, requested.to, object) };
  const reveal = leaving.revealed === true ? [] : revealOnLeaving(state, object, arrival.to);
  const events: GameEvent[] = [
    ...reveal,
    ...leaveTriggers(state, object),
    // 700.4, 603.10a: the others see it die as they were just before it left.
    ...(isDying(state, object, arrival.to) ? diesTriggers(state, id) : []),
  ];
  let [s, objects] = leave(state, object);
  const r = object.represents;
  const pair: readonly CardKey[] = r.kind === 'melded' ? r.cards : [];
  const cards: readonly CardKey[] =
    r.kind === 'card'
      ? [r.card]
      : arrival.first !== undefined && pair[1] === arrival.first
        ? [pair[1], pair[0] as CardKey]
        : pair;
  const newIds: ObjectId[] = [];
  const placedControlled = arrival.to === 'battlefield' || arrival.to === 'stack';
  const copyOfSpellLeaving = r.kind === 'token' && object.zone === 'stack' && arrival.to !== 'battlefield';
  if (r.kind === 'token' && (object.zone === 'battlefield' || copyOfSpellLeaving)) {
    // 111.7, 704.5d: the token goes to the zone, then ceases to exist; so does a copy of a spell anywhere but the stack
    // (707.10a, 704.5e).
    let ghost: ObjectId;
    [s, ghost] = allocateId(s);
    events.push({ kind: 'zone-change', object: id, newObject: ghost, from: object.zone, to: arrival.to });
    return { state: s, newIds, events };
  }
  for (const card of cards) {
    // 712.21: each card of a melded permanent arrives as its own object.
    let newId: ObjectId;
    [s, newId] = addNewObject(s, objects, { kind: 'card', card }, s.owners[card] ?? object.owner, {
      ...arrival,
      controller: placedControlled ? (arrival.controller ?? object.controller) : (s.owners[card] ?? object.owner),
    });
    newIds.push(newId);
    events.push({ kind: 'zone-change', object: id, newObject: newId, from: object.zone, to: arrival.to });
  }
  if (r.kind === 'token') {
    let newId: ObjectId;
    [s, newId] = addNewObject(s, objects, r, object.owner, {
      ...arrival,
      controller: arrival.controller ?? object.controller,
    });
    newIds.push(newId);
    events.push({ kind: 'zone-change', object: id, newObject: newId, from: object.zone, to: arrival.to });
  }
  return { state: s, newIds, events };
}
