/**
 * What scenarios/schema.json cannot say about a `setup` (its shape is the schema's): the players'
 * ids are distinct, each card key placed is defined in setup.cards and placed in exactly one zone,
 * controllers and owners are setup players, and catalog references name catalog cards. Written to
 * be safe on a setup the schema refused: it checks only what is well formed.
 */
import { isObject, show, type Checker } from './checker.js';
import { isCatalogRef, validateCatalogRef } from './catalog-ref.js';

/** The card keys and player ids a setup defines. */
export interface SetupFacts {
  readonly cards: ReadonlySet<string>;
  readonly players: ReadonlySet<string>;
}

const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** Check what a setup's ids say; the card keys and player ids it defines. */
export function checkSetup(c: Checker, setup: unknown): SetupFacts {
  const cards = new Set<string>();
  const players = new Set<string>();
  if (!isObject(setup)) return { cards, players };
  if (isObject(setup.cards)) {
    for (const [key, def] of Object.entries(setup.cards)) {
      cards.add(key);
      if (isCatalogRef(def)) validateCatalogRef(c, def, `setup.cards.${key}`);
    }
  }
  const placed = new Map<string, string>();
  const place = (key: unknown, at: string): void => {
    if (typeof key !== 'string') return;
    if (!cards.has(key))
      c.add(at, `card "${key}" is not defined in setup.cards`, `add "${key}" to setup.cards or fix the key`);
    const earlier = placed.get(key);
    if (earlier !== undefined)
      c.add(at, `card "${key}" is already placed at ${earlier}`, 'put each card in exactly one zone');
    else placed.set(key, at);
  };
  const isPlayer = (value: unknown, at: string): void => {
    if (value !== undefined && !players.has(String(value)))
      c.add(at, `unknown player ${show(value)}`, `use one of: ${[...players].join(', ')}`);
  };
  list(setup.players).forEach((p, i) => {
    if (!isObject(p) || typeof p.id !== 'string') return;
    if (players.has(p.id))
      c.add(`setup.players[${i}].id`, `player "${p.id}" is listed twice`, 'give each player a distinct id');
    players.add(p.id);
  });
  list(setup.players).forEach((p, i) => {
    if (!isObject(p)) return;
    const at = `setup.players[${i}]`;
    for (const zone of ['library', 'hand', 'graveyard'] as const)
      list(p[zone]).forEach((key, j) => {
        place(key, `${at}.${zone}[${j}]`);
      });
    list(p.exile).forEach((e, j) => {
      if (isObject(e)) place(e.card, `${at}.exile[${j}].card`);
    });
    list(p.battlefield).forEach((perm, j) => {
      if (!isObject(perm)) return;
      const pat = `${at}.battlefield[${j}]`;
      place(perm.card, `${pat}.card`);
      list(perm.melded).forEach((key, k) => {
        place(key, `${pat}.melded[${k}]`);
      });
      isPlayer(perm.controller, `${pat}.controller`);
    });
  });
  list(setup.stack).forEach((spell, j) => {
    if (!isObject(spell)) return;
    place(spell.card, `setup.stack[${j}].card`);
    isPlayer(spell.owner, `setup.stack[${j}].owner`);
    isPlayer(spell.controller, `setup.stack[${j}].controller`);
  });
  for (const key of cards) {
    if (!placed.has(key))
      c.add(`setup.cards.${key}`, `card "${key}" is in no zone`, 'place it in a player zone or remove it');
  }
  return { cards, players };
}
