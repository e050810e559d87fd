/**
 * A tiny engine for testing the runner (tests only): cards in zones, transform,
 * move (new id, 400.7), create-token, tap. Other actions are rejected. Flags inject
 * bugs so that failing scenarios can be tested.
 */
import type { Action } from '../../adapter/action.js';
import type { ActionResult, EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import type { Mechanic } from '../../adapter/mechanics.js';
import type { CardDefinition } from '../../model/card.js';
import type { Face } from '../../model/characteristics.js';
import type { GameEvent } from '../../model/events.js';
import type { GameSetup } from '../../model/setup.js';
import type { GameView, ObjectView, Viewer } from '../../model/view.js';
import type { ZoneName } from '../../model/zone.js';

export interface FakeOptions {
  readonly mechanics?: readonly Mechanic[];
  /** Bug: transforming gives the permanent a new id. */
  readonly transformChangesId?: boolean;
  /** Bug: opponents see the cards in a player's hand. */
  readonly leakHands?: boolean;
  /** Throw from apply on this action kind. */
  readonly throwOn?: Action['kind'];
  /** Omit `cards` from referee views. */
  readonly noCardKeys?: boolean;
}

interface Obj {
  id: string;
  card: string | null;
  def: CardDefinition;
  zone: ZoneName;
  owner: string;
  controller: string;
  face: 'front' | 'back';
  tapped: boolean;
}

export function fakeEngine(options: FakeOptions = {}): EngineAdapter {
  return {
    describe: () => ({
      name: 'fake',
      version: '0.0.0',
      contract: 'obverse-adapter/1',
      mechanics: options.mechanics ?? ['transform'],
    }),
    start: (setup) => startGame(setup, options),
  };
}

function startGame(setup: GameSetup, options: FakeOptions): GameSession {
  let next = 1;
  const objects: Obj[] = [];
  const fresh = (): string => `o${next++}`;
  const card = (key: string): CardDefinition => {
    const def = setup.cards[key];
    if (def === undefined) throw new Error(`unknown card ${key}`);
    return def;
  };
  for (const p of setup.players) {
    const add = (key: string, zone: ZoneName, face: 'front' | 'back' = 'front') =>
      objects.push({
        id: fresh(),
        card: key,
        def: card(key),
        zone,
        owner: p.id,
        controller: p.id,
        face,
        tapped: false,
      });
    for (const key of p.library ?? []) add(key, 'library');
    for (const key of p.hand ?? []) add(key, 'hand');
    for (const key of p.graveyard ?? []) add(key, 'graveyard');
    for (const perm of p.battlefield ?? [])
      if (perm.card !== undefined) add(perm.card, 'battlefield', perm.face ?? 'front');
  }
  const find = (id: string): Obj | undefined => objects.find((o) => o.id === id);

  const apply = (action: Action): ActionResult => {
    if (action.kind === options.throwOn) throw new Error(`fake engine crashed on ${action.kind}`);
    if (action.kind === 'transform') {
      const o = find(action.object);
      if (o === undefined || o.zone !== 'battlefield') return reject('transform/not-a-permanent');
      if (o.def.layout !== 'nonmodal-dfc') {
        return {
          ok: true,
          events: [{ kind: 'no-effect', object: o.id, clause: '701.27c', reason: 'not a transforming DFC' }],
        };
      }
      o.face = o.face === 'front' ? 'back' : 'front';
      if (options.transformChangesId === true) o.id = fresh();
      return { ok: true, events: [{ kind: 'transformed', object: o.id, face: o.face }] };
    }
    if (action.kind === 'move') {
      const o = find(action.object);
      if (o === undefined) return reject('move/no-such-object');
      const from = o.zone;
      const old = o.id;
      o.id = fresh();
      o.zone = action.to;
      o.face = 'front';
      const events: GameEvent[] = [{ kind: 'zone-change', object: old, newObject: o.id, from, to: action.to }];
      return { ok: true, events };
    }
    if (action.kind === 'tap') {
      const o = find(action.object);
      if (o === undefined || o.zone !== 'battlefield') return reject('tap/not-a-permanent');
      o.tapped = true;
      return { ok: true, events: [{ kind: 'tapped', object: o.id }] };
    }
    if (action.kind === 'create-token') {
      const id = fresh();
      objects.push({
        id,
        card: null,
        def: action.token as CardDefinition,
        zone: 'battlefield',
        owner: action.player,
        controller: action.player,
        face: 'front',
        tapped: false,
      });
      return { ok: true, events: [{ kind: 'token-created', object: id }] };
    }
    return reject(`${action.kind}/unsupported`);
  };

  const view = (o: Obj, viewer: Viewer): ObjectView => {
    const f = (o.face === 'back' ? o.def.faces[1] : o.def.faces[0]) as Face;
    return {
      id: o.id,
      zone: o.zone,
      owner: o.owner,
      controller: o.controller,
      faceDown: null,
      characteristics: { ...f, manaValue: 0, colors: [] },
      face: o.face,
      melded: false,
      transformed: o.zone === 'battlefield' && o.face === 'back',
      token: o.card === null,
      tapped: o.tapped,
      phasedOut: false,
      counters: {},
      attachedTo: null,
      damage: 0,
      printed: o.card === null ? null : { kind: 'card', definition: o.def },
      ...(viewer === 'referee' && o.card !== null && options.noCardKeys !== true ? { cards: [o.card] } : {}),
    };
  };

  const observe = (viewer: Viewer): GameView => {
    const inZone = (zone: ZoneName, owner?: string) =>
      objects.filter((o) => o.zone === zone && (owner === undefined || o.owner === owner)).map((o) => view(o, viewer));
    return {
      viewer,
      players: setup.players.map((p) => {
        const sees = viewer === 'referee' || viewer === p.id || options.leakHands === true;
        return {
          id: p.id,
          left: false,
          libraryCount: inZone('library', p.id).length,
          handCount: inZone('hand', p.id).length,
          library: viewer === 'referee' ? inZone('library', p.id) : null,
          hand: sees ? inZone('hand', p.id) : null,
          graveyard: inZone('graveyard', p.id),
        };
      }),
      battlefield: inZone('battlefield'),
      stack: inZone('stack'),
      exile: inZone('exile'),
      gameOver: false,
    };
  };

  return { apply, observe };
}

function reject(code: string): ActionResult {
  return { ok: false, rejection: { code, clause: null, message: code } };
}
