/** The result of one pure step of the reference engine. */
import type { Rejection } from '../adapter/rejection.js';
import type { GameEvent } from '../model/events.js';
import type { GameState } from '../model/game-state.js';

export type StepResult =
  | {
      readonly ok: true;
      readonly state: GameState;
      readonly events: readonly GameEvent[];
      /**
       * The action has already done what happens at once after each of its events (engine/priority/at-once.ts),
       * as an action of several ordered events must (the untap step, 502.1-502.3); absent: not yet.
       */
      readonly followed?: true;
    }
  | { readonly ok: false; readonly rejection: Rejection };

/** A legal step. */
export function done(state: GameState, events: readonly GameEvent[]): StepResult {
  return { ok: true, state, events };
}

/** A legal instruction the rules make do nothing (e.g. 701.27c): state unchanged, one `no-effect` event. */
export function nothingHappens(state: GameState, object: string | null, clause: string, reason: string): StepResult {
  return { ok: true, state, events: [{ kind: 'no-effect', object, clause, reason }] };
}

export function rejected(code: string, clause: string | null, message: string): StepResult {
  return { ok: false, rejection: { code, clause, message } };
}
