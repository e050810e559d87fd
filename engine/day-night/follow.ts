/**
 * What daybound and nightbound do at any time, not as state-based actions (702.145c,
 * 702.145d, 702.145f, 702.145g): run after every action, before state-based actions
 * (engine/step.ts). With neither designation, a daybound permanent makes it day, else a
 * nightbound one makes it night; then every bound permanent showing the wrong face transforms.
 */
import type { DayNight } from '../../model/day-night.js';
import type { GameEvent } from '../../model/events.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { transformTriggers, turnOver } from '../actions/transform.js';
import { doubleFacedDefinitionOf } from '../characteristics/printed.js';
import { type Bound, boundPermanent, dayNightInEdition, mayHaveBound } from './bound.js';

interface BoundPermanent {
  readonly object: GameObject;
  readonly bound: Bound;
}

/** Permanents with daybound or nightbound now; phased-out ones are treated as not existing (702.26b). */
function boundPermanents(state: GameState): readonly BoundPermanent[] {
  const out: BoundPermanent[] = [];
  for (const id of state.battlefield) {
    const object = state.objects[id];
    if (object === undefined || object.phasedOut) continue;
    const bound = boundPermanent(state, object);
    if (bound !== null) out.push({ object, bound });
  }
  return out;
}

/**
 * 702.145d: while it is neither day nor night, a player controlling a daybound permanent makes
 * it day; 702.145g: else one controlling a nightbound permanent, with no daybound permanent on
 * the battlefield, makes it night.
 */
function designationFromNeither(bound: readonly BoundPermanent[]): [DayNight, string] | null {
  if (bound.some((b) => b.bound === 'daybound')) return ['day', '702.145d'];
  if (bound.some((b) => b.bound === 'nightbound')) return ['night', '702.145g'];
  return null;
}

/**
 * 702.145c: at night, each front-face-up daybound permanent transforms; 702.145f: by day, each
 * back-face-up nightbound one does. This is also how they transform "as it becomes" night or day
 * (702.145b, 702.145e): all of them in one event, so what triggers on their transforms is read
 * once all have turned over, on the game right after it (603.10), once for each of them (603.2c),
 * whatever their order on the battlefield. Only a permanent represented by a double-faced card or
 * token can (701.27c; 712.13a's example: a Clone of a daybound creature stays as it is).
 */
function transformMismatched(
  state: GameState,
  dayNight: DayNight,
  bound: readonly BoundPermanent[],
): [GameState, readonly GameEvent[]] {
  let s = state;
  const events: GameEvent[] = [];
  const turned: ObjectId[] = [];
  for (const { object, bound: kind } of bound) {
    const wrongFace = dayNight === 'night' ? 'front' : 'back';
    if (kind !== (dayNight === 'night' ? 'daybound' : 'nightbound') || object.face !== wrongFace) continue;
    if (object.faceDown !== null || doubleFacedDefinitionOf(s, object) === null) continue;
    const current = s.objects[object.id];
    if (current === undefined) continue;
    const result = turnOver(s, current, 'transform', 'day-night');
    if (!result.ok || result.events.some((e) => e.kind === 'no-effect')) continue;
    s = result.state;
    events.push(...result.events);
    turned.push(object.id);
  }
  return [s, [...events, ...transformTriggers(s, turned)]];
}

/**
 * After an action: the designation daybound and nightbound give a game with neither (702.145d,
 * 702.145g), then the transforms that day or night require (702.145c, 702.145f). Nothing in an
 * edition before day and night (731), or in a game where no permanent can have either ability.
 */
export function followDayNight(state: GameState, events: readonly GameEvent[]): [GameState, readonly GameEvent[]] {
  if (!dayNightInEdition(state) || !mayHaveBound(state)) return [state, events];
  let s = state;
  const out: GameEvent[] = [];
  let bound = boundPermanents(s);
  if (bound.length === 0) return [state, events];
  if (s.dayNight === undefined) {
    const from = designationFromNeither(bound);
    if (from === null) return [state, events];
    s = { ...s, dayNight: from[0] };
    out.push({ kind: 'day-night-changed', designation: from[0], clause: from[1] });
    bound = boundPermanents(s);
  }
  const [after, transforms] = transformMismatched(s, s.dayNight as DayNight, bound);
  out.push(...transforms);
  return out.length === 0 ? [state, events] : [after, [...events, ...out]];
}
