/**
 * Every ability kind (model/ability.ts) and every event kind (model/events.ts) as a list, for what an engine
 * declares it can represent and report (`EngineDescription.abilities`, `.events`: adapter/declaration.ts) and
 * for the docs that say which kinds each mechanic brings. The `satisfies` checks and the two `Exact` tests below
 * fail to compile when a kind is added to the unions and not here, or listed here and not there.
 */
import type { AbilityKind } from './ability.js';
import type { GameEventKind } from './events.js';

/** The ability kinds of model/ability.ts, in the order that file lists them. */
export const ABILITY_KINDS = [
  'keyword',
  'ward',
  'morph',
  'megamorph',
  'disguise',
  'disturb',
  'more-than-meets-the-eye',
  'meld',
  'transform-self',
  'activated',
  'copy-on-enter',
  'triggered',
  'as-turned-face-up',
  'as-transforms',
  'daybound',
  'nightbound',
  'enters-with-counters',
  'enchant',
  'aftermath',
  'text',
] as const satisfies readonly AbilityKind[];

/** The event kinds of model/events.ts, in the order that file lists them. */
export const EVENT_KINDS = [
  'zone-change',
  'cast',
  'resolved',
  'countered',
  'entered',
  'token-created',
  'transformed',
  'converted',
  'melded',
  'turned-face-up',
  'turned-face-down',
  'became-copy',
  'revealed',
  'looked',
  'triggered',
  'counters-added',
  'tapped',
  'untapped',
  'attached',
  'effect-applied',
  'shuffled',
  'name-chosen',
  'player-left',
  'game-ended',
  'state-based-action',
  'day-night-changed',
  'no-effect',
] as const satisfies readonly GameEventKind[];

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyAbilityKind: Exact<(typeof ABILITY_KINDS)[number], AbilityKind> = true;
const everyEventKind: Exact<(typeof EVENT_KINDS)[number], GameEventKind> = true;
void everyAbilityKind;
void everyEventKind;

export function isAbilityKind(value: unknown): value is AbilityKind {
  return typeof value === 'string' && (ABILITY_KINDS as readonly string[]).includes(value);
}

export function isEventKind(value: unknown): value is GameEventKind {
  return typeof value === 'string' && (EVENT_KINDS as readonly string[]).includes(value);
}
