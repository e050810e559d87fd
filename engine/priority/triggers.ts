/**
 * Triggered abilities (603): an ability triggers when its trigger event happens (603.2); the
 * engine's actions record that with a `triggered` event naming the source and the trigger.
 * The next time a player would receive priority, each ability that triggered is put on the
 * stack as an object that is not a card (603.3), controlled by whoever controlled its source
 * when it triggered (603.3a). A leaves-the-battlefield ability looks back (603.10a): it is
 * found on the permanent as it last existed on the battlefield.
 */
import type { Trigger, TriggeredAbility } from '../../model/ability.js';
import type { Characteristics } from '../../model/characteristics.js';
import type { GameEvent } from '../../model/events.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState, WaitingTrigger } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { objectOf, playerOf, withLastKnown } from '../state-access.js';
import { createCardObject } from '../zones/move.js';

/** An ability that has triggered and waits to be put on the stack (603.3). */
export type PendingTrigger = WaitingTrigger;

/**
 * The source as it is now, or as it last existed on the battlefield when it has left (603.10a,
 * 608.2h), with the state to read its characteristics in.
 */
function sourceOf(state: GameState, id: ObjectId): [GameState, GameObject] | null {
  const now = objectOf(state, id);
  if (now) return [state, now];
  const past = withLastKnown(state, id);
  const then = past && objectOf(past, id);
  return past && then ? [past, then] : null;
}

const withTrigger = (c: Characteristics | null, trigger: Trigger['kind']): readonly TriggeredAbility[] =>
  (c?.abilities ?? []).filter((a): a is TriggeredAbility => a.kind === 'triggered' && a.trigger.kind === trigger);

/**
 * The abilities that the step's `triggered` events say triggered (603.2), in that order. Each
 * occurrence of a trigger event gives one `triggered` event per ability of the source with that
 * trigger, in order, so the n-th event for a source and trigger is its (n mod k)-th such ability
 * of k: an ability triggers once per occurrence, and again for each further one (603.2c: two
 * permanents transforming at nightfall trigger "whenever a permanent you control transforms"
 * twice). Each is controlled by whoever controlled its source when it triggered (603.3a); a source
 * that has left is read as it last existed on the battlefield, looking back in time (603.10,
 * 603.10a). `state` is the game right after the event (603.10): the caller reads each event's
 * abilities then, before anything else changes their sources (engine/priority/at-once.ts), since once
 * triggered an ability exists apart from its source (603.2, 113.7a).
 */
export function pendingTriggers(state: GameState, events: readonly GameEvent[]): readonly PendingTrigger[] {
  const pending: PendingTrigger[] = [];
  // Made when the first triggered event is met: most steps have none.
  let seen: Map<string, number> | undefined;
  for (const e of events) {
    if (e.kind !== 'triggered') continue;
    const found = sourceOf(state, e.source);
    if (!found) continue;
    const [s, source] = found;
    const key = `${e.source}\u0000${e.trigger}`;
    seen ??= new Map();
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    // 603.10: read on the face it shows now, right after the event; an ability of a face turned away did not trigger.
    const abilities = withTrigger(characteristics(s, source), e.trigger);
    // One event per ability per occurrence, in ability order: a second occurrence (another creature dying)
    // starts again at the first ability (603.2c: once per occurrence). A chapter ability is the one with
    // its number (714.2b).
    const ability =
      e.chapter !== undefined
        ? abilities.find((a) => a.trigger.kind === 'chapter' && a.trigger.chapters.includes(e.chapter as number))
        : abilities.length === 0
          ? undefined
          : abilities[n % abilities.length];
    if (ability) pending.push({ source: e.source, controller: source.controller, ability });
  }
  return pending;
}

/**
 * The players in APNAP order (101.4): the active player first, then the others in turn order (the order of the
 * setup, going round). Before any turn has begun the starting player, the first one, counts as active (101.4e).
 */
export function apnapOrder(state: GameState): readonly PlayerId[] {
  const ids = state.players.map((p) => p.id);
  const first = state.turn === undefined ? 0 : Math.max(0, ids.indexOf(state.turn.active));
  return [...ids.slice(first), ...ids.slice(0, first)];
}

/**
 * Put the waiting abilities on the stack (603.3): each player in APNAP order, starting with the
 * active player (603.3b, 101.4), puts theirs, in the order they triggered, a fixed choice so that
 * engines can be compared step by step (603.3b). The last one put is the topmost, so the active
 * player's resolve last. An ability whose controller has left the game is not put (800.4a).
 */
export function putTriggersOnStack(state: GameState, pending: readonly PendingTrigger[]): GameState {
  let s = state;
  for (const player of apnapOrder(state)) {
    if (playerOf(s, player)?.left) continue;
    for (const p of pending) {
      if (p.controller !== player) continue;
      [s] = createCardObject(s, { kind: 'triggered-ability', source: p.source, ability: p.ability }, p.controller, {
        to: 'stack',
      });
    }
  }
  return s;
}

/**
 * `triggered` events for the abilities of permanents `controller` controls that wait for a
 * permanent they control to transform or to be turned face up (701.27, 708.8), the permanent
 * itself included, or for them to manifest dread (701.62b). A face-down permanent has no such
 * ability (708.2a), and a phased-out one is treated as though it does not exist (702.26b).
 */
export function controllerTriggers(
  state: GameState,
  controller: PlayerId,
  trigger: 'permanent-transforms' | 'permanent-turned-face-up' | 'you-manifest-dread',
): readonly GameEvent[] {
  const events: GameEvent[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.controller !== controller || o.phasedOut) continue;
    for (const a of characteristics(state, o)?.abilities ?? []) {
      if (a.kind === 'triggered' && a.trigger.kind === trigger) events.push({ kind: 'triggered', source: id, trigger });
    }
  }
  return events;
}
