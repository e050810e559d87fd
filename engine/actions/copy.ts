/**
 * Copy effects (707, layer 1a): a permanent becomes a copy of another (707.2), a card
 * enters as a copy (Clone), a token is created as a copy (707.2, 707.8a: a token copy
 * of a double-faced permanent is a double-faced token with the same face up). Copy
 * effects apply in timestamp order (613.2a, 613.7), so the latest one wins.
 */
import type { Action } from '../../adapter/action.js';
import type { TokenDefinition } from '../../model/card.js';
import { doubleFacedDefinitionOf } from '../characteristics/printed.js';
import { rulesOf } from '../edition-rules.js';
import type { Characteristics } from '../../model/characteristics.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { colorsOfCost } from '../../model/mana.js';
import { copiableValues } from '../characteristics/compute.js';
import { effectsOn, mustObject, objectOf, tick, withLastKnown } from '../state-access.js';
import { done, nothingHappens, type StepResult } from '../step-result.js';
import { enteredEvents } from '../zones/enter.js';
import { createCardObject } from '../zones/move.js';
import { attachOnEntry, entryOf } from './aura-entry.js';
import { requireObject, requirePermanent, requirePlayer, type Checked } from './guards.js';

/** Start a copy effect on `object` with the copiable values taken now (707.2, 613.2a). */
export function addCopyEffect(state: GameState, object: ObjectId, values: Characteristics): GameState {
  const [s, time] = tick(state);
  return {
    ...s,
    effects: [...s.effects, { id: `e${time}`, affected: object, timestamp: time, change: { kind: 'copy', values } }],
  };
}

/**
 * A permanent becomes a copy of another (707.2): it takes the copiable values of the
 * face that is up now, never the other face (707.8), including copy effects already on
 * the original (707.3). It stays the same object; a double-faced card that becomes a copy
 * can still transform, and keeps the copied values when it does (712.18).
 */
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

/**
 * The double-faced definition a copy gets (707.8a for a token copy, 707.10g for a copy of
 * a spell), when the copied object is a double-faced card or token: a permanent, a spell,
 * or a card in a public zone (front face up). Meld cards and melded permanents are not
 * (712.9, 707.8): their copies are single-faced.
 */
export function doubleFacedToCopy(state: GameState, source: GameObject): TokenDefinition | null {
  if (source.faceDown !== null) return null; // 707.2, 708.10: copiable values are the face-down ones
  // Before 2023-04-14 a copy took only the face that was up (spec/editions.ts copies-keep-both-faces).
  if (!rulesOf(state).copiesKeepBothFaces) return null;
  const def = doubleFacedDefinitionOf(state, source);
  return def && { layout: def.layout, faces: def.faces };
}

/**
 * A single-faced definition stating exactly the copiable values a copy was made with
 * (707.2), so what a player sees as its printed object is what it copied: name, mana
 * cost, color indicator (kept when the colors are not the cost's, 204), types, abilities,
 * power, toughness, loyalty, defense. Its characteristics still come from its copy effect.
 * A face cannot be nameless, so the copy of a nameless object (a face-down permanent's
 * values, 708.2a) states the empty string: no name, and no invented one.
 */
export function copyShell(values: Characteristics): TokenDefinition {
  const costColors = colorsOfCost(values.manaCost);
  const sameColors = costColors.length === values.colors.length && costColors.every((c) => values.colors.includes(c));
  return {
    layout: 'single',
    faces: [
      {
        name: values.name ?? '',
        manaCost: values.manaCost,
        colorIndicator: sameColors ? null : values.colors,
        supertypes: values.supertypes,
        types: values.types,
        subtypes: values.subtypes,
        abilities: values.abilities,
        power: values.power,
        toughness: values.toughness,
        loyalty: values.loyalty,
        defense: values.defense,
      },
    ],
  };
}

/** The object a token copy takes its values from, and the state to read it in. */
interface CopySource {
  readonly read: GameState;
  readonly source: GameObject;
}

/**
 * Where a token copy may take its values from (707.8a): a permanent, a card in a graveyard
 * or face up in exile, or such an object that has left its zone since it was named,
 * as it last existed there (608.2h: last known information, its copy and face-down
 * values included).
 */
function copySource(state: GameState, id: ObjectId): Checked<CopySource> {
  const ghost = objectOf(state, id) === undefined ? withLastKnown(state, id) : undefined;
  if (ghost) return { ok: true, value: { read: ghost, source: mustObject(ghost, id) } };
  const found = requireObject(state, id, 'create-token-copy');
  if (!found.ok) return found;
  const o = found.value;
  const publicCard =
    o.represents.kind === 'card' && (o.zone === 'graveyard' || (o.zone === 'exile' && o.faceDown === null));
  if (o.zone !== 'battlefield' && !publicCard) {
    const permanent = requirePermanent(state, id, 'create-token-copy');
    if (!permanent.ok) return permanent;
  }
  return { ok: true, value: { read: state, source: o } };
}

