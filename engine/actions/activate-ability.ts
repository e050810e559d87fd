/**
 * Activated abilities with a target (602.2, 115.1): the permanent's controller activates one, choosing its target as
 * it is put on the stack (601.2c); as it resolves it does nothing if its target is illegal then (608.2b).
 * The only such ability of the model puts counters on target creature (model/ability.ts).
 */
import type { Action } from '../../adapter/action.js';
import type { TargetedEffect } from '../../model/ability.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { objectOf, updateObject, withoutObject } from '../state-access.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { createCardObject } from '../zones/move.js';
import { removeFromZone } from '../zones/zone-lists.js';
import { requirePermanent } from './guards.js';

/**
 * Whether `id` is a legal target now (115.1): a creature on the battlefield, phased in (702.26b: a phased-out
 * permanent is treated as though it does not exist).
 */
export function isLegalTarget(state: GameState, effect: TargetedEffect, id: ObjectId): boolean {
  const o = objectOf(state, id);
  if (o?.zone !== 'battlefield' || o.phasedOut) return false;
  return effect.target === 'creature' && (characteristics(state, o)?.types.includes('Creature') ?? false);
}

/** Why a list of targets cannot be chosen for one target (601.2c); null when it can. */
export function targetProblem(state: GameState, effect: TargetedEffect, targets: readonly ObjectId[]): string | null {
  if (targets.length !== 1) return `the ability has one target ("target ${effect.target}"), ${targets.length} given`;
  const [t] = targets as [ObjectId];
  return isLegalTarget(state, effect, t) ? null : `object ${t} is not a ${effect.target} on the battlefield`;
}

/** The permanent's controller activates its ability with a target and puts it on the stack (602.2). */
export function activateAbility(state: GameState, action: Extract<Action, { kind: 'activate-ability' }>): StepResult {
  const found = requirePermanent(state, action.object, 'activate-ability', 'player');
  if (!found.ok) return found.result;
  const permanent = found.value;
  // 602.1, 708.2a: only an ability the permanent has now (a face-down one has none of its card's).
  const ability = (characteristics(state, permanent)?.abilities ?? []).find((a) => a.kind === 'activated');
  if (ability?.kind !== 'activated')
    return rejected('activate-ability/no-such-ability', '602.1', 'it has no activated ability with targets');
  const problem = targetProblem(state, ability.effect, action.targets);
  if (problem !== null) return rejected('activate-ability/illegal-target', '601.2c', problem);
  const represents = { kind: 'activated-ability', source: permanent.id, ability, targets: action.targets } as const;
  const [s] = createCardObject(state, represents, permanent.controller, { to: 'stack' });
  return done(s, []);
}

/** An activated ability with a target resolves (608.2): counters on its target if it is still legal (608.2b). */
export function resolveActivatedAbility(state: GameState, ability: GameObject): StepResult {
  if (ability.represents.kind !== 'activated-ability') throw new Error('engine bug: not an activated ability');
  const { effect } = ability.represents.ability;
  const s = withoutObject(removeFromZone(state, ability.id, 'stack', ability.owner), ability.id);
  const resolved = { kind: 'resolved', object: ability.id } as const;
  const legal = ability.represents.targets.filter((t) => isLegalTarget(s, effect, t));
  if (legal.length === 0)
    return done(s, [
      resolved,
      { kind: 'no-effect', object: null, clause: '608.2b', reason: 'every target is illegal as it resolves' },
    ]);
  let next = s;
  for (const t of legal) {
    const o = objectOf(next, t) as GameObject;
    const counters = { ...o.counters, [effect.counter]: (o.counters[effect.counter] ?? 0) + effect.amount };
    next = updateObject(next, t, { counters });
  }
  return done(next, [
    resolved,
    ...legal.map(
      (t) => ({ kind: 'counters-added', object: t, counter: effect.counter, amount: effect.amount }) as const,
    ),
  ]);
}
