/**
 * The property harness: everything a property file needs.
 *
 * How to write a property (e.g. in `properties/708/`):
 *
 * ```ts
 * import { defineProperty, beforeAfter, targetId, violation } from '../harness/index.js';
 *
 * export const property = defineProperty({
 *   id: '708/turned-face-up-keeps-identity',          // chapter/name, stable
 *   description: 'One line: what any correct engine must do.',
 *   rules: ['708.8'],                                 // clause ids, edition 2026-04-17
 *   mechanics: ['manifest'],                          // engine must declare these, else `not-supported`
 *   setup: { faceDownPercent: 60, minBattlefield: 1 },// generators/setup.ts SetupConstraints
 *   steps: { weights: { 'turn-face-up': 8, manifest: 3 } }, // generators/steps.ts StepConstraints
 *   checkStep(record, trace) {                        // after each action given to the engine
 *     if (record.action.kind !== 'turn-face-up' || !record.result.ok) return null;
 *     const { before, after } = beforeAfter(record, targetId(record)!);
 *     return after ? null : violation(`${record.text}: the permanent vanished`, before, after);
 *   },
 * });
 * ```
 * The file is its registration (`properties/registry.ts` finds it): its id must be its path.
 *
 * What you get:
 * - `record.before` / `record.after`: a `Snapshot` of every view (`referee`, and
 *   `players[P1]`, ...), so hidden-information properties can compare what each player
 *   sees; `record.action` is the action with the engine's ids, `record.text` a readable
 *   step ("cloak top of P1 library"), `record.result` the engine's answer (events or a
 *   coded rejection).
 * - `checkInitial(snapshot, trace)` runs right after setup; `checkTrace(trace, adapter,
 *   options)` runs once at the end and may start the engine again (see
 *   general/determinism.ts, which uses `runActions`).
 * - Return `null` when the rule holds, or `violation(message, expected, actual)`.
 *   Never throw for an engine failure: engine exceptions and timeouts are caught by the
 *   harness and reported as `error`; a returned violation becomes `failed` with a shrunk
 *   counterexample (seed, path, setup, actions, steps, failing step, expected/actual,
 *   replay command).
 * - Checks must be pure functions of the trace, so shrinking and replay by
 *   `--seed`/`--path` reproduce them.
 * - To drive a fixed sequence yourself (tests, scenarios), `runSteps(adapter, setup,
 *   steps)` and `runActions(adapter, setup, actions)` return the same `Trace`.
 */
export { defineProperty, type PropertySpec } from './define.js';
export { runSteps, runActions, type Trace, type StepRecord, type EngineFailure, type TraceOptions } from './trace.js';
export { observeAll, type Snapshot } from './snapshot.js';
export { violation, firstViolation, type Violation } from './violation.js';
export { evaluate, type Outcome, type PropertyChecks } from './outcome.js';
export { buildCounterexample, replayCommand } from './counterexample.js';
export {
  beforeAfter,
  targetId,
  newObjects,
  definitionOf,
  dfcFaces,
  createsCopy,
  copiesMadeBy,
  copyAffectedIds,
  otherSide,
} from './objects.js';
export { allObjects, objectById, objectOfCard, label, isPhysicallyDoubleFaced } from '../../generators/view-read.js';
