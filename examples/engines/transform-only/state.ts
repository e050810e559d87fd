/** The engine's state: objects in zones, plain data; a zone change makes a new object (400.7). */
import type { CardDefinition, CardKey, Face, GameSetup } from 'obverse';

export type Zone = 'library' | 'hand' | 'graveyard' | 'battlefield' | 'exile';

/** One object: a card in a zone. A zone change makes a new object with a new id (400.7). */
export interface Thing {
  readonly id: string;
  readonly card: CardKey;
  readonly owner: string;
  readonly controller: string;
  readonly zone: Zone;
  readonly back: boolean;
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>>;
  /** Damage marked on it (120.3e); a new object starts with none. */
  readonly damage: number;
}

export interface Game {
  readonly cards: Readonly<Record<CardKey, CardDefinition>>;
  readonly players: readonly string[];
  /** Every object in zone order: a library top first, the battlefield in the order permanents entered. */
  things: Thing[];
  next: number;
  /** Objects that left their zone, as they last existed (608.2h: a damage source is read so). */
  readonly gone: Map<string, Thing>;
  /** The state of the random generator shuffles draw from, seeded by the setup (701.24a). */
  random: number;
}

/** Move `t` to `zone` as a new object (400.7), on top (or at the bottom) of a library, else last. */
export function relocate(game: Game, t: Thing, zone: Zone, changes: Partial<Thing> = {}, bottom = false): Thing {
  const moved: Thing = {
    ...t,
    id: `t${game.next++}`,
    zone,
    back: false,
    tapped: false,
    counters: {},
    damage: 0,
    controller: t.owner,
    ...changes,
  };
  game.gone.set(t.id, t);
  const rest = game.things.filter((x) => x.id !== t.id);
  const firstOfZone = rest.findIndex((x) => x.zone === zone && x.owner === moved.owner);
  game.things =
    zone === 'library' && !bottom && firstOfZone >= 0
      ? [...rest.slice(0, firstOfZone), moved, ...rest.slice(firstOfZone)]
      : [...rest, moved];
  return moved;
}

/** The game a setup describes: every card an object in its zone, the battlefield in setup order. */
export function start(setup: GameSetup): Game {
  const game: Game = {
    cards: setup.cards,
    players: setup.players.map((p) => p.id),
    things: [],
    next: 1,
    gone: new Map(),
    random: (setup.seed ?? 1) >>> 0 || 1,
  };
  const add = (card: CardKey, owner: string, zone: Zone, extra: Partial<Thing> = {}) =>
    game.things.push({
      id: `t${game.next++}`,
      card,
      owner,
      controller: owner,
      zone,
      back: false,
      tapped: false,
      counters: {},
      damage: 0,
      ...extra,
    });
  for (const p of setup.players) {
    for (const card of p.library ?? []) add(card, p.id, 'library');
    for (const card of p.hand ?? []) add(card, p.id, 'hand');
    for (const card of p.graveyard ?? []) add(card, p.id, 'graveyard');
    for (const e of p.exile ?? []) add(e.card, p.id, 'exile');
  }
  for (const p of setup.players) {
    for (const b of p.battlefield ?? []) {
      if (b.card === undefined) throw new Error('this engine has no tokens or melded permanents');
      const counters = b.counters ?? {};
      add(b.card, p.id, 'battlefield', {
        controller: b.controller ?? p.id,
        back: b.face === 'back',
        tapped: b.tapped === true,
        counters,
      });
    }
  }
  return game;
}

/** The card an object is (every object's card is in the setup). */
export function cardOf(game: Game, t: Thing): CardDefinition {
  const card = game.cards[t.card];
  if (card === undefined) throw new Error(`no card ${t.card} in the setup`);
  return card;
}

/** A card's front or back face (a single-faced card has only a front). */
export function faceOf(card: CardDefinition, back: boolean): Face {
  return (back ? card.faces[1] : undefined) ?? card.faces[0];
}
