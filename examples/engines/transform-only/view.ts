/** What a player may know: views built from the state (712.8 characteristics by zone, 406 hidden zones). */
import type { Characteristics, Color, Face, GameView, ObjectView, PlayerSummary, Viewer } from 'obverse';
import { cardOf, faceOf, type Game, type Thing, type Zone } from './state.js';

const WUBRG: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** 202.3: the total of the symbols; X is 0, a hybrid symbol counts its largest part (202.3f). */
function manaValue(cost: string | null): number {
  const symbol = (part: string): number => (/^\d+$/.test(part) ? Number(part) : part === 'X' ? 0 : 1);
  const symbols = [...(cost ?? '').matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  return symbols.reduce((sum, s) => sum + Math.max(...s.split('/').map(symbol)), 0);
}

function colorsOf(face: Face): readonly Color[] {
  if (face.colorIndicator !== null) return face.colorIndicator;
  return WUBRG.filter((c) => (face.manaCost ?? '').includes(c));
}

/**
 * 712.8: outside the battlefield a double-faced card has its front face's characteristics;
 * a back face's mana value is its front face's (712.8e).
 */
function characteristics(game: Game, t: Thing): Characteristics {
  const card = cardOf(game, t);
  const front = card.faces[0];
  const face = t.back && t.zone === 'battlefield' ? faceOf(card, true) : front;
  const { colorIndicator: _, ...printed } = face;
  // +1/+1 and -1/-1 counters change power and toughness (122.1a).
  const bonus = (t.counters['+1/+1'] ?? 0) - (t.counters['-1/-1'] ?? 0);
  // 208.3: a noncreature permanent has no power or toughness, even one printing them (a Vehicle).
  const creature = t.zone !== 'battlefield' || face.types.includes('Creature');
  const plus = (n: number | null) => (n === null || !creature ? null : n + bonus);
  return {
    ...printed,
    manaValue: manaValue(front.manaCost),
    colors: colorsOf(face),
    power: plus(face.power),
    toughness: plus(face.toughness),
  };
}

function mayLook(t: Thing, viewer: Viewer): boolean {
  return viewer === 'referee' || (t.zone !== 'library' && (t.zone !== 'hand' || t.owner === viewer));
}

function view(game: Game, t: Thing, viewer: Viewer): ObjectView {
  return {
    id: t.id,
    zone: t.zone,
    owner: t.owner,
    controller: t.controller,
    faceDown: null,
    characteristics: characteristics(game, t),
    face: t.back && t.zone === 'battlefield' ? 'back' : 'front',
    melded: false,
    transformed: t.back && t.zone === 'battlefield',
    token: false,
    tapped: t.tapped,
    phasedOut: false,
    counters: t.counters,
    attachedTo: null,
    damage: t.damage,
    printed: mayLook(t, viewer) ? { kind: 'card', definition: cardOf(game, t) } : null,
    ...(viewer === 'referee' ? { cards: [t.card] } : {}),
  };
}

/** The game as `viewer` may know it. */
export function observe(game: Game, viewer: Viewer): GameView {
  const inZone = (zone: Zone, owner?: string) =>
    game.things.filter((t) => t.zone === zone && (owner === undefined || t.owner === owner));
  const players = game.players.map((id): PlayerSummary => {
    const library = inZone('library', id);
    const hand = inZone('hand', id);
    return {
      id,
      left: false,
      libraryCount: library.length,
      handCount: hand.length,
      library: viewer === 'referee' ? library.map((t) => view(game, t, viewer)) : null,
      hand: viewer === 'referee' || viewer === id ? hand.map((t) => view(game, t, viewer)) : null,
      graveyard: inZone('graveyard', id).map((t) => view(game, t, viewer)),
    };
  });
  return {
    viewer,
    players,
    battlefield: inZone('battlefield').map((t) => view(game, t, viewer)),
    stack: [],
    exile: inZone('exile').map((t) => view(game, t, viewer)),
    gameOver: false,
  };
}
