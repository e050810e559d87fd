/**
 * Setups with cards put straight where a game took them (for the minimiser, properties/harness/minimise.ts):
 * one card of a library, hand, graveyard, exile, the stack or the battlefield into another of its owner's zones
 * (onto the battlefield front or back face up), a melded permanent's cards into their owner's graveyard, two
 * meld partners on one battlefield melded, or a permanent turned to another face (face up, or a double-faced
 * one's other face). Such a setup is no smaller; it pays off when the steps that took the cards there can then go
 * (the minimiser keeps it only if the game gets smaller). Candidates may be illegal setups (a sorcery on the
 * battlefield): the caller checks. Each says where the card may now be named from (plain
 * targets), so that a later step that found it through the game's history can name it there instead.
 */
import type { FaceDownWay } from '../model/face-down.js';
import type { CardDefinition } from '../model/card.js';
import type { CardKey } from '../model/ids.js';
import type { GameSetup, PermanentSetup, PlayerSetup } from '../model/setup.js';
import type { Target } from './generated-step.js';
import { type SetupCandidate, tidySetup } from './setup-shrink.js';

/** A setup with a card put where a game took it, and the targets that may name that card there. */
export interface Relocation extends SetupCandidate {
  /**
   * Plain targets that may name the moved card in the new setup: its place in a hand or graveyard, or, on the
   * battlefield (whose order in a view is the engine's), every index of the battlefield.
   */
  readonly landed: readonly Target[];
}

type Where = 'library' | 'hand' | 'graveyard' | 'exile' | 'stack' | 'battlefield';
type Landing = PermanentSetup | 'hand' | 'graveyard';

/**
 * Where a card taken out of `from` may go: its owner's battlefield (each face that can be up, and from a library face
 * down each of the ways `faceDown` that took a library's top card there: manifest, cloak), hand or graveyard.
 */
function landings(setup: GameSetup, card: CardKey, from: Where, faceDown: readonly FaceDownWay[]): Landing[] {
  const definition = setup.cards[card];
  const twoFaced = definition !== undefined && definition.layout !== 'single' && definition.layout !== 'meld';
  const permanents: PermanentSetup[] =
    from === 'battlefield'
      ? []
      : [
          { card },
          ...(twoFaced ? [{ card, face: 'back' as const }] : []),
          ...(from === 'library' ? faceDown.map((way) => ({ card, faceDown: way })) : []),
        ];
  return [
    ...permanents,
    ...(from === 'hand' ? [] : ['hand' as const]),
    ...(from === 'graveyard' ? [] : ['graveyard' as const]),
  ];
}

function place(player: PlayerSetup, cards: readonly CardKey[], to: Landing): PlayerSetup {
  if (to === 'hand') return { ...player, hand: [...(player.hand ?? []), ...cards] };
  if (to === 'graveyard') return { ...player, graveyard: [...(player.graveyard ?? []), ...cards] };
  return { ...player, battlefield: [...(player.battlefield ?? []), to] };
}

function zoneOf(to: Landing): 'hand' | 'graveyard' | 'battlefield' {
  return typeof to === 'string' ? to : 'battlefield';
}

function describe(to: Landing): string {
  if (typeof to === 'string') return to;
  if (to.faceDown !== undefined) return `battlefield face down (${to.faceDown})`;
  return to.face === 'back' ? 'battlefield back face up' : 'battlefield';
}

function without<T>(list: readonly T[] | undefined, at: number): T[] {
  return (list ?? []).filter((_, i) => i !== at);
}

/** The cards a player's zones hold apart from the battlefield, each with the player as it is without it. */
function piles(p: PlayerSetup): { card: CardKey; from: Where; rest: PlayerSetup }[] {
  return [
    ...(['library', 'hand', 'graveyard'] as const).flatMap((zone) =>
      (p[zone] ?? []).map((card, i) => ({ card, from: zone, rest: { ...p, [zone]: without(p[zone], i) } })),
    ),
    ...(p.exile ?? []).map((e, i) => ({
      card: e.card,
      from: 'exile' as const,
      rest: { ...p, exile: without(p.exile, i) },
    })),
    ...(p.battlefield ?? []).flatMap((b, i) =>
      b.card === undefined ? [] : [{ card: b.card, from: 'battlefield' as const, rest: withoutPermanent(p, i) }],
    ),
  ];
}

function withoutPermanent(p: PlayerSetup, at: number): PlayerSetup {
  return { ...p, battlefield: without(p.battlefield, at) };
}

