/**
 * Contract 2: `obverse-protocol/1`, the engine adapter contract as messages. Out of
 * process they travel as JSON lines over the engine's stdin (requests) and stdout
 * (responses); in-process engines get the same messages through a worker thread.
 * The JSON Schemas in `protocol/schema/` are generated from these types
 * (`npm run protocol:schemas`); docs/protocol.md explains them.
 */
import type { Action } from '../adapter/action.js';
import type { ActionResult, EngineReproduction, ReproductionCheck } from '../adapter/engine-adapter.js';
import type { Mechanic } from '../adapter/mechanics.js';
import type { GameSetup } from '../model/setup.js';
import type { GameView, Viewer } from '../model/view.js';

export const PROTOCOL = 'obverse-protocol/1' as const;

/** A request id: the suite numbers its requests 1, 2, 3, ... and each response repeats its request's id. */
export type RequestId = number;

/**
 * Optional ways of talking that cut the cost of a run; used only when the suite offers them at the handshake and
 * the engine takes them up (docs/protocol.md):
 * - `pipelining`: the engine reads requests while it works and answers them in the order they came, so the suite
 *   may send an `apply` and the `observe`s after it without waiting for each answer;
 * - `view-deltas`: the engine answers `observe` with a `ViewDelta`, the view said by how it differs from its
 *   previous answer for the same game and viewer;
 * - `reproduction`: the engine answers `reproduce`, its own reproduction of the last action (for reports).
 */
export type Capability = 'pipelining' | 'view-deltas' | 'reproduction';

/** First request: the suite says which protocol it speaks; the engine answers with a `Handshake`. */
export interface HandshakeRequest {
  readonly id: RequestId;
  readonly method: 'handshake';
  readonly params: {
    readonly protocol: typeof PROTOCOL;
    /** The capabilities the suite can use; an engine that knows none of them ignores this field. */
    readonly capabilities?: readonly Capability[];
  };
}

/** Start a game from a setup; the engine answers with a `StartResult` naming the game. */
export interface StartRequest {
  readonly id: RequestId;
  readonly method: 'start';
  readonly params: { readonly setup: GameSetup };
}

/** Carry out an action in a game; the engine answers with an `ActionResult`. */
export interface ApplyRequest {
  readonly id: RequestId;
  readonly method: 'apply';
  readonly params: { readonly game: string; readonly action: Action };
}

/** The game as `viewer` may know it now; the engine answers with a `GameView`. */
export interface ObserveRequest {
  readonly id: RequestId;
  readonly method: 'observe';
  readonly params: { readonly game: string; readonly viewer: Viewer };
}

/**
 * Only with the `reproduction` capability, for a counterexample: the game so far in `game` (its last action is the
 * failing step) as the engine alone plays it from a new game, judged by `check` (what the failed check saw; absent
 * from older suites). Answer: an `EngineReproduction`, or `null` when it has none (adapter/engine-reproduction.ts).
 */
export interface ReproduceRequest {
  readonly id: RequestId;
  readonly method: 'reproduce';
  readonly params: { readonly game: string; readonly check?: ReproductionCheck };
}

/** The suite is done with a game; the engine may forget it. Answer: `null`. */
export interface CloseRequest {
  readonly id: RequestId;
  readonly method: 'close';
  readonly params: { readonly game: string };
}

/** The run is over: answer `null`, then exit. The suite stops the engine's process group shortly after. */
export interface ShutdownRequest {
  readonly id: RequestId;
  readonly method: 'shutdown';
  readonly params: Readonly<Record<string, never>>;
}

/** Every request the suite sends, one per line. */
export type Request =
  | HandshakeRequest
  | StartRequest
  | ApplyRequest
  | ObserveRequest
  | ReproduceRequest
  | CloseRequest
  | ShutdownRequest;

export type Method = Request['method'];

