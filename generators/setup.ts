/**
 * Arbitrary game setups (model/setup.ts) that are legal game states: every card in
 * exactly one zone, permanents only with a permanent face up, `back` only for
 * double-faced objects, face-down double-faced cards only through manifest-like
 * ways (712.15, 712.16), morph/disguise face-down only for cards with that ability,
 * no two face-up legendary permanents of one name under one controller (704.5j).
 * `setupProblems` (setup-legality.ts) states the same rules as a checker.
 */
import fc from 'fast-check';
import type { CardDefinition, FaceSide, TokenDefinition } from '../model/card.js';
import type { FaceDownWay } from '../model/face-down.js';
import type { ExiledSetup, GameSetup, PermanentSetup, PlayerSetup } from '../model/setup.js';
import { cardGroupArb, type CardConstraints } from './cards.js';
import { hasAbility, isPermanentFace, twoFaces } from './faces-of.js';
import { tokenArb } from './tokens.js';

export interface SetupConstraints {
  readonly cards?: CardConstraints;
  /** Player count range (default 2..3, three players about one time in five). */
  readonly minPlayers?: number;
  readonly maxPlayers?: number;
  /** Maximum card groups per player and zone. */
  readonly maxLibrary?: number;
  readonly maxHand?: number;
  readonly maxGraveyard?: number;
  readonly maxExile?: number;
  readonly maxBattlefield?: number;
  /** Minimum card groups on each player's battlefield (default 0). */
  readonly minBattlefield?: number;
  /** Minimum cards in each library (default 1), so manifest and draw have something to use. */
  readonly minLibrary?: number;
  readonly maxTokens?: number;
  /** Percent chance that a battlefield card starts face down (default 25). */
  readonly faceDownPercent?: number;
  /** Percent chance that a face-up double-faced permanent starts back face up (default 30). */
  readonly backFacePercent?: number;
}

interface PermanentRolls {
  readonly faceDown: number;
  readonly back: number;
  readonly way: number;
  readonly tapped: boolean;
  readonly counters: number;
  readonly controller: number;
}

const rollsArb: fc.Arbitrary<PermanentRolls> = fc.record({
  faceDown: fc.nat({ max: 99 }),
  back: fc.nat({ max: 99 }),
  way: fc.nat({ max: 20 }),
  tapped: fc.boolean(),
  counters: fc.nat({ max: 4 }),
  controller: fc.nat({ max: 9 }),
});

/** The face-down ways a card may legally be face down by at the start (712.15, 702.37, 702.168). */
export function legalFaceDownWays(card: CardDefinition): readonly FaceDownWay[] {
  const ways: FaceDownWay[] = ['manifest', 'cloak', 'manifest-dread'];
  if (card.layout !== 'single') return ways; // 712.16: only manifest-like ways for double-faced and meld cards
  const front = card.faces[0];
  if (hasAbility(front, 'morph')) ways.push('morph');
  if (hasAbility(front, 'megamorph')) ways.push('megamorph');
  if (hasAbility(front, 'disguise')) ways.push('disguise');
  if (isPermanentFace(front)) ways.push('effect');
  return ways;
}

/** The faces a card may show face up on the battlefield (a permanent face; 712.14b). */
export function legalFaceUpSides(card: CardDefinition | TokenDefinition): readonly FaceSide[] {
  const sides: FaceSide[] = [];
  if (isPermanentFace(card.faces[0])) sides.push('front');
  const two = twoFaces(card);
  if (two && isPermanentFace(two[1])) sides.push('back');
  return sides;
}

function permanentFor(card: CardDefinition, key: string, r: PermanentRolls, c: SetupConstraints, controller: string | null): PermanentSetup {
  const sides = legalFaceUpSides(card);
  const wantsFaceDown = r.faceDown < (c.faceDownPercent ?? 25) || sides.length === 0;
  const base = {
    card: key,
    ...(controller === null ? {} : { controller }),
    ...(r.tapped ? { tapped: true } : {}),
    ...(r.counters > 2 ? { counters: { '+1/+1': r.counters - 2 } } : {}),
  };
  if (wantsFaceDown) {
    const ways = legalFaceDownWays(card);
    return { ...base, faceDown: ways[r.way % ways.length] as FaceDownWay };
  }
  const wantsBack = r.back < (c.backFacePercent ?? 30);
  const side = wantsBack && sides.includes('back') ? 'back' : (sides[0] as FaceSide);
  return side === 'back' ? { ...base, face: 'back' } : base;
}

