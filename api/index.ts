/**
 * The `obverse` package entry point, for engine authors:
 *
 * ```ts
 * import type { EngineAdapter, GameSetup, Action, GameView } from 'obverse';
 * import { referenceEngine, runSuite } from 'obverse';
 * ```
 *
 * - the adapter contract (`obverse-adapter/1`) and every type an adapter reads or returns;
 * - `referenceEngine`, the bundled reference engine (an `EngineAdapter`);
 * - the runner API: `runSuite(adapter, options)` returns the report object (`obverse-report/1`);
 *   `suiteChecks(options)` lists the checks, each runnable on its own.
 *
 * The vitest integration is `obverse/vitest` (`defineConformanceSuite`).
 */

// Contract 1: the engine adapter.
export {
  ADAPTER_CONTRACT,
  type ActionResult,
  type Awaitable,
  type EngineAdapter,
  type EngineDescription,
  type EngineReproduction,
  type GameSession,
  type ReproductionCheck,
  type ReproductionRun,
} from '../adapter/engine-adapter.js';
export { ACTION_KINDS, type Action, type ActionKind, type CastMode, type EffectSpec } from '../adapter/action.js';
export { isMechanic, MECHANICS, type Mechanic } from '../adapter/mechanics.js';
export { reject, type Rejection } from '../adapter/rejection.js';
export { SetupNotSupported, isSetupNotSupported } from '../adapter/setup-not-supported.js';

// The game model an adapter reads (setups, cards) and returns (views, events).
export type { Ability, AbilityKind, AsTransformsEffect, AsTurnedFaceUpEffect, Trigger } from '../model/ability.js';
export {
  combineHalves,
  halfFace,
  isDoubleFaced,
  splitOf,
  type CardDefinition,
  type CardLayout,
  type FaceSide,
  type SplitHalf,
  type TokenDefinition,
} from '../model/card.js';
export {
  CARD_TYPES,
  SUPERTYPES,
  type CardType,
  type Characteristics,
  type Face,
  type Supertype,
} from '../model/characteristics.js';
export type { ContinuousEffect, CopyEffect } from '../model/continuous-effect.js';
export type { GameEvent, GameEventKind } from '../model/events.js';
export type { DayNight } from '../model/day-night.js';
export { FACE_DOWN_WAYS, FACE_UP_ROUTES, type FaceDownWay, type FaceUpRoute } from '../model/face-down.js';
export type { CardKey, ObjectId, PlayerId } from '../model/ids.js';
export { COLORS, manaValueOfCost, type Color, type ManaCost } from '../model/mana.js';
export type { ExiledSetup, GameSetup, PermanentSetup, PlayerSetup, SpellSetup } from '../model/setup.js';
export type { GameView, ObjectView, PlayerSummary, PrintedObject, Viewer } from '../model/view.js';
export { ZONES, type ZoneName } from '../model/zone.js';

// The reference engine.
export { referenceEngine } from '../engine/reference-adapter.js';

// The runner API and contract 4, the report.
export { DEFAULT_RUNS, DEFAULT_SEED, runSuite, suiteChecks, type SuiteOptions } from '../suite/run.js';
export { DEFAULT_GAME_LENGTH, type GameLength } from '../generators/game-length.js';
export type { SuiteCheck } from '../suite/checks.js';
export type { RunOptions } from '../properties/property.js';
export {
  EXPECTATIONS_FORMAT,
  EXPECTATIONS_FORMAT_2,
  ExpectationsError,
  parseExpectations,
  type Divergence,
  type Expectation,
  type ExpectationsFile,
  type ExpectationStatus,
} from '../suite/expectations/index.js';
export type { FailureKind, JudgedPast } from '../results/divergence.js';
export { DEFAULT_MAX_FAILURES } from '../properties/harness/search.js';
export {
  REPORT_FORMAT,
  STATUSES,
  type Counterexample,
  type PropertyResult,
  type Report,
  type Status,
} from '../reports/report.js';
