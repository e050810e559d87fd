/**
 * Transform and convert (701.27, 701.28, 712.9, 712.10, 712.15a, 712.18):
 * turning a double-faced permanent over so its other face is up. It stays the same
 * object with the same counters, attachments, damage, status and effects (712.18); it
 * gets a new timestamp (613.7g). Transforming is neither turning face up nor face down
 * (701.27b, 701.28b), so it emits only `transformed`/`converted`, never face-up/down events.
 */
import type { Action } from '../../adapter/action.js';
import { definitionOf, doubleFacedDefinitionOf } from '../characteristics/printed.js';
import type { GameEvent } from '../../model/events.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { rulesOf } from '../edition-rules.js';
import { mustObject, tick, updateObject } from '../state-access.js';
import { createCardObject } from '../zones/move.js';
import { boundPermanent, dayNightInEdition } from '../day-night/bound.js';
import { done, nothingHappens, rejected, type StepResult } from '../step-result.js';
import { requirePermanent } from './guards.js';
import { controllerTriggers } from '../priority/triggers.js';

/**
 * A "transformed permanent" (701.27g): a double-faced permanent on the battlefield with
 * its back face up. Front face up, face down, or melded (several cards) never is.
 */
export function isTransformedPermanent(state: GameState, object: GameObject): boolean {
  return (
    object.zone === 'battlefield' &&
    object.faceDown === null &&
    object.face === 'back' &&
    doubleFacedDefinitionOf(state, object) !== null
  );
}

/**
 * Transform or convert a permanent (701.27a, 701.28a). Nothing happens for a permanent
 * not represented by a double-faced card or token (701.27c, 701.28c, 712.9: a Clone or an
 * ordinary token copying a DFC face too), for a meld card or melded permanent (712.4c),
 * for a face-down one (712.15a), or when the other face is an instant or sorcery
 * (701.27d, 701.28d, 712.10). Transforming (701.27) is not turning face up or down, so it
 * fires no face-up or face-down trigger (701.27b), nor does converting, a different game action
 * that looks the same (701.28b). "As this transforms" abilities apply while it turns
 * over (712.20). A DFC that is copying something turns over all the same,
 * and its copy effect keeps applying (712.18), so it keeps the copied characteristics.
 * The face it turns to is the card's own other face, whatever it is copying. A permanent with
 * daybound or nightbound transforms only as day and night require (`cause` `day-night`): told
 * to otherwise, nothing happens (702.145b, 702.145e), nor when told to convert (701.28f).
 */
export function transformPermanent(
  state: GameState,
  permanent: GameObject,
  how: 'transform' | 'convert',
  cause: 'instruction' | 'day-night' = 'instruction',
): StepResult {
  const turned = turnOver(state, permanent, how, cause);
  if (!turned.ok || turned.events.some((e) => e.kind === 'no-effect')) return turned;
  return done(turned.state, [...turned.events, ...transformTriggers(turned.state, [permanent.id])]);
}

/**
 * The permanent turned over (701.27a, 701.28a) with its "as this transforms" abilities applied (712.20), or
 * a `no-effect` when it cannot be (see transformPermanent); without the abilities that trigger on it, which
 * are read once the whole event is over (transformTriggers). Night falling turns every daybound permanent
 * over in one event (702.145b), so it calls this for each before reading any trigger.
 */