interface PlayerDraft {
  readonly library: readonly (readonly CardDefinition[])[];
  readonly hand: readonly (readonly CardDefinition[])[];
  readonly graveyard: readonly (readonly CardDefinition[])[];
  readonly exile: readonly { readonly group: readonly CardDefinition[]; readonly faceDown: boolean }[];
  readonly battlefield: readonly { readonly group: readonly CardDefinition[]; readonly rolls: PermanentRolls }[];
  readonly tokens: readonly { readonly token: TokenDefinition; readonly rolls: PermanentRolls }[];
}

function playerDraftArb(c: SetupConstraints): fc.Arbitrary<PlayerDraft> {
  const group = cardGroupArb(c.cards ?? {});
  return fc.record({
    library: fc.array(group, { minLength: c.minLibrary ?? 1, maxLength: Math.max(c.maxLibrary ?? 4, c.minLibrary ?? 1) }),
    hand: fc.array(group, { maxLength: c.maxHand ?? 3 }),
    graveyard: fc.array(group, { maxLength: c.maxGraveyard ?? 2 }),
    exile: fc.array(fc.record({ group, faceDown: fc.boolean() }), { maxLength: c.maxExile ?? 2 }),
    battlefield: fc.array(fc.record({ group, rolls: rollsArb }), {
      minLength: c.minBattlefield ?? 0,
      maxLength: Math.max(c.maxBattlefield ?? 4, c.minBattlefield ?? 0),
    }),
    tokens: fc.array(fc.record({ token: tokenArb(), rolls: rollsArb }), { maxLength: c.maxTokens ?? 1 }),
  });
}

/** Turns drafts into a setup: assigns card keys c1, c2, ... in listing order. */
function buildSetup(drafts: readonly PlayerDraft[], seed: number, c: SetupConstraints): GameSetup {
  const cards: Record<string, CardDefinition> = {};
  let next = 1;
  const add = (card: CardDefinition): string => {
    const key = `c${next++}`;
    cards[key] = card;
    return key;
  };
  const ids = drafts.map((_, i) => `P${i + 1}`);
  const players: PlayerSetup[] = drafts.map((d, i) => {
    const id = ids[i] as string;
    const graveyard = d.graveyard.flat().map(add);
    const battlefield: PermanentSetup[] = [];
    for (const { group, rolls } of d.battlefield) {
      // Another player controls it about one time in ten.
      const controller = rolls.controller === 0 ? (ids[(i + 1) % ids.length] as string) : null;
      for (const card of group) battlefield.push(permanentFor(card, add(card), rolls, c, controller));
    }
    for (const { token, rolls } of d.tokens) {
      const sides = legalFaceUpSides(token);
      const back = rolls.back < (c.backFacePercent ?? 30) && sides.includes('back');
      battlefield.push({ token, ...(back ? { face: 'back' as const } : {}), ...(rolls.tapped ? { tapped: true } : {}) });
    }
    return {
      id,
      library: d.library.flat().map(add),
      hand: d.hand.flat().map(add),
      graveyard,
      exile: d.exile.flatMap(({ group, faceDown }) => group.map((card): ExiledSetup => ({ card: add(card), ...(faceDown ? { faceDown: true } : {}) }))),
      battlefield,
    };
  });
  return { players: fixLegendRule(players, cards), cards, seed };
}

/** Moves the later of two face-up legendary permanents with one name under one controller to the graveyard (704.5j). */
function fixLegendRule(players: readonly PlayerSetup[], cards: Readonly<Record<string, CardDefinition>>): PlayerSetup[] {
  const seen = new Set<string>();
  const moved = new Map<string, string[]>();
  const result = players.map((p) => ({
    ...p,
    battlefield: (p.battlefield ?? []).filter((perm) => {
      if (perm.card === undefined || perm.faceDown !== undefined) return true;
      const def = cards[perm.card] as CardDefinition;
      const f = perm.face === 'back' ? twoFaces(def)?.[1] : def.faces[0];
      if (!f || !f.supertypes.includes('Legendary')) return true;
      const tag = `${perm.controller ?? p.id}|${f.name}`;
      if (!seen.has(tag)) return seen.add(tag), true;
      moved.set(p.id, [...(moved.get(p.id) ?? []), perm.card]);
      return false;
    }),
  }));
  return result.map((p) => ({ ...p, graveyard: [...(p.graveyard ?? []), ...(moved.get(p.id) ?? [])] }));
}

/** An arbitrary legal setup. */
export function setupArb(c: SetupConstraints = {}): fc.Arbitrary<GameSetup> {
  const min = c.minPlayers ?? 2;
  const max = c.maxPlayers ?? 3;
  const count = min === max ? fc.constant(min) : fc.nat({ max: 9 }).map((n) => (n < 8 ? min : max));
  return fc
    .tuple(count, fc.nat({ max: 0x7fffffff }))
    .chain(([n, seed]) => fc.array(playerDraftArb(c), { minLength: n, maxLength: n }).map((d) => buildSetup(d, seed, c)));
}
