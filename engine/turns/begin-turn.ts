/**
 * A new turn and its untap step (500.1, 502): phasing (502.1, 702.26a), the day/night check of
 * the previous turn (502.2, 731.2), untapping (502.3). The turn's active player and the spells
 * they cast are kept in `state.turn`, so the check counts what happened instead of being told.
 */
import type { Action } from '../../adapter/action.js';
import type { GameEvent } from '../../model/events.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { setStatus } from '../actions/permanent-status.js';
import { requirePlayer } from '../actions/guards.js';
import { characteristics } from '../characteristics/compute.js';
import { dayNightCheck } from '../day-night/designation.js';
import { atOnce } from '../priority/at-once.js';
import { updateObject } from '../state-access.js';
import type { StepResult } from '../step-result.js';

/**
 * 502.1, 702.26a: the active player's phased-in permanents with phasing phase out, and the
 * phased-out permanents they controlled when those phased out phase in, all at once: both sets
 * are taken from the state before either happens; an attachment that phased out with its
 * permanent phases in with it (702.26g). Phasing in and out itself is the phasing
 * code's (engine/actions/permanent-status.ts), which also says what goes along with them.
 */
export function phaseInUntapStep(state: GameState, active: string): [GameState, readonly GameEvent[]] {
  const out: ObjectId[] = [];
  const back: ObjectId[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.controller !== active) continue;
    // 702.26g: what phased out with the permanent it is attached to phases in with it, not by itself.
    if (o.phasedOut && o.phasedOutWith !== undefined) continue;
    if (o.phasedOut) back.push(id);
    else if ((characteristics(state, o)?.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === 'phasing'))
      out.push(id);
  }
  let s = state;
  const events: GameEvent[] = [];
  const apply = (kind: 'phase-out' | 'phase-in', id: ObjectId) => {
    // An attachment may already have gone along with its host (702.26g): only what is still to change.
    const now = s.objects[id];
    if (!now || now.phasedOut === (kind === 'phase-out')) return;
    const r = setStatus(s, { kind, object: id });
    if (r.ok) {
      s = r.state;
      events.push(...r.events);
    }
  };
  for (const id of out) apply('phase-out', id);
  for (const id of back) apply('phase-in', id);
  return [s, events];
}

/** 502.3: the active player untaps their permanents; a phased-out one is not there to untap (702.26b). */
export function untapAll(state: GameState, active: string): [GameState, readonly GameEvent[]] {
  let s = state;
  const events: GameEvent[] = [];
  for (const id of state.battlefield) {
    const o = s.objects[id];
    if (!o || o.controller !== active || o.phasedOut || !o.tapped) continue;
    s = updateObject(s, id, { tapped: false });
    events.push({ kind: 'untapped', object: id });
  }
  return [s, events];
}

/**
 * `player` begins a turn (500.1): its untap step's turn-based actions, in order (502), each one event
 * after which what happens at once happens (engine/priority/at-once.ts), daybound and nightbound
 * permanents following day and night immediately (702.145c, 702.145d, 702.145f, 702.145g) between them:
 * phasing (502.1, 702.26a), so that a nightbound permanent phasing in by day transforms at once; then the
 * day/night check of the previous turn, counting the spells its active player cast during it (502.2, 731.2;
 * after the first `begin-turn` there is no previous turn to check), so that it transforms back if night
 * falls; then untapping (502.3). The new turn's count of spells starts at 0.
 */
export function beginTurn(state: GameState, action: Extract<Action, { kind: 'begin-turn' }>): StepResult {
  const player = requirePlayer(state, action.player, 'begin-turn');
  if (!player.ok) return player.result;
  const previous = state.turn;
  let [s, events] = atOnce(...phaseInUntapStep(state, action.player));
  const all: GameEvent[] = [...events];
  if (previous !== undefined) {
    const checked = dayNightCheck(s, { kind: 'day-night-check', spellsCast: previous.spellsCast });
    if (checked.ok) {
      [s, events] = atOnce(checked.state, checked.events);
      all.push(...events);
    }
  }
  [s, events] = atOnce(...untapAll(s, action.player));
  all.push(...events);
  return { ok: true, state: { ...s, turn: { active: action.player, spellsCast: 0 } }, events: all, followed: true };
}

/**
 * A spell cast counts for the turn's day/night check when its caster is the turn's active
 * player (502.2, 731.2); a copy is not cast (707.10), nor is a land played (305.1).
 */
export function countSpellCast(state: GameState, action: Action): GameState {
  if (action.kind !== 'cast' || state.turn === undefined || state.turn.active !== action.player) return state;
  return { ...state, turn: { ...state.turn, spellsCast: state.turn.spellsCast + 1 } };
}
