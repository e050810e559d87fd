/**
 * Building the initial state from a setup, with clear errors for setups that are not
 * legal game states (a card in two places, a back face up on a single-faced card, a
 * melded permanent of cards that are not a pair).
 */
import type { CardDefinition, TokenDefinition } from '../model/card.js';
import { followDayNight } from './day-night/follow.js';
import { isDoubleFaced } from '../model/card.js';
import type { GameState } from '../model/game-state.js';
import type { CardKey, ObjectId, PlayerId } from '../model/ids.js';
import type { GameSetup, PermanentSetup } from '../model/setup.js';
import type { Representation } from '../model/game-object.js';
import type { Characteristics } from '../model/characteristics.js';
import { addCopyEffect } from './actions/copy.js';
import { isAura } from './characteristics/enchant.js';
import { copiableValues } from './characteristics/compute.js';
import { addIntrinsicCounters } from './priority/intrinsic-counters.js';
import { createCardObject, createCardObjects, type Placement } from './zones/move.js';
import { mustObject, updateObject } from './state-access.js';
import { DEFAULT_EDITION, type RulesEdition } from '../model/rules-edition.js';

/** 119.1: each player's starting life total in a two-player game. */
const STARTING_LIFE = 20;

/** A setup the reference engine cannot start from. The message says what and where. */
export class SetupError extends Error {
  override readonly name = 'SetupError';
}

type Cards = Readonly<Record<CardKey, CardDefinition>>;

/** 701.42b, 712.4a: the two cards must be the two halves of one meld pair. */
function validateMeldPair(pair: readonly [CardKey, CardKey], where: string, cards: Cards): void {
  const [a, b] = pair.map((k) => cards[k]);
  if (!a || !b) throw new SetupError(`${where}.melded: both cards must be in setup.cards`);
  const isPair =
    a.layout === 'meld' && b.layout === 'meld' && a.partner === b.faces[0].name && b.partner === a.faces[0].name;
  if (!isPair || pair[0] === pair[1])
    throw new SetupError(
      `${where}.melded: "${pair[0]}" and "${pair[1]}" are not the two cards of one meld pair (701.42b)`,
    );
}

function validatePermanent(p: PermanentSetup, where: string, cards: Cards): void {
  const given = [p.card, p.token, p.melded].filter((x) => x !== undefined).length;
  if (given !== 1) throw new SetupError(`${where}: give exactly one of "card", "token" or "melded"`);
  if (p.melded) {
    validateMeldPair(p.melded, where, cards);
    if (p.faceDown) throw new SetupError(`${where}: a melded permanent cannot be face down (712.16)`);
    if (p.face === 'front')
      throw new SetupError(`${where}: a melded permanent has its combined back face up (712.14c); drop "face"`);
    return;
  }
  const def: CardDefinition | TokenDefinition | undefined = p.card !== undefined ? cards[p.card] : p.token;
  if (!def) throw new SetupError(`${where}: card "${p.card}" is not in setup.cards`);
  if (p.face === 'back' && !isDoubleFaced(def))
    throw new SetupError(`${where}: only a double-faced card or token can have its back face up (712.2, 712.3)`);
  if (p.face === 'back' && p.faceDown)
    throw new SetupError(`${where}: a face-down permanent shows no face; drop "face" or "faceDown"`);
}

