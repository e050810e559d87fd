/**
 * Resolving an ability on the stack (608.2): it does what it says, then is removed from the
 * stack and ceases to exist (608.2n). An ability exists independently of its source (113.7a):
 * if the source has left the battlefield, an instruction to do something to it does nothing
 * (400.7), reported with a `no-effect` event.
 */
import type { GameEvent } from '../../model/events.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { objectOf, updateObject, withoutObject } from '../state-access.js';
import { done, type StepResult } from '../step-result.js';
import { removeFromZone } from '../zones/zone-lists.js';
import { transformPermanent } from './transform.js';
import { exileAndReturnTransformed } from '../sagas/exile-return.js';

/** 608.2n: the ability leaves the stack and ceases to exist; its `resolved` event. */
function removeAbility(state: GameState, ability: GameObject): [GameState, GameEvent] {
  const s = withoutObject(removeFromZone(state, ability.id, 'stack', ability.owner), ability.id);
  return [s, { kind: 'resolved', object: ability.id }];
}

const sourceLeft = (source: ObjectId): GameEvent => ({
  kind: 'no-effect',
  object: source,
  clause: '400.7',
  reason: 'the source left the battlefield',
});

/** 702.26b: a phased-out permanent is treated as though it does not exist; the ability does nothing to it. */
const phasedOut = (source: ObjectId): GameEvent => ({
  kind: 'no-effect',
  object: source,
  clause: '702.26b',
  reason: 'the permanent is phased out',
});

/**
 * An ability of a permanent transforms or converts it: only if the permanent has not
 * transformed or converted since the ability was put on the stack (701.27f, 701.28e), only
 * while it is still the same object on the battlefield (400.7), and not while it is phased
 * out (702.26b).
 */
function transformSource(
  state: GameState,
  source: ObjectId,
  since: number,
  resolved: GameEvent,
  how: 'transform' | 'convert' = 'transform',
): StepResult {
  const permanent = objectOf(state, source);
  if (permanent?.zone !== 'battlefield') return done(state, [resolved, sourceLeft(source)]);
  if (permanent.phasedOut) return done(state, [resolved, phasedOut(source)]);
  if (permanent.transformedAt !== null && permanent.transformedAt > since) {
    return done(state, [
      resolved,
      {
        kind: 'no-effect',
        object: source,
        clause: how === 'transform' ? '701.27f' : '701.28e',
        reason: 'the permanent has transformed or converted since the ability was put on the stack',
      },
    ]);
  }
  const result = transformPermanent(state, permanent, how);
  return result.ok ? done(result.state, [resolved, ...result.events]) : result;
}

/**
 * An activated "transform this" ability resolves (701.27f); its timestamp is when it was put on the stack. It does
 * nothing to a source that has phased out since (702.26b).
 */
export function resolveTransformAbility(state: GameState, ability: GameObject): StepResult {
  if (ability.represents.kind !== 'transform-ability') throw new Error('engine bug: not a transform ability');
  const [s, resolved] = removeAbility(state, ability);
  return transformSource(s, ability.represents.source, ability.timestamp, resolved);
}

/**
 * A triggered ability resolves (608.2, 603.3): counters on its source (122.1), untapping it
 * (701.26b), a transform or convert of its source (701.27a, 701.27f, 701.28a, 701.28e), exiling
 * its source and returning it transformed (712.14a), or an
 * effect the model does not record (text), which changes nothing but the stack. A phased-out
 * source gets nothing (702.26b).
 */
export function resolveTriggeredAbility(state: GameState, ability: GameObject): StepResult {
  if (ability.represents.kind !== 'triggered-ability') throw new Error('engine bug: not a triggered ability');
  const { source, ability: printed } = ability.represents;
  const [s, resolved] = removeAbility(state, ability);
  const effect = printed.resolves ?? { kind: 'text' };
  switch (effect.kind) {
    case 'text':
      return done(s, [resolved]);
    case 'transform':
      return transformSource(s, source, ability.timestamp, resolved);
    case 'exile-return-transformed': // 712.14a, 400.7
      return exileAndReturnTransformed(s, source, ability.controller, resolved);
    case 'convert':
      return transformSource(s, source, ability.timestamp, resolved, 'convert');
    case 'untap': {
      // 701.26b, 400.7: only the same permanent, and only if it is tapped; phased out, it is not there (702.26b).
      const permanent = objectOf(s, source);
      if (permanent?.zone !== 'battlefield' || permanent.phasedOut) return done(s, [resolved, sourceLeft(source)]);
      if (!permanent.tapped) return done(s, [resolved]);
      return done(updateObject(s, source, { tapped: false }), [resolved, { kind: 'untapped', object: source }]);
    }
    case 'counters': {
      const permanent = objectOf(s, source);
      if (permanent?.zone !== 'battlefield') return done(s, [resolved, sourceLeft(source)]);
      if (permanent.phasedOut) return done(s, [resolved, phasedOut(source)]);
      const counters = {
        ...permanent.counters,
        [effect.counter]: (permanent.counters[effect.counter] ?? 0) + effect.amount,
      };
      return done(updateObject(s, source, { counters }), [
        resolved,
        { kind: 'counters-added', object: source, counter: effect.counter, amount: effect.amount },
      ]);
    }
  }
}