/** Two meld partners (712.4) on `p`'s battlefield, as one melded permanent. */
function meldings(setup: GameSetup, p: PlayerSetup): { to: PlayerSetup; change: string }[] {
  const out: { to: PlayerSetup; change: string }[] = [];
  const field = p.battlefield ?? [];
  field.forEach((a, i) => {
    field.forEach((b, j) => {
      const ca = a.card === undefined ? undefined : setup.cards[a.card];
      const cb = b.card === undefined ? undefined : setup.cards[b.card];
      if (j <= i || a.card === undefined || b.card === undefined || ca?.layout !== 'meld' || cb?.layout !== 'meld')
        return;
      if (ca.partner !== cb.faces[0].name || cb.partner !== ca.faces[0].name) return;
      const battlefield = [...field.filter((_, k) => k !== i && k !== j), { melded: [a.card, b.card] as const }];
      out.push({ to: { ...p, battlefield }, change: `meld ${a.card} and ${b.card}` });
    });
  });
  return out;
}

/** Where cards placed by `place(before, cards, to)` for player `pi` can be named, in `after` (the whole setup). */
function landedAt(
  after: GameSetup,
  pi: number,
  before: PlayerSetup,
  count: number,
  to: 'hand' | 'graveyard' | 'battlefield',
): Target[] {
  if (to !== 'battlefield') {
    const from = (before[to] ?? []).length;
    return Array.from({ length: count }, (_, i) => ({ zone: to, player: pi, index: from + i }));
  }
  const permanents = after.players.reduce((n, p) => n + (p.battlefield ?? []).length, 0);
  return Array.from({ length: permanents }, (_, index) => ({ zone: 'battlefield', filter: 'any', index }));
}

/** What the game's steps did that a setup can start with instead (for relocations). */
export interface RelocationHints {
  /** The ways the steps put a library's top card onto the battlefield face down (manifest, cloak): landings for it. */
  readonly faceDown?: readonly FaceDownWay[];
  /** Whether a step made a permanent a copy of another (707.2): each permanent then may start as a copy of another. */
  readonly copies?: boolean;
}

/**
 * Each permanent of the setup (a card's) starting as a copy of another permanent (707.2), named by a label; where
 * the steps made it a copy (a `become-copy` step), that step can then go. A face-down permanent cannot start as a
 * copy (setup-legality.ts: its face-down values would hide it), so its card is printed as the original's instead:
 * turned face up, it shows what the copy would (a card's own characteristics rather than copiable values, 707.2).
 */
function copies(setup: GameSetup): Relocation[] {
  const field = setup.players.flatMap((p, pi) => (p.battlefield ?? []).map((b, i) => ({ b, pi, i })));
  const used = new Set(field.flatMap(({ b }) => (b.label === undefined ? [] : [b.label])));
  let n = 1;
  while (used.has(`L${n}`)) n++;
  const fresh = `L${n}`;
  const out: Relocation[] = [];
  for (const copy of field) {
    if (copy.b.card === undefined || copy.b.copyOf !== undefined) continue;
    for (const original of field) {
      if (original === copy) continue;
      const label = original.b.label ?? fresh;
      // A copy of a legendary permanent under its controller meets the legend rule (704.5j): also under another's.
      const controllers = [
        undefined,
        ...(copy.pi === original.pi && copy.b.controller === undefined
          ? setup.players.filter((_, pi) => pi !== copy.pi).map((p) => p.id)
          : []),
      ];
      for (const controller of controllers) {
        // A face-down original has no card's characteristics to copy (708.2): nothing to print.
        const printed =
          copy.b.faceDown === undefined || original.b.faceDown !== undefined
            ? undefined
            : definitionOf(setup, original.b);
        if (copy.b.faceDown !== undefined && printed === undefined) continue;
        const players = setup.players.map((p, pi) => ({
          ...p,
          battlefield: (p.battlefield ?? []).map((b, i) => {
            const under = controller ? { controller } : {};
            if (pi === copy.pi && i === copy.i) return printed ? { ...b, ...under } : { ...b, copyOf: label, ...under };
            return pi === original.pi && i === original.i && !printed ? { ...b, label } : b;
          }),
        }));
        const cards = printed && copy.b.card ? { ...setup.cards, [copy.b.card]: printed } : setup.cards;
        const moved = tidySetup({ ...setup, players, cards });
        const under = controller === undefined ? '' : ` under ${controller}`;
        out.push({
          setup: moved,
          change: printed
            ? `${setup.players[copy.pi]?.id} battlefield ${copy.b.card} printed as ${original.b.card}${under}`
            : `${setup.players[copy.pi]?.id} battlefield ${copy.b.card} a copy of ${label}${under}`,
          landed: landedAt(moved, copy.pi, setup.players[copy.pi] as PlayerSetup, 1, 'battlefield'),
        });
      }
    }
  }
  return out;
}