/** Which player owns each card key, checking each is placed exactly once. */
function claimOwners(setup: GameSetup, players: ReadonlySet<PlayerId>): Record<CardKey, PlayerId> {
  const owners: Record<CardKey, PlayerId> = {};
  const claim = (key: CardKey, player: PlayerId, where: string) => {
    if (!Object.hasOwn(setup.cards, key)) throw new SetupError(`${where}: card "${key}" is not in setup.cards`);
    if (Object.hasOwn(owners, key))
      throw new SetupError(
        `${where}: card "${key}" is already placed (for ${owners[key]}); each card is in exactly one zone`,
      );
    owners[key] = player;
  };
  for (const p of setup.players) {
    p.library?.forEach((k, i) => {
      claim(k, p.id, `players.${p.id}.library[${i}]`);
    });
    p.hand?.forEach((k, i) => {
      claim(k, p.id, `players.${p.id}.hand[${i}]`);
    });
    p.graveyard?.forEach((k, i) => {
      claim(k, p.id, `players.${p.id}.graveyard[${i}]`);
    });
    p.exile?.forEach((e, i) => {
      claim(e.card, p.id, `players.${p.id}.exile[${i}]`);
    });
    p.battlefield?.forEach((b, i) => {
      const where = `players.${p.id}.battlefield[${i}]`;
      validatePermanent(b, where, setup.cards);
      if (b.card !== undefined) claim(b.card, p.id, where);
      b.melded?.forEach((k) => {
        claim(k, p.id, `${where}.melded`);
      });
      if (b.controller !== undefined && !players.has(b.controller))
        throw new SetupError(`${where}: controller "${b.controller}" is not a player`);
    });
  }
  setup.stack?.forEach((spell, i) => {
    const where = `stack[${i}]`;
    if (!players.has(spell.owner)) throw new SetupError(`${where}: owner "${spell.owner}" is not a player`);
    if (spell.controller !== undefined && !players.has(spell.controller))
      throw new SetupError(`${where}: controller "${spell.controller}" is not a player`);
    claim(spell.card, spell.owner, where);
    const def = setup.cards[spell.card] as CardDefinition;
    if (def.layout === 'split')
      throw new SetupError(
        `${where}: a split spell is one of its halves (709.3b), which a setup cannot state; put the card in a hand ` +
          'and cast a half with a cast step (mode split-half)',
      );
    if (spell.face === 'back' && !isDoubleFaced(def))
      throw new SetupError(`${where}: only a double-faced spell can have its back face up (712.11a-b)`);
    if (spell.face === 'back' && spell.faceDown)
      throw new SetupError(`${where}: a face-down spell shows no face; drop "face" or "faceDown"`);
    if (spell.faceDown && !def.faces[0].abilities.some((a) => a.kind === spell.faceDown)) {
      throw new SetupError(
        `${where}: the card has no ${spell.faceDown} ability, so it cannot be a face-down spell that way ` +
          `(702.37c, 702.168b)`,
      );
    }
    const face = spell.faceDown ? undefined : def.faces[spell.face === 'back' ? 1 : 0];
    if (face !== undefined && isAura(face))
      throw new SetupError(
        `${where}: an Aura spell needs a target, the permanent it will enchant (303.4a), which a setup's spell ` +
          'cannot state; put the card in a hand and cast it with a cast step that names its target',
      );
  });
  for (const key of Object.keys(setup.cards)) {
    if (!Object.hasOwn(owners, key))
      throw new SetupError(`cards.${key}: the card is in no zone; list it in a player's zones or remove it`);
  }
  return owners;
}

