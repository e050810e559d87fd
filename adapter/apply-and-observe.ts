/**
 * A session that takes an action and the observations after it in one go: an isolated engine that took up
 * `pipelining` (protocol/messages.ts) sends them together instead of waiting for each answer, one round trip per
 * step instead of one per call. Not part of the adapter contract: the harness looks for it and otherwise makes
 * the calls one by one, as it does for every in-process engine.
 */
import type { GameView, Viewer } from '../model/view.js';
import type { Action } from './action.js';
import type { ActionResult, GameSession } from './engine-adapter.js';

/** The key of the method on sessions that have it (a symbol: no engine's own method can clash with it). */
export const APPLY_AND_OBSERVE: unique symbol = Symbol('obverse.applyAndObserve');

/**
 * Apply `action` (none: only observe), then observe as each of `viewers`, in that order. The views answer is
 * only read when the action was not refused as `unsupported`; the engine answers in order either way.
 */
export type ApplyAndObserve = (
  action: Action | null,
  viewers: readonly Viewer[],
) => { readonly result: Promise<ActionResult> | null; readonly views: Promise<readonly GameView[]> };

/** The session's apply-and-observe, when it has one. */
export function applyAndObserveOf(session: GameSession): ApplyAndObserve | undefined {
  const method = (session as { [APPLY_AND_OBSERVE]?: unknown })[APPLY_AND_OBSERVE];
  return typeof method === 'function' ? (method as ApplyAndObserve) : undefined;
}
