/**
 * Minimal example games, one per rule difference of spec/editions.ts: a setup and a few actions
 * played on the reference engine of each edition, with what happened said in one line. The
 * lines come from the engine's answers and views, never written in advance.
 */
import type { Action } from '../../adapter/action.js';
import type { ActionResult, EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import { AKOUM_WARRIOR, DELVER_OF_SECRETS } from '../../catalog/featured.js';
import { allObjects } from '../../model/view-read.js';
import type { CardDefinition } from '../../model/card.js';
import type { PermanentSetup } from '../../model/setup.js';
import type { GameView, ObjectView } from '../../model/view.js';
import { face } from '../../model/characteristics.js';
import type { RuleDifference } from '../../spec/editions.js';

/** One example: what it shows, and how to play it on an engine. */
export interface EditionExample {
  /** The RuleDifference id it shows. */
  readonly difference: RuleDifference['id'];
  /** The game, in a line: "Delver of Secrets on the battlefield transforms". */
  readonly game: string;
  /** Play it; returns what happened, in a line. */
  play(engine: EngineAdapter): Promise<string>;
}

interface Zones {
  readonly battlefield?: readonly PermanentSetup[];
  readonly hand?: readonly string[];
  readonly library?: readonly string[];
}

async function start(engine: EngineAdapter, cards: Record<string, CardDefinition>, zones: Zones): Promise<GameSession> {
  return await engine.start({ players: [{ id: 'P1', ...zones }, { id: 'P2' }], cards, seed: 1 });
}

async function referee(session: GameSession): Promise<GameView> {
  return await session.observe('referee');
}

async function objectOf(session: GameSession, card: string): Promise<ObjectView | undefined> {
  return allObjects(await referee(session)).find((o) => o.cards?.includes(card));
}

/** "rejected (code, clause)" or "no effect (clause)" or null when the action did something. */
function refusal(result: ActionResult): string | null {
  if (!result.ok) return `rejected: ${result.rejection.message} (${result.rejection.code}, ${result.rejection.clause})`;
  const none = result.events.find((e) => e.kind === 'no-effect');
  return none && none.kind === 'no-effect' ? `nothing happens: ${none.reason} (${none.clause})` : null;
}

function shown(o: ObjectView | undefined): string {
  if (!o) return 'gone';
  const c = o.characteristics;
  const face = o.faceDown !== null ? 'face down' : `${o.face} face up`;
  const name = c?.name ?? 'no name';
  return `${name} (${face}) in ${o.zone}, mana value ${c?.manaValue ?? '-'}`;
}

async function act(session: GameSession, action: Action): Promise<ActionResult> {
  return await session.apply(action);
}

const delver = { delver: DELVER_OF_SECRETS.definition };

/** Two cards of one legendary creature, one for each player. */
const legend: CardDefinition = {
  layout: 'single',
  faces: [
    face({
      name: 'Isamaru, Hound of Konda',
      manaCost: '{W}',
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['Dog'],
      power: 2,
      toughness: 2,
    }),
  ],
};

/** The examples, one per difference. */
export const EDITION_EXAMPLES: readonly EditionExample[] = [
  {
    difference: 'back-face-mana-value',
    game: 'Delver of Secrets ({U}) on the battlefield transforms into Insectile Aberration',
    async play(engine) {
      const s = await start(engine, delver, { battlefield: [{ card: 'delver' }] });
      const o = await objectOf(s, 'delver');
      const r = await act(s, { kind: 'transform', object: o?.id ?? '' });
      return refusal(r) ?? shown(await objectOf(s, 'delver'));
    },
  },
  {
    difference: 'cast-transformed',
    game: 'Delver of Secrets in hand is cast transformed by an effect',
    async play(engine) {
      const s = await start(engine, delver, { hand: ['delver'] });
      const o = await objectOf(s, 'delver');
      const r = await act(s, {
        kind: 'cast',
        player: 'P1',
        object: o?.id ?? '',
        mode: { kind: 'transformed', by: 'effect' },
      });
      return refusal(r) ?? shown(allObjects(await referee(s)).find((x) => x.zone === 'stack'));
    },
  },
  {
    difference: 'double-faced-face-down',
    game: 'P1 manifests the top card of their library, Delver of Secrets',
    async play(engine) {
      const s = await start(engine, delver, { library: ['delver'] });
      const r = await act(s, { kind: 'manifest', player: 'P1' });
      return refusal(r) ?? shown(await objectOf(s, 'delver'));
    },
  },
  {
    difference: 'copies-keep-both-faces',
    game: 'P2 creates a token copy of a transformed Delver of Secrets, then transforms the token',
    async play(engine) {
      const s = await start(engine, delver, { battlefield: [{ card: 'delver', face: 'back' }] });
      const o = await objectOf(s, 'delver');
      const made = await act(s, { kind: 'create-token-copy', player: 'P2', of: o?.id ?? '' });
      const refused = refusal(made);
      if (refused !== null) return refused;
      const token = allObjects(await referee(s)).find((x) => x.zone === 'battlefield' && x.id !== o?.id);
      const layout = token?.printed?.kind === 'token' ? token.printed.definition.layout : 'unknown';
      const turned = await act(s, { kind: 'transform', object: token?.id ?? '' });
      const after = allObjects(await referee(s)).find((x) => x.id === token?.id);
      const faces = layout === 'single' ? 'single-faced' : 'double-faced';
      return `token is ${faces}; transforming it: ${refusal(turned) ?? shown(after)}`;
    },
  },
  {
    difference: 'modal-dfc-transforms',
    game: 'an effect tells Akoum Warrior, a modal DFC on the battlefield, to transform',
    async play(engine) {
      const s = await start(engine, { akoum: AKOUM_WARRIOR.definition }, { battlefield: [{ card: 'akoum' }] });
      const o = await objectOf(s, 'akoum');
      const r = await act(s, { kind: 'transform', object: o?.id ?? '' });
      return refusal(r) ?? shown(await objectOf(s, 'akoum'));
    },
  },
  {
    difference: 'legend-rule',
    game: "P1 controls Isamaru, Hound of Konda; another Isamaru is put onto the battlefield under P2's control",
    async play(engine) {
      const s = await start(engine, { a: legend, b: legend }, { battlefield: [{ card: 'a' }], hand: ['b'] });
      const o = await objectOf(s, 'b');
      const r = await act(s, { kind: 'put-onto-battlefield', object: o?.id ?? '', controller: 'P2' });
      const left = (await referee(s)).battlefield.map((x) => x.controller);
      return (
        refusal(r) ?? `on the battlefield: ${left.length === 0 ? 'neither' : left.map((c) => `${c}'s`).join(' and ')}`
      );
    },
  },
  {
    difference: 'look-then-exile-face-down',
    game: "P2 looks at the top card of P1's library, which is then exiled face down",
    async play(engine) {
      const s = await start(engine, delver, { library: ['delver'] });
      const top = await objectOf(s, 'delver');
      const looked = await act(s, { kind: 'look', player: 'P2', object: top?.id ?? '' });
      const moved = await act(s, { kind: 'move', object: top?.id ?? '', to: 'exile', faceDown: true });
      const exiled = await objectOf(s, 'delver');
      const card = (await s.observe('P2')).exile.find((x) => x.id === exiled?.id);
      const seen = card?.printed ? 'P2 may still look at it in exile' : 'P2 may no longer look at it in exile';
      return refusal(looked) ?? refusal(moved) ?? seen;
    },
  },
];
