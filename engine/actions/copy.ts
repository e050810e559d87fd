/**
 * Copy effects (707, layer 1a): a permanent becomes a copy of another (707.2), a card
 * enters as a copy (Clone), a token is created as a copy (707.2, 707.8a: a token copy
 * of a double-faced permanent is a double-faced token with the same face up).
 */
import type { Action } from '../../adapter/action.js';
import type { CardDefinition, TokenDefinition } from '../../model/card.js';
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { copiableValues } from '../characteristics/compute.js';
import { effectsOn, tick } from '../state-access.js';
import { done, type StepResult } from '../step-result.js';
import { enteredEvents } from '../zones/enter.js';
import { createCardObject } from '../zones/move.js';
import { requirePermanent, requirePlayer } from './guards.js';

/** Start a copy effect on `object` with the copiable values taken now (707.2, 613.2a). */
export function addCopyEffect(state: GameState, object: ObjectId, values: Characteristics): GameState {
  let s = state;
  let time: number;
  [s, time] = tick(s);
  return { ...s, effects: [...s.effects, { id: `e${time}`, affected: object, timestamp: time, change: { kind: 'copy', values } }] };
}

export function becomeCopy(state: GameState, action: Extract<Action, { kind: 'become-copy' }>): StepResult {
  const target = requirePermanent(state, action.object, 'become-copy');
  if (!target.ok) return target.result;
  const source = requirePermanent(state, action.of, 'become-copy');
  if (!source.ok) return source.result;
  const values = copiableValues(state, source.value) as Characteristics;
  // 708.10: a face-down permanent that becomes a copy keeps its face-down values (layer 1b applies after 1a).
  const s = addCopyEffect(state, target.value.id, values);
  return done(s, [{ kind: 'became-copy', object: target.value.id, of: source.value.id }]);
}

/** A double-faced definition to give a token copy (707.8a), when the copied permanent shows its own faces. */
function doubleFacedToCopy(state: GameState, source: GameObject): TokenDefinition | null {
  if (source.faceDown !== null) return null; // 707.2, 708.10: copiable values are the face-down ones
  if (effectsOn(state, source.id).some((e) => e.change.kind === 'copy')) return null; // it shows copied values
  const r = source.represents;
  const def = r.kind === 'card' ? (state.cards[r.card] as CardDefinition) : r.kind === 'token' ? r.token : null;
  if (!def || (def.layout !== 'nonmodal-dfc' && def.layout !== 'modal-dfc')) return null;
  return { layout: def.layout, faces: def.faces };
}

/** A single-faced token whose characteristics all come from its copy effect (707.2). */
function copyShell(values: Characteristics): TokenDefinition {
  return {
    layout: 'single',
    faces: [{
      name: values.name ?? 'Copy', manaCost: values.manaCost, colorIndicator: null, supertypes: values.supertypes,
      types: values.types, subtypes: values.subtypes, abilities: values.abilities, power: values.power,
      toughness: values.toughness, loyalty: values.loyalty, defense: values.defense,
    }],
  };
}

export function createTokenCopy(state: GameState, action: Extract<Action, { kind: 'create-token-copy' }>): StepResult {
  const player = requirePlayer(state, action.player, 'create-token-copy');
  if (!player.ok) return player.result;
  const found = requirePermanent(state, action.of, 'create-token-copy');
  if (!found.ok) return found.result;
  const source = found.value;
  const doubleFaced = doubleFacedToCopy(state, source);
  let s = state;
  let id: ObjectId;
  if (doubleFaced) {
    [s, id] = createCardObject(s, { kind: 'token', token: doubleFaced, copy: true }, action.player, { to: 'battlefield', face: source.face });
  } else {
    const values = copiableValues(state, source) as Characteristics;
    [s, id] = createCardObject(s, { kind: 'token', token: copyShell(values), copy: true }, action.player, { to: 'battlefield' });
    s = addCopyEffect(s, id, values);
  }
  return done(s, [{ kind: 'token-created', object: id }, ...enteredEvents(s, id)]);
}

export function createToken(state: GameState, action: Extract<Action, { kind: 'create-token' }>): StepResult {
  const player = requirePlayer(state, action.player, 'create-token');
  if (!player.ok) return player.result;
  let s = state;
  let id: ObjectId;
  [s, id] = createCardObject(s, { kind: 'token', token: action.token, copy: false }, action.player, { to: 'battlefield' });
  return done(s, [{ kind: 'token-created', object: id }, ...enteredEvents(s, id)]);
}