/** The initial state of a game (reference engine). Throws SetupError for an illegal setup. */
export function initialState(setup: GameSetup, edition?: RulesEdition): GameState {
  const ids = new Set<PlayerId>();
  for (const p of setup.players) {
    if (ids.has(p.id)) throw new SetupError(`players: "${p.id}" appears twice; player ids must be unique`);
    ids.add(p.id);
  }
  if (setup.players.length < 1) throw new SetupError('players: a game needs at least one player');
  for (const p of setup.players) {
    if (p.life !== undefined && !Number.isInteger(p.life))
      throw new SetupError(`players.${p.id}.life: a life total is a whole number (119.1), got ${p.life}`);
  }
  const owners = claimOwners(setup, ids);
  let s: GameState = {
    players: setup.players.map((p) => ({
      id: p.id,
      library: [],
      hand: [],
      graveyard: [],
      left: false,
      handRevealed: false,
      // 119.1: 20 unless the setup says otherwise.
      life: p.life ?? STARTING_LIFE,
      poison: 0,
    })),
    battlefield: [],
    stack: [],
    exile: [],
    objects: {},
    cards: setup.cards,
    owners,
    effects: [],
    lookPermissions: [],
    lastKnown: {},
    nextObject: 1,
    clock: 0,
    rng: (setup.seed ?? 1) >>> 0 || 1,
    gameOver: false,
    // The newest edition is the default and stays implicit, so its games take the default path.
    ...(edition === undefined || edition === DEFAULT_EDITION ? {} : { edition }),
  };
  const card = (k: CardKey): Representation => ({ kind: 'card', card: k });
  const inZones: Placement[] = [];
  for (const p of setup.players) {
    for (const k of p.library ?? [])
      inZones.push({ represents: card(k), owner: p.id, arrival: { to: 'library', position: 'bottom' } });
    for (const k of p.hand ?? []) inZones.push({ represents: card(k), owner: p.id, arrival: { to: 'hand' } });
    for (const k of p.graveyard ?? []) inZones.push({ represents: card(k), owner: p.id, arrival: { to: 'graveyard' } });
  }
  s = createCardObjects(s, inZones);
  const labelled = new Map<string, ObjectId>();
  const links: {
    id: ObjectId;
    where: string;
    attachedTo?: string;
    copyOf?: string;
    counters: Readonly<Record<string, number>>;
  }[] = [];
  for (const p of setup.players) {
    (p.battlefield ?? []).forEach((b, i) => {
      const represents: Representation =
        b.card !== undefined
          ? card(b.card)
          : b.melded !== undefined
            ? { kind: 'melded', cards: b.melded }
            : { kind: 'token', token: b.token as TokenDefinition, copy: false };
      let id: ObjectId;
      [s, id] = createCardObject(s, represents, p.id, {
        to: 'battlefield',
        controller: b.controller ?? p.id,
        face: b.melded ? 'back' : (b.face ?? 'front'),
        faceDown: b.faceDown ?? null,
      });
      s = updateObject(s, id, { tapped: b.tapped ?? false, counters: b.counters ?? {} });
      const where = `players.${p.id}.battlefield[${i}]`;
      if (b.label !== undefined) {
        if (labelled.has(b.label))
          throw new SetupError(`${where}.label: "${b.label}" is used twice; labels must be unique`);
        labelled.set(b.label, id);
      }
      links.push({
        id,
        where,
        counters: b.counters ?? {},
        ...(b.attachedTo === undefined ? {} : { attachedTo: b.attachedTo }),
        ...(b.copyOf === undefined ? {} : { copyOf: b.copyOf }),
      });
    });
  }
  const byLabel = (label: string, where: string): ObjectId => {
    const id = labelled.get(label);
    if (id === undefined) throw new SetupError(`${where}: no permanent has the label "${label}"`);
    return id;
  };
  // Copy effects in the order listed, each taking the source's copiable values at that time (707.2).
  for (const link of links) {
    if (link.copyOf === undefined) continue;
    const source = byLabel(link.copyOf, `${link.where}.copyOf`);
    if (source === link.id) throw new SetupError(`${link.where}.copyOf: a permanent cannot start as a copy of itself`);
    s = addCopyEffect(s, link.id, copiableValues(s, mustObject(s, source)) as Characteristics);
  }
  for (const link of links) {
    if (link.attachedTo === undefined) continue;
    const host = byLabel(link.attachedTo, `${link.where}.attachedTo`);
    if (host === link.id)
      throw new SetupError(`${link.where}.attachedTo: a permanent cannot be attached to itself (301.5c)`);
    s = updateObject(s, link.id, { attachedTo: host });
  }
  // 306.5b, 310.4b: a permanent present at the start entered as it is, with its intrinsic
  // counters; stated counters win.
  for (const link of links) {
    [s] = addIntrinsicCounters(s, link.id);
    s = updateObject(s, link.id, { counters: { ...mustObject(s, link.id).counters, ...link.counters } });
  }
  for (const spell of setup.stack ?? []) {
    [s] = createCardObject(s, card(spell.card), spell.owner, {
      to: 'stack',
      controller: spell.controller ?? spell.owner,
      face: spell.face ?? 'front',
      faceDown: spell.faceDown ?? null,
    });
  }
  for (const p of setup.players) {
    for (const e of p.exile ?? [])
      [s] = createCardObject(s, card(e.card), p.id, { to: 'exile', faceDown: e.faceDown ? 'exile' : null });
  }
  // 702.145d, 702.145g: a daybound or nightbound permanent present at the start makes it day or night at once.
  return followDayNight(s, [])[0];
}
