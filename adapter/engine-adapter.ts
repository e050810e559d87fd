/**
 * Contract 1: the engine adapter. The reference engine and every plugged-in engine
 * implement it; the suite drives games only through it.
 *
 * Version: `obverse-adapter/1`.
 */
import type { AbilityKind } from '../model/ability.js';
import type { GameEvent, GameEventKind } from '../model/events.js';
import type { GameSetup } from '../model/setup.js';
import type { GameView, Viewer } from '../model/view.js';
import type { ActionFeature } from './action-features.js';
import type { Action, ActionKind } from './action.js';
import type { SetupFeature } from './declaration.js';
import type { Mechanic } from './mechanics.js';
import type { Rejection } from './rejection.js';

export const ADAPTER_CONTRACT = 'obverse-adapter/1' as const;

/** A value or a promise of it: in-process engines may answer synchronously. */
export type Awaitable<T> = T | Promise<T>;

/** What an engine says about itself. */
export interface EngineDescription {
  readonly name: string;
  readonly version: string;
  /** The contract version it implements, `obverse-adapter/1`. */
  readonly contract: typeof ADAPTER_CONTRACT;
  /** The mechanics it supports; properties needing others are reported `not-supported`. */
  readonly mechanics: readonly Mechanic[];
  /**
   * The Comprehensive Rules edition it implements, by effective date (`2011-09-30`). Optional:
   * without it the engine is taken to follow the newest edition. `obverse check` checks an engine
   * against the edition it declares unless `--edition` says otherwise.
   */
  readonly edition?: string;
  /**
   * Optional: the ability kinds (model/ability.ts `kind`s) it can represent on a card. Games hold no card with an
   * ability of another kind (an invented card is made without it, a real one left out). Absent: every kind that its
   * mechanics bring (docs/adapter.md, "What an engine can play").
   */
  readonly abilities?: readonly AbilityKind[];
  /**
   * Optional: the setup features (adapter/declaration.ts `SETUP_FEATURES`: a spell on the stack, a face-down spell,
   * a face-down permanent, ...) it can build at the start of a game; setups use no other. Absent: every one.
   */
  readonly setupFeatures?: readonly SetupFeature[];
  /**
   * Optional: the event kinds (model/events.ts `kind`s) it can report. A property whose checks read another is
   * `not-supported`, saying which. Absent: every kind.
   */
  readonly events?: readonly GameEventKind[];
  /**
   * Optional: the action kinds (adapter/action.ts `kind`s) it can take by its own routes. A generated step of
   * another kind is skipped (the game goes on without it); a scenario with one is `not-supported`. Absent: every
   * kind its mechanics bring.
   */
  readonly actions?: readonly ActionKind[];
  /**
   * Optional: the action features (adapter/action-features.ts `ACTION_FEATURES`: putting onto the battlefield from
   * a library, countering into exile, ...) it can take within those kinds; a step with another is skipped as above.
   * Absent: every one.
   */
  readonly actionFeatures?: readonly ActionFeature[];
}

/** The outcome of one action: events when legal, a coded rejection (state unchanged) when not. */
export type ActionResult =
  | { readonly ok: true; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rejection: Rejection };

export type { EngineReproduction, ReproductionCheck, ReproductionRun } from './engine-reproduction.js';
import type { EngineReproduction, ReproductionCheck } from './engine-reproduction.js';

/** One running game. */
export interface GameSession {
  /** Carry out an action. An illegal action must leave the game unchanged. */
  apply(action: Action): Awaitable<ActionResult>;
  /** The game as `viewer` may know it now ('referee' sees everything, with card keys). */
  observe(viewer: Viewer): Awaitable<GameView>;
  /** Release resources (a child process, say). */
  close?(): Awaitable<void>;
  /**
   * Optional: the game so far as the engine alone plays it from a new game, with the failure `check` says it
   * should show (a program that exits 1 when it shows), or null. The suite calls it for counterexamples only,
   * after replaying up to the failing step, and runs it (adapter/engine-reproduction.ts has the contract).
   */
  reproduce?(check?: ReproductionCheck): Awaitable<EngineReproduction | null>;
}

/** An engine: describes itself and starts games. */
export interface EngineAdapter {
  describe(): Awaitable<EngineDescription>;
  /** Start a game; a setup the engine cannot represent is an error thrown with a clear message. */
  start(setup: GameSetup): Awaitable<GameSession>;
  /**
   * Release the whole engine (worker pools, child processes, open handles), called once at
   * the end of a run. The suite exits when its work is done whatever the engine left open.
   */
  dispose?(): Awaitable<void>;
}
