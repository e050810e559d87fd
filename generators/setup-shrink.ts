/**
 * Smaller setups: the candidates a minimiser tries after a failure (properties/harness/minimise.ts).
 * Each candidate is the setup with one part taken away (a whole zone, one card, one permanent or spell)
 * or one attribute put back to its default (not face down, front face up, no counters, untapped,
 * controller = owner, not attached, no copy), or one card made simpler (single-faced, no abilities).
 * Whatever referred to what was removed goes with it, and unused card definitions are dropped, so every
 * card key still appears in exactly one zone. Candidates may still be illegal setups: the caller checks.
 */
import { refreshIdentities } from '../catalog/identity.js';
import { type CardDefinition, splitOf } from '../model/card.js';
import type { Face } from '../model/characteristics.js';
import type { CardKey } from '../model/ids.js';
import type { GameSetup, PermanentSetup, PlayerSetup } from '../model/setup.js';

/** A smaller setup and a few words on what was taken away (for tests and traces). */
export interface SetupCandidate {
  readonly setup: GameSetup;
  readonly change: string;
  /**
   * The one object taken away, by its place as a step's plain target names it (generators/step-shrink.ts): the
   * battlefield and exile counted over the players in order, a hand, graveyard or library per player.
   */
  readonly removed?: RemovedPlace;
}

/** Where a removed object stood, as a plain target names it. */
export type RemovedPlace =
  | { readonly zone: 'battlefield' | 'exile'; readonly index: number }
  | { readonly zone: 'hand' | 'graveyard' | 'library'; readonly player: number; readonly index: number };

/** The place of `zone`[i] of player `pi`, as a plain target names it. */
function placeOf(setup: GameSetup, pi: number, zone: ZoneName, i: number): RemovedPlace {
  if (zone === 'battlefield' || zone === 'exile') {
    const before = setup.players.slice(0, pi).reduce((n, p) => n + zoneLength(p, zone), 0);
    return { zone, index: before + i };
  }
  return { zone, player: pi, index: i };
}

type ZoneName = 'library' | 'hand' | 'graveyard' | 'exile' | 'battlefield';
const ZONES: readonly ZoneName[] = ['battlefield', 'exile', 'graveyard', 'hand', 'library'];

function keysOfPermanent(p: PermanentSetup): readonly CardKey[] {
  return [...(p.card === undefined ? [] : [p.card]), ...(p.melded ?? [])];
}

function usedKeys(setup: GameSetup): Set<CardKey> {
  return new Set<CardKey>([
    ...setup.players.flatMap((p) => [
      ...(p.library ?? []),
      ...(p.hand ?? []),
      ...(p.graveyard ?? []),
      ...(p.exile ?? []).map((e) => e.card),
      ...(p.battlefield ?? []).flatMap(keysOfPermanent),
    ]),
    ...(setup.stack ?? []).map((s) => s.card),
  ]);
}

/** The setup with dangling attachments and copies removed (until none is left) and unused cards dropped. */
export function tidySetup(setup: GameSetup): GameSetup {
  let players = setup.players;
  for (;;) {
    const labels = new Set(players.flatMap((p) => (p.battlefield ?? []).flatMap((b) => b.label ?? [])));
    const dangling = (b: PermanentSetup): boolean =>
      (b.attachedTo !== undefined && !labels.has(b.attachedTo)) || (b.copyOf !== undefined && !labels.has(b.copyOf));
    if (!players.some((p) => (p.battlefield ?? []).some(dangling))) break;
    players = players.map((p) => ({ ...p, battlefield: (p.battlefield ?? []).filter((b) => !dangling(b)) }));
  }
  // A label nothing refers to any more says nothing.
  const referred = new Set(players.flatMap((p) => (p.battlefield ?? []).flatMap((b) => [b.attachedTo, b.copyOf])));
  players = players.map((p) => ({
    ...p,
    battlefield: (p.battlefield ?? []).map((b) => {
      if (b.label === undefined || referred.has(b.label)) return b;
      const { label: _, ...rest } = b;
      return rest;
    }),
  }));
  const tidy = { ...setup, players };
  const used = usedKeys(tidy);
  const cards = Object.fromEntries(Object.entries(setup.cards).filter(([k]) => used.has(k)));
  return refreshIdentities({ ...tidy, cards });
}

function withPlayer(setup: GameSetup, index: number, player: PlayerSetup): GameSetup {
  return tidySetup({ ...setup, players: setup.players.map((p, i) => (i === index ? player : p)) });
}

function zoneLength(p: PlayerSetup, zone: ZoneName): number {
  return (p[zone] ?? []).length;
}

function withoutAt<T>(list: readonly T[] | undefined, at: number): T[] {
  return (list ?? []).filter((_, i) => i !== at);
}

