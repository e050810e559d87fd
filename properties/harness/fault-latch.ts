/**
 * Not shrinking an engine fault that stopped the engine (a timeout, a crash, an exit, a
 * protocol violation of an isolated engine): each shrink attempt would restart the
 * engine and, for a hang, wait out the timeout. After the first such fault the run stops,
 * so its counterexample is the game that triggered it.
 */
import fc from 'fast-check';
import type { Outcome } from './outcome.js';

export interface FaultLatch {
  /** Call first in the predicate: ends the run once a fault was seen. */
  readonly skipAfterFault: () => void;
  /** Call with each failing outcome. */
  readonly note: (outcome: Outcome) => void;
}

export function faultLatch(): FaultLatch {
  let seen = false;
  return {
    // Interrupting, as the shrink budget does: a plain skip would still make fast-check generate every shrink
    // candidate only to skip it (thousands of setups). The counterexample is the same: the game that faulted.
    skipAfterFault: () => {
      if (seen) throw new fc.PreconditionFailure(true);
    },
    note: (outcome) => {
      if (outcome.kind === 'engine-error' && outcome.trace.failure?.engineStopped === true) seen = true;
    },
  };
}
