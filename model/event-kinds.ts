/**
 * The kinds of event the contract names (model/events.ts), as data, and the ones it lets an engine leave out
 * (docs/adapter.md): what the differential check compares and what scenarios judge by the board instead.
 */
import type { GameEventKind } from './events.js';

/** Every event kind: a record, so that a kind added to `GameEvent` and not here fails to compile. */
const KINDS: Readonly<Record<GameEventKind, true>> = {
  'zone-change': true,
  cast: true,
  resolved: true,
  countered: true,
  entered: true,
  'token-created': true,
  transformed: true,
  converted: true,
  melded: true,
  'turned-face-up': true,
  'turned-face-down': true,
  'became-copy': true,
  revealed: true,
  looked: true,
  triggered: true,
  'counters-added': true,
  tapped: true,
  untapped: true,
  attached: true,
  'effect-applied': true,
  shuffled: true,
  'name-chosen': true,
  'player-left': true,
  'game-ended': true,
  'state-based-action': true,
  'day-night-changed': true,
  'no-effect': true,
};

/** Every event kind of the contract, in model/events.ts order. */
export const EVENT_KINDS: readonly GameEventKind[] = Object.keys(KINDS) as GameEventKind[];

/**
 * Event kinds an engine need not emit (docs/adapter.md, "After each action"): a `state-based-action` event reports a
 * state-based action (704.3) that the views already show.
 */
export const OPTIONAL_EVENT_KINDS: ReadonlySet<string> = new Set<GameEventKind>(['state-based-action']);