/**
 * Create a token that is a copy (707.2). A copy of a double-faced permanent, or of a
 * double-faced card not on the battlefield, is a double-faced token with the same faces
 * and the same face up (707.8a; a card elsewhere has its front face up, 712.8a). If the
 * original is itself copying something, each face is "as modified by" that copy effect:
 * each face states the copied values, which the token also gets as a layer-1a copy effect
 * of its own (707.3).
 * Anything else gives a single-faced token whose values all come from its copy effect.
 * Its mana value as a copy of a back face is 0 (202.3b, see printedManaValue). A copy
 * of an instant or sorcery card is not created (111.5; a modal DFC in a graveyard is
 * its front face, 712.8a). An object that left the battlefield or another public zone is
 * copied as it last existed there (608.2h), a face-down permanent as the face-down 2/2 it
 * was: that is last known information, not a nonexistent object (111.12). A copy of an Aura enters attached to what
 * its controller chooses, and is not created when it may enchant nothing (303.4f, 303.4g).
 */
export function createTokenCopy(state: GameState, action: Extract<Action, { kind: 'create-token-copy' }>): StepResult {
  const player = requirePlayer(state, action.player, 'create-token-copy');
  if (!player.ok) return player.result;
  const found = copySource(state, action.of);
  if (!found.ok) return found.result;
  const { read, source } = found.value;
  const values = copiableValues(read, source) as Characteristics;
  // 111.5: no token copy of an instant or sorcery card; outside the stack and battlefield
  // only the front face counts (712.8a).
  if (values.types.includes('Instant') || values.types.includes('Sorcery'))
    return nothingHappens(state, source.id, '111.5', 'a token cannot be a copy of an instant or sorcery card');
  // 303.4f, 303.4g: a copy of an Aura enters attached to what its controller chooses, or is not created.
  const where = entryOf(state, values, action.player, null, null);
  if (!where.enters) return nothingHappens(state, source.id, where.clause, `${where.reason}; the token is not created`);
  const doubleFaced = doubleFacedToCopy(read, source);
  const copied = effectsOn(read, source.id).some((e) => e.change.kind === 'copy');
  let s = state;
  let id: ObjectId;
  if (doubleFaced) {
    const face = source.zone === 'battlefield' ? source.face : 'front';
    // 707.8a: each face is that face's copiable values as modified by the original's copy effects; a copy effect
    // sets every copiable value whichever face is up, so each face of the token is what the original copied.
    const shell = copyShell(values).faces[0];
    const token: TokenDefinition =
      copied && doubleFaced.layout !== 'single' ? { layout: doubleFaced.layout, faces: [shell, shell] } : doubleFaced;
    [s, id] = createCardObject(s, { kind: 'token', token, copy: true }, action.player, {
      to: 'battlefield',
      face,
    });
    if (copied) s = addCopyEffect(s, id, values);
  } else {
    [s, id] = createCardObject(s, { kind: 'token', token: copyShell(values), copy: true }, action.player, {
      to: 'battlefield',
    });
    s = addCopyEffect(s, id, values);
  }
  const [entered, attached] = attachOnEntry(s, id, where.host);
  return done(entered, [{ kind: 'token-created', object: id }, ...attached, ...enteredEvents(entered, id)]);
}

/**
 * Create a token from its definition; a double-faced one (Incubator-style) enters front face up (111.10i). Told to
 * create it attached to a permanent: an Aura token that may not enchant it is not created (303.4i), an Equipment
 * or Fortification enters attached, and any other token enters unattached (303.4h). An Aura token the effect
 * attaches to nothing enters attached to what its controller chooses (303.4f), and is not created when it may
 * enchant nothing (303.4g).
 */
export function createToken(state: GameState, action: Extract<Action, { kind: 'create-token' }>): StepResult {
  const player = requirePlayer(state, action.player, 'create-token');
  if (!player.ok) return player.result;
  // The effect names a permanent (a Role's host); a card elsewhere is no permanent to attach to.
  const host = action.attachedTo === undefined ? null : requirePermanent(state, action.attachedTo, 'create-token');
  if (host !== null && !host.ok) return host.result;
  const where = entryOf(state, action.token.faces[0], action.player, null, host === null ? null : host.value);
  if (!where.enters) return nothingHappens(state, null, where.clause, `${where.reason}; the token is not created`);
  const [s, id] = createCardObject(state, { kind: 'token', token: action.token, copy: false }, action.player, {
    to: 'battlefield',
  });
  const [entered, attached] = attachOnEntry(s, id, where.host);
  return done(entered, [{ kind: 'token-created', object: id }, ...attached, ...enteredEvents(entered, id)]);
}
