/**
 * The views a scenario's steps read, asked ahead where the engine takes requests in a row (`pipelining`,
 * protocol/messages.ts): a step's referee view after its action, the views its expectations read and the next
 * step's referee view before its action all leave with the action, so a step costs one round trip to the engine
 * instead of one per view. The engine gets the same requests and each viewer's in the same order; a view asked ahead
 * and never read (the scenario stopped, a check failed first) is answered and dropped. Any other engine is asked
 * one call at a time, when a view is needed, as it always was.
 */
import type { Action } from '../adapter/action.js';
import { applyAndObserveOf } from '../adapter/apply-and-observe.js';
import type { ActionResult, GameSession } from '../adapter/engine-adapter.js';
import type { GameView } from '../model/view.js';
import { withPermanentStatusesOnly as statuses } from '../model/permanent-statuses.js';

export interface StepViews {
  /** The referee's view now: the one asked ahead, if any, else asked now. */
  now(): Promise<GameView>;
  /** Ask for the referee's view now, for the next `now()` to read (only where requests go in a row). */
  askAhead(): void;
  /** Ask for each viewer's view now, for `observe` to read (only where requests go in a row); replaces any unread. */
  askFor(viewers: readonly string[]): void;
  /** `viewer`'s view now: the one asked for, if any, else asked now. */
  observe(viewer: string): Promise<GameView>;
  /** Apply `action`; `after` gives the referee's view after it (asked with the action where requests go in a row). */
  apply(action: Action): { readonly result: Promise<ActionResult>; readonly after: () => Promise<GameView> };
}

/** Unread when the scenario stops first: a rejection must not go unhandled. */
function unhandledAllowed<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** The views of `session`. Each call is made as it is called: an engine's throw is the caller's to catch. */
export function stepViews(session: GameSession): StepViews {
  const batch = applyAndObserveOf(session);
  let ahead: Promise<GameView> | null = null;
  let asked = new Map<string, Promise<GameView>>();
  // 110.5d: a permanent's statuses are read on the battlefield only (model/permanent-statuses.ts).
  const observe = (viewer: string): Promise<GameView> => Promise.resolve(session.observe(viewer)).then(statuses);
  return {
    now() {
      const view = ahead ?? observe('referee');
      ahead = null;
      return view;
    },
    askAhead() {
      if (batch !== undefined) ahead = unhandledAllowed(observe('referee'));
    },
    askFor(viewers) {
      asked = new Map();
      if (batch !== undefined) for (const viewer of viewers) asked.set(viewer, unhandledAllowed(observe(viewer)));
    },
    observe(viewer) {
      const view = asked.get(viewer);
      asked.delete(viewer);
      return view ?? observe(viewer);
    },
    apply(action) {
      if (batch === undefined)
        return { result: Promise.resolve(session.apply(action)), after: () => observe('referee') };
      const sent = batch(action, ['referee']);
      const views = unhandledAllowed(sent.views);
      const result = sent.result ?? Promise.reject(new Error('apply-and-observe gave no result for an action'));
      return { result, after: async () => statuses((await views)[0] as GameView) };
    },
  };
}
