/**
 * The fields each action kind takes, for validating scenario steps. Keyed by every
 * action kind (the `satisfies` clause makes a new kind without an entry fail to compile).
 */
import type { ActionKind } from '../adapter/action.js';

/** What a field of an action holds. */
export type FieldType =
  /** A game object: in a scenario, always a reference. */
  | { readonly type: 'object' }
  /** Exactly two objects (meld). */
  | { readonly type: 'object-pair' }
  /** One or more objects, in an order that matters (order-triggers). */
  | { readonly type: 'objects' }
  /** A player id of the setup. */
  | { readonly type: 'player' }
  | { readonly type: 'players' }
  | { readonly type: 'boolean' }
  | { readonly type: 'string' }
  | { readonly type: 'integer'; readonly min: number }
  | { readonly type: 'integers' }
  /** Card types, from CARD_TYPES (205.2a). */
  | { readonly type: 'card-types' }
  | { readonly type: 'enum'; readonly values: readonly string[] }
  /** A JSON object with a string `kind` (cast mode, effect, token: checked by the engine). */
  | { readonly type: 'kinded-object'; readonly kinds: readonly string[] }
  | { readonly type: 'token' };

export interface FieldSpec {
  readonly field: FieldType;
  readonly required: boolean;
}

const req = (field: FieldType): FieldSpec => ({ field, required: true });
const opt = (field: FieldType): FieldSpec => ({ field, required: false });
const object = { type: 'object' } as const;
const player = { type: 'player' } as const;

export const ACTION_FIELDS = {
  cast: {
    player: req(player),
    object: req(object),
    mode: req({
      type: 'kinded-object',
      kinds: ['normal', 'back-face', 'face-down', 'transformed', 'converted', 'split-half'],
    }),
    x: opt({ type: 'integer', min: 0 }),
    targets: opt({ type: 'objects' }),
  },
  resolve: { transformed: opt({ type: 'boolean' }) },
  'play-land': { player: req(player), object: req(object), face: opt({ type: 'enum', values: ['front', 'back'] }) },
  'copy-spell': { player: req(player), of: req(object) },
  'copy-ability': { player: req(player), of: req(object), targets: opt({ type: 'objects' }) },
  counter: { object: req(object), to: opt({ type: 'enum', values: ['graveyard', 'exile', 'hand', 'library'] }) },
  'put-onto-battlefield': {
    object: req(object),
    controller: opt(player),
    transformed: opt({ type: 'boolean' }),
    asCopyOf: opt(object),
    faceDown: opt({ type: 'boolean' }),
    attachedTo: opt(object),
  },
  manifest: { player: req(player), object: opt(object), count: opt({ type: 'integer', min: 1 }) },
  cloak: { player: req(player), object: opt(object), count: opt({ type: 'integer', min: 1 }) },
  'manifest-dread': { player: req(player), choose: req({ type: 'integer', min: 0 }) },
  transform: { object: req(object) },
  'activate-transform': { object: req(object) },
  'activate-ability': { object: req(object), targets: req({ type: 'objects' }) },
  convert: { object: req(object) },
  meld: { objects: req({ type: 'object-pair' }) },
  'turn-face-up': {
    object: req(object),
    route: req({ type: 'enum', values: ['morph', 'disguise', 'mana-cost', 'effect'] }),
    x: opt({ type: 'integer', min: 0 }),
    player: opt(player),
    paid: opt({ type: 'enum', values: ['morph', 'megamorph'] }),
  },
  'turn-face-down': { object: req(object) },
  'become-copy': { object: req(object), of: req(object) },
  'create-token-copy': { player: req(player), of: req(object) },
  'create-token': { player: req(player), token: req({ type: 'token' }), attachedTo: opt(object) },
  move: {
    object: req(object),
    to: req({ type: 'enum', values: ['library', 'hand', 'graveyard', 'exile'] }),
    faceDown: opt({ type: 'boolean' }),
    position: opt({ type: 'enum', values: ['top', 'bottom'] }),
    first: opt({ type: 'string' }),
  },
  draw: { player: req(player) },
  'choose-card-name': {
    player: req(player),
    name: req({ type: 'string' }),
    types: opt({ type: 'card-types' }),
    notTypes: opt({ type: 'card-types' }),
  },
  shuffle: { player: req(player), order: opt({ type: 'integers' }) },
  attach: { object: req(object), to: req(object) },
  'add-counters': { object: req(object), counter: req({ type: 'string' }), amount: req({ type: 'integer', min: 0 }) },
  'deal-damage': { object: req(object), amount: req({ type: 'integer', min: 0 }), source: opt(object) },
  'deal-damage-to-player': { player: req(player), amount: req({ type: 'integer', min: 0 }), source: opt(object) },
  tap: { object: req(object) },
  untap: { object: req(object) },
  'phase-out': { object: req(object) },
  'phase-in': { object: req(object) },
  'gain-control': { player: req(player), object: req(object) },
  'apply-effect': {
    object: req(object),
    effect: req({
      type: 'kinded-object',
      kinds: [
        'lose-all-abilities',
        'gain-ability',
        'add-types',
        'set-power-toughness',
        'modify-power-toughness',
        'prohibit-entry',
        'exile-instead-of-graveyard',
      ],
    }),
  },
  reveal: { player: req(player), object: req(object), to: opt({ type: 'players' }) },
  look: { player: req(player), object: req(object), duration: opt({ type: 'enum', values: ['moment', 'ongoing'] }) },
  'reveal-hand': { player: req(player) },
  'day-night-check': { spellsCast: req({ type: 'integer', min: 0 }) },
  'begin-turn': { player: req(player) },
  'begin-main-phase': { player: req(player) },
  'order-triggers': { player: req(player), order: req({ type: 'objects' }) },
  'choose-legend': { player: req(player), keep: req(object) },
  'choose-enchanted': { player: req(player), aura: req(object), enchant: req(object) },
  'become-day-or-night': { designation: req({ type: 'enum', values: ['day', 'night'] }) },
  'player-leaves': { player: req(player) },
  'end-game': {},
} as const satisfies Record<ActionKind, Readonly<Record<string, FieldSpec>>>;
