/**
 * Resolving and countering (608, 701.6): a permanent spell enters the battlefield with
 * the face that was up on the stack (712.13) and face down if it was face down (708.4);
 * other spells go to the graveyard; a face-down spell leaving the stack for any zone
 * but the battlefield is revealed (708.9, in moveObject).
 */
import type { Action } from '../../adapter/action.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import { characteristics } from '../characteristics/compute.js';
import { mustObject, objectOf, withoutObject } from '../state-access.js';
import { done, rejected, type StepResult } from '../step-result.js';
import { enteredEvents } from '../zones/enter.js';
import { moveObject } from '../zones/move.js';
import { removeFromZone } from '../zones/zone-lists.js';
import { requireObject } from './guards.js';
import { transformPermanent } from './transform.js';

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

function isPermanentSpell(state: GameState, spell: GameObject): boolean {
  const types = characteristics(state, spell)?.types ?? [];
  return types.some((t) => (PERMANENT_TYPES as readonly string[]).includes(t)); // 110.4
}

/** 701.27f: the source transforms only if it has not transformed since the ability was put on the stack. */
function resolveTransformAbility(state: GameState, ability: GameObject): StepResult {
  if (ability.represents.kind !== 'transform-ability') throw new Error('engine bug: not a transform ability');
  const { source, stackedAt } = ability.represents;
  let s = removeFromZone(state, ability.id, 'stack', ability.owner);
  s = withoutObject(s, ability.id);
  const resolvedEvent = { kind: 'resolved', object: ability.id } as const;
  const permanent = objectOf(s, source);
  if (!permanent || permanent.zone !== 'battlefield') return done(s, [resolvedEvent, { kind: 'no-effect', object: source, clause: '400.7', reason: 'the source left the battlefield' }]);
  if (permanent.transformedAt !== null && permanent.transformedAt > stackedAt) {
    return done(s, [resolvedEvent, { kind: 'no-effect', object: source, clause: '701.27f', reason: 'the permanent has transformed since the ability was put on the stack' }]);
  }
  const result = transformPermanent(s, permanent, 'transform');
  return result.ok ? done(result.state, [resolvedEvent, ...result.events]) : result;
}

/**
 * The top of the stack resolves (608): a permanent spell enters with the face it had on
 * the stack (712.13; a disturbed spell back face up, 702.146b) or face down (708.4).
 */
export function resolve(state: GameState, _action: Extract<Action, { kind: 'resolve' }>): StepResult {
  const top = state.stack[state.stack.length - 1];
  if (top === undefined) return rejected('resolve/empty-stack', '608.1', 'the stack is empty');
  const spell = mustObject(state, top);
  if (spell.represents.kind === 'transform-ability') return resolveTransformAbility(state, spell);
  if (isPermanentSpell(state, spell)) {
    // 608.3a, 712.13: it enters with the face it had on the stack; 708.4: face down stays face down.
    const moved = moveObject(state, spell.id, { to: 'battlefield', controller: spell.controller, face: spell.face, faceDown: spell.faceDown });
    const permanent = moved.newIds[0] as string;
    return done(moved.state, [{ kind: 'resolved', object: spell.id }, ...moved.events, ...enteredEvents(moved.state, permanent)]);
  }
  const moved = moveObject(state, spell.id, { to: 'graveyard' }); // 608.2n
  return done(moved.state, [{ kind: 'resolved', object: spell.id }, ...moved.events]);
}

export function counter(state: GameState, action: Extract<Action, { kind: 'counter' }>): StepResult {
  const found = requireObject(state, action.object, 'counter');
  if (!found.ok) return found.result;
  const spell = found.value;
  if (spell.zone !== 'stack') return rejected('counter/not-on-stack', '701.6a', `object ${spell.id} is not a spell or ability on the stack`);
  if (spell.represents.kind === 'transform-ability') {
    const s = withoutObject(removeFromZone(state, spell.id, 'stack', spell.owner), spell.id);
    return done(s, [{ kind: 'countered', object: spell.id }]);
  }
  const to = action.to ?? 'graveyard';
  const moved = moveObject(state, spell.id, { to, position: 'top' });
  return done(moved.state, [{ kind: 'countered', object: spell.id }, ...moved.events]);
}