/** The card definition of a permanent of one card (not a token, not a melded pair). */
function definitionOf(setup: GameSetup, b: PermanentSetup): CardDefinition | undefined {
  return b.card === undefined ? undefined : setup.cards[b.card];
}

/**
 * Every setup with one card (or a melded pair) moved into another of its owner's zones, or a meld pair melded;
 * with `hints`, also a library card put onto the battlefield face down, and a permanent starting as a copy.
 */
export function relocations(setup: GameSetup, hints: RelocationHints = {}): Relocation[] {
  const faceDown = hints.faceDown ?? [];
  const out: Relocation[] = [];
  const withPlayers = (players: readonly PlayerSetup[], stack = setup.stack): GameSetup =>
    tidySetup({ ...setup, players, ...(stack === undefined ? {} : { stack }) });
  const replaced = (pi: number, to: PlayerSetup): PlayerSetup[] => setup.players.map((q, qi) => (qi === pi ? to : q));
  setup.players.forEach((p, pi) => {
    for (const { card, from, rest } of piles(p)) {
      for (const to of landings(setup, card, from, faceDown)) {
        const moved = withPlayers(replaced(pi, place(rest, [card], to)));
        out.push({
          setup: moved,
          change: `${p.id} ${from} ${card} to ${describe(to)}`,
          landed: landedAt(moved, pi, rest, 1, zoneOf(to)),
        });
      }
    }
    (p.battlefield ?? []).forEach((b, i) => {
      if (b.melded === undefined) return;
      const rest = withoutPermanent(p, i);
      const moved = withPlayers(replaced(pi, place(rest, b.melded, 'graveyard')));
      out.push({
        setup: moved,
        change: `${p.id} melded ${b.melded.join('+')} to graveyard`,
        landed: landedAt(moved, pi, rest, b.melded.length, 'graveyard'),
      });
    });
    // A permanent turned to another face where steps turned it (face up, 708.8; transformed, 712.8d/e).
    (p.battlefield ?? []).forEach((b, i) => {
      const definition = b.card === undefined ? undefined : setup.cards[b.card];
      if (definition === undefined || definition.layout === 'meld') return;
      const twoFaced = definition.layout !== 'single';
      const { faceDown: _, face: __, ...plain } = b;
      const turned: { to: PermanentSetup; face: string }[] = [
        ...(b.faceDown !== undefined || b.face === 'back' ? [{ to: plain, face: 'front' }] : []),
        ...(twoFaced && (b.faceDown !== undefined || b.face !== 'back')
          ? [{ to: { ...plain, face: 'back' as const }, face: 'back' }]
          : []),
      ];
      for (const { to, face } of turned) {
        const battlefield = (p.battlefield ?? []).map((x, j) => (j === i ? to : x));
        const moved = withPlayers(replaced(pi, { ...p, battlefield }));
        out.push({
          setup: moved,
          change: `${p.id} battlefield ${b.card} ${face} face up`,
          landed: landedAt(moved, pi, p, 1, 'battlefield'),
        });
      }
    });
    for (const m of meldings(setup, p)) {
      const moved = withPlayers(replaced(pi, m.to));
      out.push({ setup: moved, change: m.change, landed: landedAt(moved, pi, p, 1, 'battlefield') });
    }
  });
  if (hints.copies === true) out.push(...copies(setup));
  (setup.stack ?? []).forEach((s, i) => {
    const owner = setup.players.findIndex((p) => p.id === s.owner);
    const player = setup.players[owner];
    if (player === undefined) return;
    for (const to of landings(setup, s.card, 'stack', faceDown)) {
      const moved = withPlayers(replaced(owner, place(player, [s.card], to)), without(setup.stack, i));
      out.push({
        setup: moved,
        change: `spell ${s.card} to ${describe(to)}`,
        landed: landedAt(moved, owner, player, 1, zoneOf(to)),
      });
    }
  });
  return out;
}
