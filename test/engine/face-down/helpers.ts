/** Helpers for the face-down engine tests: a game driven through the pure step, objects found by setup card. */
import { expect } from 'vitest';
import type { Action } from '../../../adapter/action.js';
import type { CardDefinition } from '../../../model/card.js';
import { face } from '../../../model/characteristics.js';
import type { GameEvent } from '../../../model/events.js';
import type { GameState } from '../../../model/game-state.js';
import type { PlayerSetup } from '../../../model/setup.js';
import type { GameView, ObjectView, Viewer } from '../../../model/view.js';
import { initialState } from '../../../engine/setup.js';
import { step } from '../../../engine/step.js';
import { observe } from '../../../engine/view.js';
import {
  AERIE_BOWMASTERS,
  CRYPTIC_COAT,
  DELVER_OF_SECRETS,
  DOG_WALKER,
  HOODED_HYDRA,
  ICEFEATHER_AVEN,
  REALITY_SHIFT,
} from '../../../catalog/featured.js';
import { bear, morphling, shock } from '../fixtures.js';

/** A land card: a noncreature permanent card to manifest. */
const land: CardDefinition = {
  layout: 'single',
  faces: [face({ name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'] })],
};
const sorcery: CardDefinition = {
  layout: 'single',
  faces: [face({ name: 'Divination', manaCost: '{2}{U}', types: ['Sorcery'] })],
};
const cage: CardDefinition = {
  layout: 'single',
  faces: [face({ name: "Grafdigger's Cage", manaCost: '{1}', types: ['Artifact'] })],
};

export const cards = {
  bear,
  bear2: bear,
  shock,
  morphling,
  land,
  sorcery,
  cage,
  aven: ICEFEATHER_AVEN.definition,
  hydra: HOODED_HYDRA.definition,
  bowmasters: AERIE_BOWMASTERS.definition,
  walker: DOG_WALKER.definition,
  delver: DELVER_OF_SECRETS.definition,
  coat: CRYPTIC_COAT.definition,
  shift: REALITY_SHIFT.definition,
} satisfies Record<string, CardDefinition>;
export type CardName = keyof typeof cards;

type Zones = Omit<PlayerSetup, 'id'>;

/** A game of P1 and P2 using `cards` (or `overrides`) by key; every key listed must be placed once. */
export class Game {
  state: GameState;
  constructor(p1: Zones, p2: Zones = {}, overrides: Record<string, CardDefinition> = {}) {
    const all: Record<string, CardDefinition> = { ...cards, ...overrides };
    const used = new Set<string>();
    for (const p of [p1, p2]) {
      for (const k of [...(p.library ?? []), ...(p.hand ?? []), ...(p.graveyard ?? [])]) used.add(k);
      for (const e of p.exile ?? []) used.add(e.card);
      for (const b of p.battlefield ?? []) if (b.card !== undefined) used.add(b.card);
    }
    const defs = Object.fromEntries([...used].map((k) => [k, all[k] as CardDefinition]));
    this.state = initialState({
      players: [
        { id: 'P1', ...p1 },
        { id: 'P2', ...p2 },
      ],
      cards: defs,
      seed: 3,
    });
  }

  /** The id of the object that is setup card `key` now. */
  id(key: string): string {
    const o = allObjects(observe(this.state, 'referee')).find((x) => x.cards?.includes(key));
    if (!o) throw new Error(`no object for card ${key}`);
    return o.id;
  }

  /** Apply a legal action; fail the test if rejected. */
  do(action: Action): readonly GameEvent[] {
    const r = step(this.state, action);
    if (!r.ok) throw new Error(`rejected ${action.kind}: ${r.rejection.code} ${r.rejection.message}`);
    this.state = r.state;
    return r.events;
  }

  /** Apply an action that must be rejected; returns the code and checks the state is unchanged. */
  reject(action: Action): string {
    const r = step(this.state, action);
    if (r.ok) throw new Error(`accepted ${action.kind}, expected a rejection`);
    return r.rejection.code;
  }

  view(viewer: Viewer): GameView {
    return observe(this.state, viewer);
  }

  /** The object with this id in `viewer`'s view. */
  see(viewer: Viewer, id: string): ObjectView {
    const o = allObjects(this.view(viewer)).find((x) => x.id === id);
    if (!o) throw new Error(`object ${id} is not in ${viewer}'s view`);
    return o;
  }
}

export function allObjects(v: GameView): readonly ObjectView[] {
  return [
    ...v.battlefield,
    ...v.stack,
    ...v.exile,
    ...v.players.flatMap((p) => [...(p.library ?? []), ...(p.hand ?? []), ...p.graveyard]),
  ];
}

export function kinds(events: readonly GameEvent[]): readonly string[] {
  return events.map((e) => e.kind);
}

/** The face-down values every way shares (708.2a). */
export const FACE_DOWN_2_2 = {
  name: null,
  manaCost: null,
  manaValue: 0,
  colors: [],
  supertypes: [],
  types: ['Creature'],
  subtypes: [],
  power: 2,
  toughness: 2,
};

export function expectRevealedToAll(events: readonly GameEvent[], object: string): void {
  expect(events).toContainEqual(expect.objectContaining({ kind: 'revealed', object, to: ['P1', 'P2'] }));
}
