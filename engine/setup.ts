/**
 * Building the initial state from a setup, with clear errors for setups that are not
 * legal game states (a card in two places, a back face up on a single-faced card).
 */
import type { CardDefinition } from '../model/card.js';
import { isDoubleFaced } from '../model/card.js';
import type { GameState } from '../model/game-state.js';
import type { CardKey, PlayerId } from '../model/ids.js';
import type { GameSetup, PermanentSetup } from '../model/setup.js';
import type { Representation } from '../model/game-object.js';
import { createCardObject } from './zones/move.js';
import { updateObject } from './state-access.js';

/** A setup the reference engine cannot start from. The message says what and where. */
export class SetupError extends Error {
  override readonly name = 'SetupError';
}

function validatePermanent(p: PermanentSetup, where: string, cards: Readonly<Record<CardKey, CardDefinition>>): void {
  if ((p.card === undefined) === (p.token === undefined)) throw new SetupError(`${where}: give exactly one of "card" or "token"`);
  const def = p.card !== undefined ? cards[p.card] : p.token;
  if (!def) throw new SetupError(`${where}: card "${p.card}" is not in setup.cards`);
  if (p.face === 'back' && !isDoubleFaced(def)) throw new SetupError(`${where}: only a double-faced card or token can have its back face up (712.2, 712.3)`);
  if (p.face === 'back' && p.faceDown) throw new SetupError(`${where}: a face-down permanent shows no face; drop "face" or "faceDown"`);
}

/** The initial state of a game (reference engine). Throws SetupError for an illegal setup. */
export function initialState(setup: GameSetup): GameState {
  const ids = new Set<PlayerId>();
  for (const p of setup.players) {
    if (ids.has(p.id)) throw new SetupError(`players: "${p.id}" appears twice; player ids must be unique`);
    ids.add(p.id);
  }
  if (setup.players.length < 1) throw new SetupError('players: a game needs at least one player');
  const owners: Record<CardKey, PlayerId> = {};
  const claim = (key: CardKey, player: PlayerId, where: string) => {
    if (!Object.hasOwn(setup.cards, key)) throw new SetupError(`${where}: card "${key}" is not in setup.cards`);
    if (Object.hasOwn(owners, key)) throw new SetupError(`${where}: card "${key}" is already placed (for ${owners[key]}); each card is in exactly one zone`);
    owners[key] = player;
  };
  for (const p of setup.players) {
    p.library?.forEach((k, i) => claim(k, p.id, `players.${p.id}.library[${i}]`));
    p.hand?.forEach((k, i) => claim(k, p.id, `players.${p.id}.hand[${i}]`));
    p.graveyard?.forEach((k, i) => claim(k, p.id, `players.${p.id}.graveyard[${i}]`));
    p.exile?.forEach((e, i) => claim(e.card, p.id, `players.${p.id}.exile[${i}]`));
    p.battlefield?.forEach((b, i) => {
      const where = `players.${p.id}.battlefield[${i}]`;
      validatePermanent(b, where, setup.cards);
      if (b.card !== undefined) claim(b.card, p.id, where);
      if (b.controller !== undefined && !ids.has(b.controller)) throw new SetupError(`${where}: controller "${b.controller}" is not a player`);
    });
  }
  for (const key of Object.keys(setup.cards)) {
    if (!Object.hasOwn(owners, key)) throw new SetupError(`cards.${key}: the card is in no zone; list it in a player's zones or remove it`);
  }
  let s: GameState = {
    players: setup.players.map((p) => ({ id: p.id, library: [], hand: [], graveyard: [], left: false, handRevealed: false })),
    battlefield: [],
    stack: [],
    exile: [],
    objects: {},
    cards: setup.cards,
    owners,
    effects: [],
    lookPermissions: [],
    nextObject: 1,
    clock: 0,
    rng: (setup.seed ?? 1) >>> 0 || 1,
    gameOver: false,
  };
  const card = (k: CardKey): Representation => ({ kind: 'card', card: k });
  for (const p of setup.players) {
    for (const k of p.library ?? []) [s] = createCardObject(s, card(k), p.id, { to: 'library', position: 'bottom' });
    for (const k of p.hand ?? []) [s] = createCardObject(s, card(k), p.id, { to: 'hand' });
    for (const k of p.graveyard ?? []) [s] = createCardObject(s, card(k), p.id, { to: 'graveyard' });
  }
  for (const p of setup.players) {
    for (const b of p.battlefield ?? []) {
      const represents: Representation = b.card !== undefined ? card(b.card) : { kind: 'token', token: b.token!, copy: false };
      let id: string;
      [s, id] = createCardObject(s, represents, p.id, {
        to: 'battlefield',
        controller: b.controller ?? p.id,
        face: b.face ?? 'front',
        faceDown: b.faceDown ?? null,
      });
      s = updateObject(s, id, { tapped: b.tapped ?? false, counters: b.counters ?? {} });
    }
  }
  for (const p of setup.players) {
    for (const e of p.exile ?? []) [s] = createCardObject(s, card(e.card), p.id, { to: 'exile', faceDown: e.faceDown ? 'exile' : null });
  }
  return s;
}
