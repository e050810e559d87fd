/** Helpers for the DFC engine tests: build a state, step it, find objects by setup card. */
import { expect } from 'vitest';
import type { Action } from '../../../adapter/action.js';
import type { CardDefinition } from '../../../model/card.js';
import type { Characteristics } from '../../../model/characteristics.js';
import type { GameEvent } from '../../../model/events.js';
import type { GameObject } from '../../../model/game-object.js';
import type { GameState } from '../../../model/game-state.js';
import type { GameSetup, PlayerSetup } from '../../../model/setup.js';
import type { ObjectView, Viewer } from '../../../model/view.js';
import { characteristics } from '../../../engine/characteristics/compute.js';
import { initialState } from '../../../engine/setup.js';
import { step } from '../../../engine/step.js';
import { observe } from '../../../engine/view.js';
import {
  AKOUM_WARRIOR,
  BAITHOOK_ANGLER,
  BRUNA,
  CLONE,
  CRYPTIC_COAT,
  DELVER_OF_SECRETS,
  GATSTAF_SHEPHERD,
  GISELA,
  HUNTMASTER_OF_THE_FELLS,
  SYNTHETIC_INSTANT_BACK,
  VALAKUT_AWAKENING,
} from '../../../catalog/featured.js';
import { bear } from '../fixtures.js';

export const cards = {
  shepherd: GATSTAF_SHEPHERD.definition,
  delver: DELVER_OF_SECRETS.definition,
  huntmaster: HUNTMASTER_OF_THE_FELLS.definition,
  angler: BAITHOOK_ANGLER.definition,
  sentry: SYNTHETIC_INSTANT_BACK.definition,
  akoum: AKOUM_WARRIOR.definition,
  valakut: VALAKUT_AWAKENING.definition,
  bruna: BRUNA.definition,
  gisela: GISELA.definition,
  clone: CLONE.definition,
  coat: CRYPTIC_COAT.definition,
  bear,
} satisfies Record<string, CardDefinition>;

/** A two-player game with P1 and P2; every card of `p1`/`p2` is taken from `cards` by key. */
export function game(p1: Omit<PlayerSetup, 'id'>, p2: Omit<PlayerSetup, 'id'> = {}): GameState {
  const used = new Set<string>();
  for (const p of [p1, p2]) {
    for (const k of [...(p.library ?? []), ...(p.hand ?? []), ...(p.graveyard ?? [])]) used.add(k);
    for (const e of p.exile ?? []) used.add(e.card);
    for (const b of p.battlefield ?? []) if (b.card) used.add(b.card);
  }
  const defs: Record<string, CardDefinition> = {};
  for (const k of used) defs[k] = (cards as Record<string, CardDefinition>)[k.replace(/\d+$/, '')] as CardDefinition;
  const setup: GameSetup = {
    players: [
      { id: 'P1', ...p1 },
      { id: 'P2', ...p2 },
    ],
    cards: defs,
    seed: 3,
  };
  return initialState(setup);
}

/** Apply a legal action; fail the test if it was rejected. */
export function run(state: GameState, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const r = step(state, action);
  if (!r.ok) throw new Error(`rejected: ${r.rejection.code} ${r.rejection.message}`);
  return { state: r.state, events: r.events };
}

/** The object currently representing a setup card (the first, for melded pairs). */
export function idOf(state: GameState, card: string): string {
  const o = Object.values(state.objects).find(
    (x) =>
      (x.represents.kind === 'card' && x.represents.card === card) ||
      (x.represents.kind === 'melded' && x.represents.cards.includes(card)),
  );
  if (!o) throw new Error(`no object for card ${card}`);
  return o.id;
}

export function obj(state: GameState, id: string): GameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  return o;
}

export function chars(state: GameState, id: string): Characteristics {
  const c = characteristics(state, obj(state, id));
  if (!c) throw new Error(`object ${id} has no characteristics`);
  return c;
}

/** The id of the last permanent to enter. */
export function newest(state: GameState): string {
  const id = state.battlefield[state.battlefield.length - 1];
  if (id === undefined) throw new Error('battlefield is empty');
  return id;
}

export function viewOf(state: GameState, viewer: Viewer, id: string): ObjectView | undefined {
  const v = observe(state, viewer);
  return [
    ...v.battlefield,
    ...v.stack,
    ...v.exile,
    ...v.players.flatMap((p) => [...(p.hand ?? []), ...(p.library ?? []), ...p.graveyard]),
  ].find((o) => o.id === id);
}

export function expectNoEffect(events: readonly GameEvent[], clause: string): void {
  expect(events).toEqual([expect.objectContaining({ kind: 'no-effect', clause })]);
}
