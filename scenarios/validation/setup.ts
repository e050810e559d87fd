/**
 * Validation of a scenario's `setup`: the card definitions, the players and their
 * zones, the spells on the stack and the seed; each card key placed in exactly one
 * zone. Returns the card keys and player ids that later steps may refer to.
 */
import { isObject, show, type Checker } from './checker.js';
import { validateCardDefinition } from './cards.js';
import { isCatalogRef, validateCatalogRef } from './catalog-ref.js';
import { validatePermanent } from './permanents.js';

const PLAYER_SETUP_KEYS = ['id', 'library', 'hand', 'graveyard', 'exile', 'battlefield'];
const SPELL_SETUP_KEYS = ['card', 'owner', 'controller', 'face', 'faceDown'];

/** The card keys and player ids a valid setup defines. */
export interface SetupFacts {
  readonly cards: ReadonlySet<string>;
  readonly players: ReadonlySet<string>;
}

/** Check `setup`; null when it is too broken for the steps to be checked against it. */
export function validateSetup(c: Checker, setup: unknown): SetupFacts | null {
  if (!c.object(setup, 'setup', ['players', 'cards', 'stack', 'seed'], 'setup')) return null;
  const cards = new Set<string>();
  if (c.object(setup.cards, 'setup.cards', Object.keys(isObject(setup.cards) ? setup.cards : {}), 'setup.cards')) {
    for (const [key, def] of Object.entries(setup.cards)) {
      cards.add(key);
      if (isCatalogRef(def)) validateCatalogRef(c, def, `setup.cards.${key}`);
      else validateCardDefinition(c, def, `setup.cards.${key}`);
    }
  }
  if (setup.seed !== undefined) c.integer(setup.seed, 'setup.seed', 'setup.seed', 0);
  const players = new Set<string>();
  const placed = new Map<string, string>();
  const place = (key: unknown, at: string): void => {
    if (!c.string(key, at, 'a card key')) return;
    if (!cards.has(key))
      c.add(at, `card "${key}" is not defined in setup.cards`, `add "${key}" to setup.cards or fix the key`);
    const earlier = placed.get(key);
    if (earlier !== undefined)
      c.add(at, `card "${key}" is already placed at ${earlier}`, 'put each card in exactly one zone');
    else placed.set(key, at);
  };
  if (!Array.isArray(setup.players) || setup.players.length === 0) {
    c.add(
      'setup.players',
      'setup.players must be a non-empty array',
      'list the players, e.g. [{ "id": "P1" }, { "id": "P2" }]',
    );
    return null;
  }
  setup.players.forEach((p: unknown, i: number) => {
    const at = `setup.players[${i}]`;
    if (!c.object(p, at, PLAYER_SETUP_KEYS, 'a player setup')) return;
    if (c.string(p.id, `${at}.id`, 'the player id')) {
      if (players.has(p.id)) c.add(`${at}.id`, `player "${p.id}" is listed twice`, 'give each player a distinct id');
      players.add(p.id);
    }
    for (const zone of ['library', 'hand', 'graveyard'] as const) {
      const list = p[zone];
      if (list === undefined) continue;
      if (!Array.isArray(list)) c.add(`${at}.${zone}`, `${zone} must be an array of card keys`, 'write ["c1", ...]');
      else
        list.forEach((key, j) => {
          place(key, `${at}.${zone}[${j}]`);
        });
    }
    const exile = p.exile;
    if (exile !== undefined) {
      if (!Array.isArray(exile))
        c.add(`${at}.exile`, 'exile must be an array', 'write [{ "card": "c1", "faceDown": true }]');
      else
        exile.forEach((e, j) => {
          const eat = `${at}.exile[${j}]`;
          if (!c.object(e, eat, ['card', 'faceDown'], 'an exiled card')) return;
          place(e.card, `${eat}.card`);
          if (e.faceDown !== undefined && typeof e.faceDown !== 'boolean')
            c.add(`${eat}.faceDown`, 'faceDown must be a boolean', 'write true or false');
        });
    }
    const battlefield = p.battlefield;
    if (battlefield !== undefined) {
      if (!Array.isArray(battlefield))
        c.add(`${at}.battlefield`, 'battlefield must be an array', 'write [{ "card": "c1" }]');
      else
        battlefield.forEach((perm, j) => {
          validatePermanent(c, perm, `${at}.battlefield[${j}]`, place);
        });
    }
  });
  const stack = setup.stack;
  if (stack !== undefined) {
    if (!Array.isArray(stack))
      c.add('setup.stack', 'stack must be an array, bottom first', 'write [{ "card": "c1", "owner": "P1" }]');
    else
      stack.forEach((spell, j) => {
        const sat = `setup.stack[${j}]`;
        if (!c.object(spell, sat, SPELL_SETUP_KEYS, 'a spell setup')) return;
        place(spell.card, `${sat}.card`);
        for (const key of ['owner', 'controller'] as const) {
          if (spell[key] !== undefined && !players.has(String(spell[key])))
            c.add(`${sat}.${key}`, `unknown player ${show(spell[key])}`, `use one of: ${[...players].join(', ')}`);
        }
        if (spell.owner === undefined)
          c.add(`${sat}.owner`, 'a spell on the stack needs its owner', 'write "owner": "P1"');
        if (spell.face !== undefined && spell.face !== 'front' && spell.face !== 'back')
          c.add(`${sat}.face`, `face must be "front" or "back", found ${show(spell.face)}`, 'write "front" or "back"');
        if (spell.faceDown !== undefined && !['morph', 'megamorph', 'disguise'].includes(String(spell.faceDown))) {
          c.add(
            `${sat}.faceDown`,
            `a spell is cast face down by morph, megamorph or disguise, found ${show(spell.faceDown)}`,
            'write "morph", "megamorph" or "disguise"',
          );
        }
      });
  }
  for (const key of cards) {
    if (!placed.has(key))
      c.add(`setup.cards.${key}`, `card "${key}" is in no zone`, 'place it in a player zone or remove it');
  }
  setup.players.forEach((p: unknown, i: number) => {
    if (!isObject(p) || !Array.isArray(p.battlefield)) return;
    p.battlefield.forEach((perm: unknown, j: number) => {
      if (isObject(perm) && perm.controller !== undefined && !players.has(String(perm.controller))) {
        c.add(
          `setup.players[${i}].battlefield[${j}].controller`,
          `unknown player "${String(perm.controller)}"`,
          `use one of: ${[...players].join(', ')}`,
        );
      }
    });
  });
  return { cards, players };
}