export function turnOver(
  state: GameState,
  permanent: GameObject,
  how: 'transform' | 'convert',
  cause: 'instruction' | 'day-night' = 'instruction',
): StepResult {
  if (permanent.faceDown !== null)
    return nothingHappens(state, permanent.id, '712.15a', 'a face-down permanent cannot transform or convert');
  if (permanent.represents.kind === 'melded')
    return nothingHappens(state, permanent.id, '712.4c', 'a melded permanent cannot transform or convert');
  const def = doubleFacedDefinitionOf(state, permanent);
  if (!def) {
    const clause =
      definitionOf(state, permanent)?.layout === 'meld' ? '712.4c' : how === 'transform' ? '701.27c' : '701.28c';
    return nothingHappens(
      state,
      permanent.id,
      clause,
      'only a permanent represented by a double-faced card or token can transform or convert',
    );
  }
  const bound = cause === 'instruction' && dayNightInEdition(state) ? boundPermanent(state, permanent) : null;
  if (bound !== null) {
    const clause = how === 'convert' ? '701.28f' : bound === 'daybound' ? '702.145b' : '702.145e';
    return nothingHappens(
      state,
      permanent.id,
      clause,
      `a permanent with ${bound} can't transform except by day and night`,
    );
  }
  if (def.layout === 'modal-dfc' && !rulesOf(state).modalDfcTransforms)
    // Before 2025-09-19 only transforming DFCs transformed (spec modal-dfc-transforms).
    return nothingHappens(state, permanent.id, '701.27c', 'a modal double-faced card cannot transform in this edition');
  const to = permanent.face === 'front' ? 'back' : 'front';
  const target = to === 'back' ? def.faces[1] : def.faces[0];
  if (target.types.includes('Instant') || target.types.includes('Sorcery')) {
    return nothingHappens(
      state,
      permanent.id,
      how === 'transform' ? '701.27d' : '701.28d',
      'the other face is an instant or sorcery face',
    );
  }
  let [s, time] = tick(state);
  s = updateObject(s, permanent.id, { face: to, timestamp: time, transformedAt: time }); // 613.7g, 701.27f
  const events: readonly GameEvent[] = [
    { kind: how === 'transform' ? 'transformed' : 'converted', object: permanent.id, face: to },
  ];
  // 712.20: "as this transforms" abilities of the face it turns to apply while it turns, so before any trigger looks at
  // it.
  return done(...applyAsTransforms(s, permanent.id, events));
}

/**
 * The abilities that the transforms of `transformed`, one event, make trigger, read on `state`, the game right
 * after that event (603.10): each permanent's "transforms into" and "whenever this transforms" on the face it
 * shows now (701.27e), and for each transform every "whenever a permanent you control transforms" of its
 * controller's permanents, once per permanent that transformed (603.2c). Converting follows the rules of
 * transforming (701.28a).
 */
export function transformTriggers(state: GameState, transformed: readonly ObjectId[]): readonly GameEvent[] {
  const events: GameEvent[] = [];
  for (const id of transformed) {
    const permanent = state.objects[id];
    if (permanent === undefined) continue;
    for (const ability of characteristics(state, permanent)?.abilities ?? []) {
      if (
        ability.kind === 'triggered' &&
        (ability.trigger.kind === 'transforms-into' || ability.trigger.kind === 'transforms')
      )
        events.push({ kind: 'triggered', source: id, trigger: ability.trigger.kind });
    }
    events.push(...controllerTriggers(state, permanent.controller, 'permanent-transforms'));
  }
  return events;
}

/**
 * 712.20: a permanent that would have an "as this transforms" ability once turned over
 * gets its effect while transforming or converting, not afterward (the counters are on
 * it when "transforms into" abilities trigger). Judged on its characteristics with the
 * new face up, copy and ability-removing effects included.
 */
function applyAsTransforms(
  state: GameState,
  id: ObjectId,
  events: readonly GameEvent[],
): [GameState, readonly GameEvent[]] {
  let s = state;
  const out = [...events];
  for (const ability of characteristics(s, mustObject(s, id))?.abilities ?? []) {
    if (ability.kind !== 'as-transforms' || ability.effect.kind !== 'counters') continue;
    const { counter, amount } = ability.effect;
    const current = mustObject(s, id);
    s = updateObject(s, id, {
      counters: { ...current.counters, [counter]: (current.counters[counter] ?? 0) + amount },
    });
    out.push({ kind: 'counters-added', object: id, counter, amount });
  }
  return [s, out];
}

/** An effect instructs a permanent to transform or convert (701.27a, 701.28a). */
export function transform(state: GameState, action: Extract<Action, { kind: 'transform' | 'convert' }>): StepResult {
  const found = requirePermanent(state, action.object, action.kind);
  if (!found.ok) return found.result;
  return transformPermanent(state, found.value, action.kind);
}

/**
 * Activating the permanent's own "transform this" ability puts it on the stack; when
 * it resolves, the permanent transforms only if it has not transformed since (701.27f).
 */
export function activateTransform(
  state: GameState,
  action: Extract<Action, { kind: 'activate-transform' }>,
): StepResult {
  const found = requirePermanent(state, action.object, 'activate-transform', 'player');
  if (!found.ok) return found.result;
  const permanent = found.value;
  const abilities = characteristics(state, permanent)?.abilities ?? [];
  if (!abilities.some((a) => a.kind === 'transform-self')) {
    return rejected(
      'activate-transform/no-such-ability',
      '602.1',
      'the permanent has no "transform this" ability now (it may have lost its abilities)',
    );
  }
  const [s] = createCardObject(state, { kind: 'transform-ability', source: permanent.id }, permanent.controller, {
    to: 'stack',
  });
  return done(s, []);
}
