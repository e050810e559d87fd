/**
 * Which event kinds (model/events.ts) each mechanic brings: the events an engine declaring it reports in the games
 * it plays, beside the core's. An engine that declares the events it can report (`EngineDescription.events`,
 * adapter/declaration.ts) reads here what its mechanics ask of it; docs/adapter.md's table is generated from this
 * one (`npm run docs:declarations`), and test/adapter/mechanic-events.test.ts plays the reference engine's games for
 * each mechanic alone and checks that no other kind occurs.
 */
import type { GameEventKind } from '../model/events.js';
import type { Mechanic } from './mechanics.js';

/** The events of the core actions: moving, drawing, shuffling, tapping, counters, putting onto the battlefield. */
export const CORE_EVENTS: readonly GameEventKind[] = [
  'zone-change',
  'entered',
  'counters-added',
  'tapped',
  'untapped',
  'shuffled',
  'no-effect',
];

/** The events each mechanic adds to the core's (the mapped type fails to compile when a mechanic is missing). */
export const MECHANIC_EVENTS: { readonly [M in Mechanic]: readonly GameEventKind[] } = {
  transform: ['transformed'],
  convert: ['converted'],
  'modal-dfc': [],
  meld: ['melded'],
  'split-cards': [],
  disturb: [],
  'double-faced-token': ['token-created'],
  copy: ['became-copy'],
  // A face-down permanent that leaves the battlefield is revealed (708.9).
  morph: ['turned-face-up', 'revealed'],
  megamorph: ['turned-face-up', 'revealed'],
  disguise: ['turned-face-up', 'revealed'],
  manifest: ['turned-face-up', 'revealed'],
  cloak: ['turned-face-up', 'revealed'],
  // Manifest dread looks at the top two cards (701.62a).
  'manifest-dread': ['turned-face-up', 'revealed', 'looked'],
  'turn-face-down': ['turned-face-down', 'turned-face-up', 'revealed'],
  reveal: ['revealed', 'looked'],
  'hidden-information': [],
  stack: ['cast', 'resolved', 'countered'],
  lands: [],
  tokens: ['token-created'],
  attach: ['attached'],
  phasing: [],
  effects: ['effect-applied'],
  'card-names': ['name-chosen'],
  // Face-down spells and permanents are revealed as the game ends or their owner leaves (708.9).
  'game-over': ['player-left', 'game-ended', 'revealed'],
  'state-based-actions': ['state-based-action'],
  'intrinsic-counters': [],
  'day-night': ['day-night-changed'],
  'triggered-abilities': ['triggered', 'resolved'],
  turns: [],
  life: [],
  saga: [],
  'control-change': [],
};

/** The event kinds an engine declaring `mechanics` reports: the core's and each mechanic's, in EVENT_KINDS order. */
export function eventsOfMechanics(mechanics: readonly string[]): ReadonlySet<GameEventKind> {
  return new Set([
    ...CORE_EVENTS,
    ...mechanics.flatMap((m) => (m in MECHANIC_EVENTS ? MECHANIC_EVENTS[m as Mechanic] : [])),
  ]);
}
