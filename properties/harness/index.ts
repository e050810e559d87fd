/**
 * The property harness: everything a property file needs, and its only door: a property file
 * imports from here and from its own folder, nothing else (test/codebase/imports.test.ts).
 *
 * How to write a property (e.g. in `properties/708/`):
 *
 * ```ts
 * import { defineProperty, beforeAfter, games, targetId, violation } from '../harness/index.js';
 *
 * export const property = defineProperty({
 *   id: '708/turned-face-up-keeps-identity',          // chapter/name, stable
 *   description: 'One line: what any correct engine must do.',
 *   rules: ['708.8'],                                 // clause ids, edition 2026-04-17
 *   mechanics: ['manifest', 'cloak'],                 // what its games concern (reports list them)
 *   core: [['manifest', 'cloak']],                    // must be declared (one of each list), else `not-supported`;
 *                                                     // default: every mechanic; the rest widen its games
 *   games: games.faceDown({ weights: { 'turn-face-up': 8 } }), // a named profile of games.ts, tuned
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
export { games, type Games, type GameTuning } from './games.js';
export type { RunOptions } from '../property.js';
export { runSteps, runActions, type Trace, type TraceOptions, type StepRecord, type EngineFailure } from './trace.js';
export { shrinkFurther } from './shrink-stage.js';
export { singleRemovalVerdict, type RemovalVerdict } from './local-minimality.js';
export { fromSearch, resultsOf, type ResultMaker } from './result.js';
export { DEFAULT_MAX_FAILURES, search, type SearchResult, type SearchSpec } from './search.js';
export { Past } from './past.js';
export { kindOf } from './kind.js';
export { pathKind } from '../../results/divergence.js';
export { reachedIn, type Subject } from './subject.js';
export * as subjects from './subjects-all.js';
export { observeAll, type Snapshot, type ViewReads } from './snapshot.js';
export { violation, firstViolation, allViolations, type About, type Violation } from './violation.js';
export {
  evaluate,
  judge,
  type FailedOutcome,
  type Found,
  type Outcome,
  type PropertyChecks,
  type TraceFound,
  type TraceVerdict,
} from './outcome.js';
export { buildCounterexample, faultMark, replayCommand, withShrinking } from './counterexample.js';
export {
  beforeAfter,
  targetId,
  newObjects,
  definitionOf,
  dfcFaces,
  createsCopy,
  copiesMadeBy,
  spellCopiesMadeBy,
  copyAffectedIds,
  otherSide,
  leftByStateBasedAction,
} from './objects.js';
export {
  allObjects,
  objectById,
  objectOfCard,
  label,
  isPhysicallyDoubleFaced,
  printedDefinition,
} from '../../model/view-read.js';

// What property files need from below the harness: the model they read, the generators some of
// them drive, the reference engine the differential check compares with, the equality of views.
export type { Action, EffectSpec } from '../../adapter/action.js';
export type { EngineAdapter } from '../../adapter/engine-adapter.js';
export { descriptionProblem } from '../../adapter/description-check.js';
export { MECHANICS, type Mechanic } from '../../adapter/mechanics.js';
export { actionNeeds, setupNeeds, unmetNeeds } from '../../adapter/mechanic-needs.js';
export { referenceEngine, referenceEngineFor } from '../../engine/reference-adapter.js';
export { defaultCatalog } from '../../generators/catalog.js';
export { isPermanentFace, isSpellFace } from '../../generators/faces-of.js';
export { setupProblems } from '../../generators/setup-legality.js';
export { setupArb } from '../../generators/setup.js';
export { type GeneratedStep, stepsArb, withGameLength } from '../../generators/steps.js';
export type { CardDefinition, TokenDefinition } from '../../model/card.js';
export { type Characteristics, face, type Face } from '../../model/characteristics.js';
export type { GameEvent, GameEventKind } from '../../model/events.js';
export { EVENT_KINDS, OPTIONAL_EVENT_KINDS } from '../../model/event-kinds.js';
export { type FaceDownWay, type FaceUpRoute, isManifestLike } from '../../model/face-down.js';
export { colorsOfCost, manaSymbols, manaValueOfCost } from '../../model/mana.js';
export type { GameSetup } from '../../model/setup.js';
export { forEachObject, mapObjects } from '../../model/view-objects.js';
export type { GameView, ObjectView, PrintedObject, ViewCharacteristics } from '../../model/view.js';
export { sameJson } from '../../protocol/same-json.js';
export type { Counterexample, PropertyResult, ShrinkingSpent, Status } from '../../results/result.js';
export {
  DEFAULT_EDITION,
  type EditionRules,
  editionRules,
  hasMechanic,
  MECHANIC_ORIGINS,
  RULE_DIFFERENCES,
  type RulesEdition,
  withinEdition,
} from '../../spec/editions.js';
export type { PropertyDefinition } from '../property.js';
export {
  abilitiesIfFaceUp,
  activePlayers,
  cardDefinition,
  comparable,
  comparablePair,
  effectsOn,
  faceDownValues,
  frontFace,
  hasKind,
  isFaceDownSpellOrPermanent,
  viewsOf,
  withEffects,
  netPlusOneCounters,
  sameCharacteristics,
  shownAbilities,
} from './face-down.js';
export { firstLeak, type HiddenCard, hiddenCards, learns, maskCard, runStepsOn, swapCard } from './noninterference.js';
export { appearance, reportsTransform, transformedPermanent } from './objects.js';
export { OutcomeError } from './outcome.js';
export { declaredSetupArb, restrictSetup } from '../../generators/restrict.js';
export { declaredStepConstraints } from '../../generators/declared-steps.js';
export { declarationOf, reportsEvent } from '../../adapter/declaration.js';
export { allDiscarded, DiscardLog } from './discards.js';
export { discardReason } from './outcome.js';
export { faultLatch } from './fault-latch.js';
export { DEFAULT_SHRINK_MS, MINIMISE_BUDGET, SHRINK_BUDGET, shrinkBudget, shrinkBudgetFor } from './shrink-budget.js';
export {
  type Divergence,
  type FailureKind,
  type JudgedPast,
  kindPath,
  type Where,
} from '../../results/divergence.js';
