/**
 * Phasing indirectly (702.26g): when a permanent phases out, the Auras, Equipment and Fortifications attached to
 * it phase out with it, and what is attached to those in turn; they phase in when it does, attached as before
 * (702.26i), and never by themselves.
 */
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { characteristics } from '../characteristics/compute.js';
import { updateObject } from '../state-access.js';

const ATTACHMENT_TYPES = ['Aura', 'Equipment', 'Fortification'];

/** The phased-in Auras, Equipment and Fortifications attached to `host` (702.26g). */
function attachmentsOf(state: GameState, host: ObjectId): readonly ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = state.objects[id];
    if (!o || o.attachedTo !== host || o.phasedOut) return false;
    return characteristics(state, o)?.subtypes.some((t) => ATTACHMENT_TYPES.includes(t)) ?? false;
  });
}

/** 702.26g: what is attached to `host`, which just phased out, phases out with it, indirectly. */
export function phaseOutIndirectly(state: GameState, host: ObjectId): GameState {
  let s = state;
  for (const id of attachmentsOf(state, host)) {
    s = updateObject(s, id, { phasedOut: true, phasedOutWith: host });
    s = phaseOutIndirectly(s, id);
  }
  return s;
}

/** 702.26g, 702.26i: what phased out with `host` phases in with it, still attached to it. */
export function phaseInWith(state: GameState, host: ObjectId): GameState {
  let s = state;
  for (const id of state.battlefield) {
    const o = s.objects[id];
    if (o?.phasedOutWith !== host) continue;
    const { phasedOutWith: _, ...rest } = o;
    s = { ...s, objects: { ...s.objects, [id]: { ...rest, phasedOut: false } } };
    s = phaseInWith(s, id);
  }
  return s;
}
