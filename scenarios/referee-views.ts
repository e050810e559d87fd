/**
 * The referee's views a scenario's steps read, asked ahead where the engine takes requests in a row (`pipelining`,
 * protocol/messages.ts): a step's view after its action leaves with the action, and the next step's view before it
 * with them, so a step costs one round trip to the engine instead of three. The engine gets the same requests and
 * each viewer's in the same order; a view asked ahead and never read (the scenario stopped) is answered and dropped.
 * Any other engine is asked one call at a time, when a view is needed, as it always was.
 */
import type { Action } from '../adapter/action.js';
import { applyAndObserveOf } from '../adapter/apply-and-observe.js';
import type { ActionResult, GameSession } from '../adapter/engine-adapter.js';
import type { GameView } from '../model/view.js';

export interface RefereeViews {
  /** The referee's view now: the one asked ahead, if any, else asked now. */
  now(): Promise<GameView>;
  /** Ask for the referee's view now, for the next `now()` to read (only where requests go in a row). */
  askAhead(): void;
  /** Apply `action`; `after` gives the referee's view after it (asked with the action where requests go in a row). */
  apply(action: Action): { readonly result: Promise<ActionResult>; readonly after: () => Promise<GameView> };
}

/** The referee's views of `session`. Each call is made as it is called: an engine's throw is the caller's to catch. */
export function refereeViews(session: GameSession): RefereeViews {
  const batch = applyAndObserveOf(session);
  let ahead: Promise<GameView> | null = null;
  const observe = (): Promise<GameView> => Promise.resolve(session.observe('referee'));
  return {
    now() {
      const view = ahead ?? observe();
      ahead = null;
      return view;
    },
    askAhead() {
      if (batch === undefined) return;
      ahead = observe();
      // Unread when the scenario stops first: its rejection must not go unhandled.
      ahead.catch(() => undefined);
    },
    apply(action) {
      if (batch === undefined) return { result: Promise.resolve(session.apply(action)), after: observe };
      const sent = batch(action, ['referee']);
      // Unread when the action failed or was refused as unsupported.
      sent.views.catch(() => undefined);
      const result = sent.result ?? Promise.reject(new Error('apply-and-observe gave no result for an action'));
      return { result, after: async () => (await sent.views)[0] as GameView };
    },
  };
}
