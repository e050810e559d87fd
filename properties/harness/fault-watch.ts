/**
 * Watching the games a check plays again inside its own verdict (general/determinism replays the game,
 * 708/no-hidden-information-leak plays two more): an engine fault there is a fault of the engine, reported
 * as an `error` and never shrunk, not a violation (a second run that "stopped early") nor a pass.
 */
import { APPLY_AND_OBSERVE, type ApplyAndObserve, applyAndObserveOf } from '../../adapter/apply-and-observe.js';
import type { EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import { isEngineFault } from '../../isolation/fault.js';
import { withTimeout } from './timeout.js';
import { type EngineFailure, lastWords } from './trace.js';

export interface FaultWatch {
  /** The adapter to hand the check: the same engine, its faults noted. */
  readonly adapter: EngineAdapter;
  /** The first fault seen through it, as a trace failure, else null. */
  readonly fault: () => EngineFailure | null;
}

/**
 * Watch `engine`. Calls time out after `timeoutMs` here too: the games played again put their own timeout
 * around these calls, so a hang would otherwise never reach the watch as a fault.
 */
export function watchFaults(engine: EngineAdapter, timeoutMs?: number): FaultWatch {
  let fault: EngineFailure | null = null;
  const guard = <T>(phase: EngineFailure['phase'], call: () => T | PromiseLike<T>): Promise<T> => {
    // A call may throw as it is made (an in-process engine) or reject later: both are noted the same way.
    const noted = (e: unknown): never => {
      if (fault === null && isEngineFault(e)) {
        const message = e instanceof Error ? e.message : String(e);
        fault = { phase, message: `playing the game again: ${message}`, action: null, text: null, ...lastWords(e) };
      }
      throw e;
    };
    try {
      return withTimeout(Promise.resolve(call()), timeoutMs, phase).catch(noted);
    } catch (e) {
      return noted(e);
    }
  };
  const watched = (session: GameSession): GameSession => {
    const plain: GameSession = {
      apply: (action) => guard('apply', () => session.apply(action)),
      observe: (viewer) => guard('observe', () => session.observe(viewer)),
      close: () => guard('observe', () => session.close?.()),
    };
    const batch = applyAndObserveOf(session);
    if (batch === undefined) return plain;
    const both: ApplyAndObserve = (action, viewers) => {
      const sent = batch(action, viewers);
      const result = sent.result;
      return {
        result: result === null ? null : guard('apply', () => result),
        views: guard('observe', () => sent.views),
      };
    };
    return Object.assign(plain, { [APPLY_AND_OBSERVE]: both });
  };
  const adapter: EngineAdapter = {
    describe: () => engine.describe(),
    start: async (setup) => watched(await guard('start', () => engine.start(setup))),
  };
  return { adapter, fault: () => fault };
}