/** What the engine says about itself in answer to the handshake. */
export interface Handshake {
  /** Must be `obverse-protocol/1`; any other value fails the handshake. */
  readonly protocol: typeof PROTOCOL;
  readonly engine: { readonly name: string; readonly version: string };
  /** The mechanics it supports; properties and scenarios needing others are `not-supported`. */
  readonly mechanics: readonly Mechanic[];
  /** The Comprehensive Rules edition it implements (`2011-09-30`); absent: the newest. */
  readonly edition?: string;
  /**
   * Optional (docs/adapter.md, "What an engine can play"): the ability kinds (model/ability.ts `kind`s, such as
   * `morph`, `triggered`, `copy-on-enter`) it can represent on a card; absent: every kind its mechanics bring.
   * Names are checked by the suite, which lists the valid ones.
   */
  readonly abilities?: readonly string[];
  /** Optional: the setup features (`spell-on-stack`, `face-down-permanent`, ...) it can build; absent: every one. */
  readonly setupFeatures?: readonly string[];
  /** Optional: the event kinds (model/events.ts `kind`s) it can report; absent: every kind. */
  readonly events?: readonly string[];
  /**
   * Optional: the action kinds (`transform`, `put-onto-battlefield`, ...) it can take by its own routes; a generated
   * step of another kind is skipped. Absent: every kind.
   */
  readonly actions?: readonly string[];
  /**
   * Optional: the action features (`enter-from-library`, `counter-elsewhere`, ...: adapter/action-features.ts) it can
   * take within those kinds; a generated step with another is skipped. Absent: every one.
   */
  readonly actionFeatures?: readonly string[];
  /** The offered capabilities the engine takes up (only ones the suite offered); absent: none. */
  readonly capabilities?: readonly Capability[];
}

/** The answer to `start`: a name for the new game, used by later requests. */
export interface StartResult {
  readonly game: string;
}

/**
 * The engine could not do what was asked (a setup it cannot represent, an engine bug). Not a rejection.
 * `code: "unsupported"` in answer to `start` says the engine cannot build that setup: the run is discarded
 * as unsupported (like an action answered with the `unsupported` rejection), not reported as an error.
 */
export interface ErrorResponse {
  readonly id: RequestId;
  readonly error: { readonly message: string; readonly code?: 'unsupported' };
}

export interface HandshakeResponse {
  readonly id: RequestId;
  readonly result: Handshake;
}

export interface StartResponse {
  readonly id: RequestId;
  readonly result: StartResult;
}

/** An illegal action is a coded rejection inside `result` (`ok: false`), never an `ErrorResponse`. */
export interface ApplyResponse {
  readonly id: RequestId;
  readonly result: ActionResult;
}

/** A `ViewDelta` only when the engine took up `view-deltas` at the handshake. */
export interface ObserveResponse {
  readonly id: RequestId;
  readonly result: GameView | ViewDelta;
}

/**
 * With `view-deltas`, an answer to `observe` whose result is a plain object is sent as how it differs from the
 * engine's previous such answer for the same game and viewer (its base); the first has no base (`{"v": view}`).
 */
export interface ViewDelta {
  readonly delta: Delta;
}

/**
 * A value said against a base value: `0` the base itself; `{"v": value}` this value; `{"o": {...}}` an object
 * with exactly these keys in this order, each said against the base's value for the key; `{"a": [...]}` an
 * array, each element taken from the base array (`{"i": index}`, changed by `"d"` when present) or given.
 */
export type Delta =
  | 0
  | { readonly v: unknown }
  | { readonly o: { readonly [key: string]: Delta } }
  | { readonly a: readonly ElementDelta[] };

/** An element of an array delta: the base array's element `i` (changed by `d`), or a new value `v`. */
export type ElementDelta = { readonly i: number; readonly d?: Delta } | { readonly v: unknown };

/** The answer to `reproduce`. */
export interface ReproduceResponse {
  readonly id: RequestId;
  readonly result: EngineReproduction | null;
}

/** The answer to `close` and `shutdown`. */
export interface DoneResponse {
  readonly id: RequestId;
  readonly result: null;
}

/** Every response an engine may send, one per line. */
export type Response =
  | HandshakeResponse
  | StartResponse
  | ApplyResponse
  | ObserveResponse
  | ReproduceResponse
  | DoneResponse
  | ErrorResponse;

/** The response type expected for each method (an `ErrorResponse` is always allowed too). */
export interface ResponseOf {
  readonly handshake: HandshakeResponse;
  readonly start: StartResponse;
  readonly apply: ApplyResponse;
  readonly observe: ObserveResponse;
  readonly reproduce: ReproduceResponse;
  readonly close: DoneResponse;
  readonly shutdown: DoneResponse;
}

/** The `params` of each method. */
export type ParamsOf<M extends Method> = Extract<Request, { readonly method: M }>['params'];

/** The `result` of each method. */
export type ResultOf<M extends Method> = ResponseOf[M]['result'];