/** Every player with every zone emptied, but for `keep` (a zone of player `pi`) when given. */
function emptied(setup: GameSetup, keep?: { readonly pi: number; readonly zone: ZoneName }): GameSetup {
  const players = setup.players.map((p, pi) => {
    const kept = keep !== undefined && keep.pi === pi ? { [keep.zone]: p[keep.zone] } : {};
    return { ...p, library: [], hand: [], graveyard: [], exile: [], battlefield: [], ...kept };
  });
  return tidySetup({ ...setup, players, stack: [] });
}

/**
 * Setups with one zone kept and everything else taken away (issue 24: the cheapest large cut, tried first, so that
 * a failure about one zone's cards gets there in one game rather than one game per zone).
 */
function keepOnly(setup: GameSetup): SetupCandidate[] {
  const zones = setup.players.flatMap((p, pi) =>
    ZONES.filter((z) => zoneLength(p, z) > 0).map((zone) => ({ pi, zone })),
  );
  const stack = (setup.stack ?? []).length > 0;
  // Nothing to gain when only one zone holds anything (emptying the others changes nothing).
  if (zones.length + (stack ? 1 : 0) < 2) return [];
  const out = zones.map((keep) => ({
    setup: emptied(setup, keep),
    change: `keep only ${setup.players[keep.pi]?.id} ${keep.zone}`,
  }));
  if (stack) {
    const players = emptied(setup).players;
    out.push({ setup: tidySetup({ ...setup, players }), change: 'keep only the stack' });
  }
  return out;
}

/** Candidates that take parts away: all but one zone, every zone's contents at once, then each part on its own. */
export function removals(setup: GameSetup): SetupCandidate[] {
  const out: SetupCandidate[] = [...keepOnly(setup)];
  if ((setup.stack ?? []).length > 1) out.push({ setup: tidySetup({ ...setup, stack: [] }), change: 'empty stack' });
  setup.players.forEach((p, pi) => {
    for (const zone of ZONES) {
      if (zoneLength(p, zone) > 1)
        out.push({ setup: withPlayer(setup, pi, { ...p, [zone]: [] }), change: `empty ${p.id} ${zone}` });
    }
  });
  // A third or later player goes with everything they own (the rules need two: 103.1).
  if (setup.players.length > 2) {
    setup.players.forEach((p, pi) => {
      const stack = (setup.stack ?? []).filter((s) => s.owner !== p.id);
      out.push({
        setup: tidySetup({ ...setup, players: withoutAt(setup.players, pi), stack }),
        change: `remove player ${p.id}`,
      });
    });
  }
  (setup.stack ?? []).forEach((s, i) => {
    out.push({ setup: tidySetup({ ...setup, stack: withoutAt(setup.stack, i) }), change: `remove spell ${s.card}` });
  });
  setup.players.forEach((p, pi) => {
    for (const zone of ZONES) {
      for (let i = 0; i < zoneLength(p, zone); i++) {
        out.push({
          setup: withPlayer(setup, pi, { ...p, [zone]: withoutAt(p[zone] as readonly unknown[], i) }),
          change: `remove ${p.id} ${zone}[${i}]`,
          removed: placeOf(setup, pi, zone, i),
        });
      }
    }
  });
  out.push(...unmelded(setup));
  return out;
}

/**
 * A melded permanent with one of its two cards taken away: the other stays where it was (its other attributes kept)
 * as an ordinary card of its front face, since a meld card needs its partner (712.4), so a failure about the
 * permanent, not the pair, keeps one card.
 */
function unmelded(setup: GameSetup): SetupCandidate[] {
  return setup.players.flatMap((p, pi) =>
    (p.battlefield ?? []).flatMap((perm, i) => {
      if (perm.melded === undefined) return [];
      const { melded, ...rest } = perm;
      return melded.flatMap((card) => {
        const definition = setup.cards[card];
        if (definition === undefined) return [];
        const battlefield = (p.battlefield ?? []).map((b, j) => (j === i ? { ...rest, card } : b));
        const cards = { ...setup.cards, [card]: { layout: 'single', faces: [definition.faces[0]] } as const };
        return [
          {
            setup: withPlayer({ ...setup, cards }, pi, { ...p, battlefield }),
            change: `${p.id} battlefield[${i}] only ${card}, single-faced`,
          },
        ];
      });
    }),
  );
}

