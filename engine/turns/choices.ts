/**
 * Choices players make, as actions: the order of the triggered abilities they put on the
 * stack at once (603.3b) and the legendary permanent they keep under the legend rule (704.5j).
 * Without a choice the reference makes a fixed one (triggers in the order they triggered, the
 * newest legend kept), so that engines can be compared step by step.
 */
import type { Action } from '../../adapter/action.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, PlayerId } from '../../model/ids.js';
import { isAbilityObject } from '../../model/game-object.js';
import { characteristics } from '../characteristics/compute.js';
import { requirePermanent, requirePlayer } from '../actions/guards.js';
import { done, rejected, type StepResult } from '../step-result.js';

/**
 * The triggered abilities each player put on the stack during the last action's settling
 * (603.3): those on the stack after it and not before, grouped by controller, bottom first.
 */
export function triggersJustPut(
  before: GameState,
  after: GameState,
): Readonly<Record<PlayerId, readonly ObjectId[]>> | undefined {
  // On every step: most leave the stack as it was, and the stack is short, so no set is made.
  if (after.stack === before.stack || after.stack.length === 0) return undefined;
  let put: Record<PlayerId, ObjectId[]> | undefined;
  for (const id of after.stack) {
    const o = after.objects[id];
    if (o?.represents.kind !== 'triggered-ability' || before.stack.includes(id)) continue;
    put ??= {};
    put[o.controller] = [...(put[o.controller] ?? []), id];
  }
  return put;
}

/**
 * 603.3b: `player` puts the abilities they control that triggered together on the stack in the
 * order they choose. `order` must list exactly the abilities they just put there (the last
 * action's), first put first; they are rearranged among the places they hold on the stack.
 */
export function orderTriggers(state: GameState, action: Extract<Action, { kind: 'order-triggers' }>): StepResult {
  const player = requirePlayer(state, action.player, 'order-triggers');
  if (!player.ok) return player.result;
  const just = state.triggersJustPut?.[action.player] ?? [];
  if (just.length === 0)
    return rejected(
      'order-triggers/nothing-to-order',
      '603.3b',
      `${action.player} put no triggered abilities on the stack in the last action; ` +
        'order-triggers must come right after the action that made them trigger',
    );
  const given = new Set(action.order);
  if (given.size !== action.order.length || given.size !== just.length || just.some((id) => !given.has(id)))
    return rejected(
      'order-triggers/not-the-abilities-put',
      '603.3b',
      `order must list each of the abilities ${action.player} just put on the stack exactly once: ` +
        `${just.join(', ')}; got ${action.order.join(', ') || 'none'}`,
    );
  const places = state.stack.flatMap((id, i) => (just.includes(id) ? [i] : []));
  const stack = [...state.stack];
  places.forEach((place, n) => {
    stack[place] = action.order[n] as ObjectId;
  });
  return done({ ...state, stack }, []);
}

/**
 * 704.5j: `player` chooses `keep`, a legendary permanent they control, as the one they keep
 * whenever the legend rule applies to it, until they choose another of the same name.
 */
export function chooseLegend(state: GameState, action: Extract<Action, { kind: 'choose-legend' }>): StepResult {
  const player = requirePlayer(state, action.player, 'choose-legend');
  if (!player.ok) return player.result;
  const found = requirePermanent(state, action.keep, 'choose-legend', 'player');
  if (!found.ok) return found.result;
  const keep = found.value;
  if (keep.controller !== action.player)
    return rejected(
      'choose-legend/not-controller',
      '704.5j',
      `${action.player} does not control ${keep.id}; the legend rule lets each player choose among their own`,
    );
  if (isAbilityObject(keep) || !(characteristics(state, keep)?.supertypes.includes('Legendary') ?? false))
    return rejected('choose-legend/not-legendary', '704.5j', `${keep.id} is not a legendary permanent`);
  return done({ ...state, legendsKept: [...(state.legendsKept ?? []).filter((id) => id !== keep.id), keep.id] }, []);
}
