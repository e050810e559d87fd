/**
 * Status and marks on permanents (110.5, 122, 120.3, 301.5, 702.26): tapping,
 * counters, damage, attachments, phasing, and continuous effects (611) with a new
 * timestamp. None of these change an object's identity.
 */
import type { Action } from '../../adapter/action.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from '../characteristics/compute.js';
import { mayEnchant } from '../characteristics/enchant.js';
import { tick, updateObject } from '../state-access.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';
import { requirePermanent } from './guards.js';
import { phaseInWith, phaseOutIndirectly } from './phasing.js';

type StatusAction = Extract<Action, { kind: 'tap' | 'untap' | 'phase-out' | 'phase-in' }>;

/**
 * Tap, untap, phase out or in (702.26a); phasing in makes it exist again (702.26c), nothing
 * else reaches a phased-out one (702.26b). Auras, Equipment and Fortifications attached to a
 * permanent phase out with it, indirectly, and phase in with it, still attached (702.26g,
 * 702.26i); one that phased out indirectly does not phase in by itself.
 */
export function setStatus(state: GameState, action: StatusAction): StepResult {
  const found = requirePermanent(state, action.object, action.kind, 'phasing');
  if (!found.ok) return found.result;
  const p = found.value;
  // 702.26b: only phasing itself concerns a phased-out permanent.
  if (p.phasedOut && action.kind !== 'phase-in')
    return nothingHappens(state, p.id, '702.26b', 'a phased-out permanent is treated as though it does not exist');
  if (action.kind === 'phase-in' && p.phasedOutWith !== undefined)
    return nothingHappens(state, p.id, '702.26g', 'it phased out with the permanent it is attached to');
  switch (action.kind) {
    case 'tap':
      return p.tapped
        ? rejected('tap/already-tapped', '701.26a', 'the permanent is already tapped')
        : done(updateObject(state, p.id, { tapped: true }), [{ kind: 'tapped', object: p.id }]);
    case 'untap':
      return !p.tapped
        ? rejected('untap/already-untapped', '701.26b', 'the permanent is already untapped')
        : done(updateObject(state, p.id, { tapped: false }), [{ kind: 'untapped', object: p.id }]);
    case 'phase-out':
      return done(phaseOutIndirectly(updateObject(state, p.id, { phasedOut: true }), p.id), []);
    case 'phase-in':
      return !p.phasedOut
        ? rejected('phase-in/already', '702.26a', 'the permanent is phased in')
        : done(phaseInWith(updateObject(state, p.id, { phasedOut: false }), p.id), []);
  }
}

/**
 * 122.1: an effect puts `amount` counters of a kind on a permanent. Putting zero counters is an
 * instruction the rules know (107.7's [0]) that puts none: carried out, nothing changes and no
 * counter is put (so nothing sees counters put, 122.6). A number of counters is never negative or
 * fractional (107.1b): such an amount is refused.
 */
export function addCounters(state: GameState, action: Extract<Action, { kind: 'add-counters' }>): StepResult {
  const found = requirePermanent(state, action.object, 'add-counters');
  if (!found.ok) return found.result;
  if (!Number.isInteger(action.amount) || action.amount < 0)
    return rejected(
      'add-counters/bad-amount',
      '107.1b',
      `amount must be a whole number of 0 or more, got ${action.amount}`,
    );
  if (action.amount === 0) return done(state, []);
  const counters = {
    ...found.value.counters,
    [action.counter]: (found.value.counters[action.counter] ?? 0) + action.amount,
  };
  return done(updateObject(state, found.value.id, { counters }), [
    { kind: 'counters-added', object: found.value.id, counter: action.counter, amount: action.amount },
  ]);
}

/** Auras, Equipment and Fortifications: what 613.7e and 701.3c give a new timestamp when attached. */
const ATTACHMENT_SUBTYPES: readonly string[] = ['Aura', 'Equipment', 'Fortification'];

/**
 * An effect attaches a permanent to another (701.3a). An Aura stays where it is if it cannot enchant that permanent
 * (701.3b). An Aura, Equipment or Fortification attached to a different object receives a new timestamp (701.3c,
 * 613.7e): it is then the newest Role for 704.5y, say.
 */
export function attach(state: GameState, action: Extract<Action, { kind: 'attach' }>): StepResult {
  const found = requirePermanent(state, action.object, 'attach');
  if (!found.ok) return found.result;
  const host = requirePermanent(state, action.to, 'attach');
  if (!host.ok) return host.result;
  if (action.object === action.to)
    return rejected('attach/to-itself', '301.5c', 'a permanent cannot be attached to itself');
  // 701.3b: an Aura does not move onto what its enchant ability does not allow (702.5a).
  const aura = characteristics(state, found.value);
  if (aura?.subtypes.includes('Aura') && !mayEnchant(state, aura, host.value))
    return nothingHappens(
      state,
      found.value.id,
      '701.3b',
      'the Aura cannot enchant that permanent (702.5a); it does not move',
    );
  const moves = found.value.attachedTo !== host.value.id && aura?.subtypes.some((t) => ATTACHMENT_SUBTYPES.includes(t));
  const [s, timestamp] = moves ? tick(state) : [state, found.value.timestamp];
  return done(updateObject(s, found.value.id, { attachedTo: host.value.id, timestamp }), [
    { kind: 'attached', object: found.value.id, to: host.value.id },
  ]);
}

/** A continuous effect starts applying to a permanent, with a new timestamp for layer order (613.1, 613.7). */
export function applyEffect(state: GameState, action: Extract<Action, { kind: 'apply-effect' }>): StepResult {
  const found = requirePermanent(state, action.object, 'apply-effect');
  if (!found.ok) return found.result;
  let [s, time] = tick(state);
  s = {
    ...s,
    effects: [...s.effects, { id: `e${time}`, affected: found.value.id, timestamp: time, change: action.effect }],
  };
  return done(s, [{ kind: 'effect-applied', object: found.value.id }]);
}
