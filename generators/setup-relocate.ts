/**
 * Setups with cards put straight where a game took them (for the minimiser, properties/harness/minimise.ts):
 * one card of a library, hand, graveyard, exile, the stack or the battlefield into another of its owner's zones
 * (onto the battlefield front or back face up), a melded permanent's cards into their owner's graveyard, or two
 * meld partners on one battlefield melded. Such a setup is no smaller; it pays off when the steps that took the
 * cards there can then go (the minimiser keeps it only if the game gets smaller). Candidates may be illegal
 * setups (a sorcery on the battlefield): the caller checks.
 */
import type { CardKey } from '../model/ids.js';
import type { GameSetup, PermanentSetup, PlayerSetup } from '../model/setup.js';
import { type SetupCandidate, tidySetup } from './setup-shrink.js';

type Where = 'library' | 'hand' | 'graveyard' | 'exile' | 'stack' | 'battlefield';
type Landing = PermanentSetup | 'hand' | 'graveyard';

/** Where a card taken out of `from` may go: its owner's battlefield (each face that can be up), hand or graveyard. */
function landings(setup: GameSetup, card: CardKey, from: Where): Landing[] {
  const definition = setup.cards[card];
  const twoFaced = definition !== undefined && definition.layout !== 'single' && definition.layout !== 'meld';
  const permanents: PermanentSetup[] =
    from === 'battlefield' ? [] : [{ card }, ...(twoFaced ? [{ card, face: 'back' as const }] : [])];
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

function describe(to: Landing): string {
  return typeof to === 'string' ? to : to.face === 'back' ? 'battlefield back face up' : 'battlefield';
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

/** Every setup with one card (or a melded pair) moved into another of its owner's zones, or a meld pair melded. */
export function relocations(setup: GameSetup): SetupCandidate[] {
  const out: SetupCandidate[] = [];
  const withPlayers = (players: readonly PlayerSetup[], stack = setup.stack): GameSetup =>
    tidySetup({ ...setup, players, ...(stack === undefined ? {} : { stack }) });
  const replaced = (pi: number, to: PlayerSetup): PlayerSetup[] => setup.players.map((q, qi) => (qi === pi ? to : q));
  setup.players.forEach((p, pi) => {
    for (const { card, from, rest } of piles(p)) {
      for (const to of landings(setup, card, from)) {
        out.push({
          setup: withPlayers(replaced(pi, place(rest, [card], to))),
          change: `${p.id} ${from} ${card} to ${describe(to)}`,
        });
      }
    }
    (p.battlefield ?? []).forEach((b, i) => {
      if (b.melded === undefined) return;
      const to = place(withoutPermanent(p, i), b.melded, 'graveyard');
      out.push({ setup: withPlayers(replaced(pi, to)), change: `${p.id} melded ${b.melded.join('+')} to graveyard` });
    });
    for (const m of meldings(setup, p)) out.push({ setup: withPlayers(replaced(pi, m.to)), change: m.change });
  });
  (setup.stack ?? []).forEach((s, i) => {
    const owner = setup.players.findIndex((p) => p.id === s.owner);
    const player = setup.players[owner];
    if (player === undefined) return;
    for (const to of landings(setup, s.card, 'stack')) {
      const players = replaced(owner, place(player, [s.card], to));
      out.push({ setup: withPlayers(players, without(setup.stack, i)), change: `spell ${s.card} to ${describe(to)}` });
    }
  });
  return out;
}