/** A permanent's attributes put back to their defaults, one at a time. */
function permanentDefaults(p: PermanentSetup): { readonly to: PermanentSetup; readonly change: string }[] {
  const out: { to: PermanentSetup; change: string }[] = [];
  const drop = (key: keyof PermanentSetup, change: string) => {
    if (p[key] === undefined) return;
    const { [key]: _, ...rest } = p;
    out.push({ to: rest, change });
  };
  drop('faceDown', 'face up');
  if (p.face === 'back') out.push({ to: { ...p, face: 'front' }, change: 'front face up' });
  drop('copyOf', 'not a copy');
  drop('attachedTo', 'not attached');
  drop('counters', 'no counters');
  drop('tapped', 'untapped');
  drop('controller', 'controlled by its owner');
  return out;
}

/** Candidates that put one attribute back to its default (permanents, spells, exiled cards, the seed). */
export function defaults(setup: GameSetup): SetupCandidate[] {
  const out: SetupCandidate[] = [];
  setup.players.forEach((p, pi) => {
    (p.battlefield ?? []).forEach((perm, i) => {
      for (const d of permanentDefaults(perm)) {
        const battlefield = (p.battlefield ?? []).map((b, j) => (j === i ? d.to : b));
        out.push({
          setup: withPlayer(setup, pi, { ...p, battlefield }),
          change: `${p.id} battlefield[${i}] ${d.change}`,
        });
      }
    });
    (p.exile ?? []).forEach((e, i) => {
      if (e.faceDown === undefined) return;
      const exile = (p.exile ?? []).map((x, j) => (j === i ? { card: x.card } : x));
      out.push({ setup: withPlayer(setup, pi, { ...p, exile }), change: `${p.id} exile[${i}] face up` });
    });
  });
  (setup.stack ?? []).forEach((s, i) => {
    for (const key of ['faceDown', 'face', 'controller'] as const) {
      if (s[key] === undefined) continue;
      const { [key]: _, ...rest } = s;
      const stack = (setup.stack ?? []).map((x, j) => (j === i ? rest : x));
      out.push({ setup: { ...setup, stack }, change: `spell ${s.card} without ${key}` });
    }
  });
  if (setup.seed !== undefined && setup.seed !== 0) out.push({ setup: { ...setup, seed: 0 }, change: 'seed 0' });
  return out;
}

const FACE_DOWN_ABILITIES: ReadonlySet<string> = new Set(['morph', 'megamorph', 'disguise']);

function simpler(card: CardDefinition): { readonly to: CardDefinition; readonly change: string }[] {
  const out: { to: CardDefinition; change: string }[] = [];
  // A meld card becomes an ordinary card too, so it can go without its partner.
  if (card.layout !== 'single') out.push({ to: { layout: 'single', faces: [card.faces[0]] }, change: 'single-faced' });
  // The abilities that let it be face down stay, so a face-down permanent keeps its way (708.6).
  const plain = (f: Face): Face => ({ ...f, abilities: f.abilities.filter((a) => FACE_DOWN_ABILITIES.has(a.kind)) });
  if (card.faces.some((f) => plain(f).abilities.length < f.abilities.length)) {
    const to: CardDefinition =
      card.layout === 'single'
        ? { ...card, faces: [plain(card.faces[0])] }
        : card.layout === 'meld'
          ? { ...card, faces: [plain(card.faces[0])] }
          : card.layout === 'split'
            ? splitOf(plain(card.halves[0]), plain(card.halves[1]))
            : { ...card, faces: [plain(card.faces[0]), plain(card.faces[1])] };
    out.push({ to, change: 'no abilities' });
  }
  return out;
}

/** The meld cards of the setup that name `card` as their partner (712.4): they change with it. */
function partnersOf(setup: GameSetup, card: CardDefinition): string[] {
  if (card.layout !== 'meld') return [];
  return Object.entries(setup.cards)
    .filter(([, c]) => c.layout === 'meld' && c.faces[0].name === card.partner)
    .map(([k]) => k);
}

/**
 * Candidates that make one card simpler: single-faced (its front face; a meld pair both at once), or without
 * abilities.
 */
export function simplerCards(setup: GameSetup): SetupCandidate[] {
  return Object.entries(setup.cards).flatMap(([key, card]) =>
    simpler(card).map((s) => {
      const cards: Record<string, CardDefinition> = { ...setup.cards, [key]: s.to };
      if (s.change === 'single-faced')
        for (const k of partnersOf(setup, card)) {
          const partner = setup.cards[k];
          const single = partner === undefined ? undefined : simpler(partner)[0]?.to;
          if (single !== undefined) cards[k] = single;
        }
      return { setup: refreshIdentities({ ...setup, cards }), change: `${key} ${s.change}` };
    }),
  );
}

/** How big a setup is: the cards and tokens in it. */
export function setupSize(setup: GameSetup): number {
  const tokens = setup.players.reduce(
    (n, p) => n + (p.battlefield ?? []).filter((b) => b.token !== undefined).length,
    0,
  );
  return Object.keys(setup.cards).length + tokens;
}
