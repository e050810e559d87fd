/**
 * The scenario format, `obverse-scenario/1`: a fixed game, a list of steps, and what
 * each player must see after setup and after each step. Scenarios are language-neutral JSON; they
 * name objects through references (engines have their own ids), resolved at run time
 * against the referee view. The full description is in docs/scenario-format.md.
 */
import type { ActionKind } from '../adapter/action.js';
import type { CardKey, PlayerId } from '../model/ids.js';
import type { GameSetup } from '../model/setup.js';

export const SCENARIO_FORMAT = 'obverse-scenario/1' as const;

/** When a reference in an expectation is resolved: after the step (default) or before it. */
export type ResolveAt = 'before' | 'after';

/**
 * A reference to a game object, resolved to the engine's id when used.
 * - `$card`: the object currently representing this setup card (its referee view `cards` lists it).
 * - `$ref`: the object captured by an earlier step's `as`.
 * - `$battlefield`: the `index`-th permanent (0 first, in battlefield order) controlled by `controller`.
 * - `$stackTop`: the object on top of the stack.
 * - `$stack`: the `index`-th object of the stack, 0 the bottom (the first put there).
 * In expectations, `$at: "before"` resolves it against the game as it was before the step.
 */
export type Reference =
  | { readonly $card: CardKey; readonly $at?: ResolveAt }
  | { readonly $ref: string; readonly $at?: ResolveAt }
  | { readonly $battlefield: { readonly controller: PlayerId; readonly index: number }; readonly $at?: ResolveAt }
  | { readonly $stackTop: true; readonly $at?: ResolveAt }
  | { readonly $stack: number; readonly $at?: ResolveAt };

/** The keys that make an object a reference. */
export const REFERENCE_KEYS = ['$card', '$ref', '$battlefield', '$stackTop', '$stack'] as const;
export type ReferenceKey = (typeof REFERENCE_KEYS)[number];

/**
 * Matching operators, usable wherever an expected value may appear.
 * - `$contains`: the actual value is an array, and each listed element matches some element of it (any order).
 * - `$length`: the actual value is an array of exactly this length.
 * - `$absent`: the field is missing (or `undefined`); `null` is a value, not an absence.
 * - `$not`: the actual value does not match the expected value given (a negative match:
 *   "has no ward ability" is `{"$not": {"$contains": [{"kind": "ward"}]}}`).
 * - `$where` with `$count`: the actual value is an array with exactly `$count` elements
 *   that match `$where` (a filtered count: "P1 controls exactly 1 face-down permanent").
 * `$contains`, `$length` and `$where`/`$count` may be combined in one object; `$not` and `$absent` stand alone.
 */
export type Operator =
  | {
      readonly $contains?: readonly Expected[];
      readonly $length?: number;
      readonly $where?: Expected;
      readonly $count?: number;
    }
  | { readonly $absent: true }
  | { readonly $not: Expected };

export const OPERATOR_KEYS = ['$contains', '$length', '$absent', '$not', '$where', '$count'] as const;

/**
 * An expected value: JSON compared with an actual value by the partial-matching rules
 * (objects: only listed keys; arrays: same length and order; primitives: equal),
 * where references and operators may appear in place of any value.
 */
export type Expected =
  | string
  | number
  | boolean
  | null
  | Reference
  | Operator
  | readonly Expected[]
  | { readonly [key: string]: Expected };

/** An action as written in a scenario: any field may be a reference instead of an id. */
export interface ActionTemplate {
  readonly kind: ActionKind;
  readonly [field: string]: unknown;
}

/** Checks on one object in one viewer's view. */
export interface ObjectExpectation {
  readonly object: Reference;
  /** Deep partial ObjectView that the object must match. */
  readonly match?: { readonly [field: string]: Expected };
  /** The object must not appear anywhere in this view. */
  readonly absent?: true;
}

/** Checks on one player's summary (counts, zones) in a view. */
export type PlayerExpectation = { readonly [field: string]: Expected };

/** Checks on one viewer's whole view. */
export interface ViewExpectation {
  readonly objects?: readonly ObjectExpectation[];
  /** Keyed by player id: partial PlayerSummary (`handCount`, `libraryCount`, `graveyard`, `hand`, ...). */
  readonly players?: { readonly [player: PlayerId]: PlayerExpectation };
  readonly battlefield?: Expected;
  readonly stack?: Expected;
  readonly exile?: Expected;
  readonly gameOver?: boolean;
  /** The game's designation (731.1): `day`, `night`, or `null` for neither (the view shows none). */
  readonly dayNight?: 'day' | 'night' | null;
}

/** What must hold after a step. */
export interface Expectation {
  /** Whether the engine must accept the action (default `true`). */
  readonly ok?: boolean;
  /** For a rejection: the code must start with this prefix. */
  readonly code?: string;
  /** Each must be matched by some event of the step (partial deep match). */
  readonly events?: readonly { readonly [field: string]: Expected }[];
  /** No event of the step may match any of these. */
  readonly noEvents?: readonly { readonly [field: string]: Expected }[];
  /** Keyed by viewer (`referee` or a player id). A list is shorthand for `{ objects: [...] }`. */
  readonly views?: { readonly [viewer: string]: readonly ObjectExpectation[] | ViewExpectation };
}

/** What must hold right after setup, before any step: the views only (there is no action to judge yet). */
export interface InitialExpectation {
  /** Keyed by viewer, as in a step's `expect.views`. */
  readonly views: NonNullable<Expectation['views']>;
}

/** One step: an action, optionally naming the object it creates, and expectations. */
export interface ScenarioStep {
  readonly do: ActionTemplate;
  /** Capture the object the step created (a token, or the object a card became) under this name. */
  readonly as?: string;
  readonly expect?: Expectation;
  /** Free text for readers. */
  readonly note?: string;
}

/** Where a scenario comes from: a seed document and, optionally, the ruling in it. */
export interface ScenarioSource {
  readonly seed: string;
  readonly ruling?: string;
}

/** A whole scenario file. */
export interface Scenario {
  readonly format: typeof SCENARIO_FORMAT;
  /** Stable id, e.g. `foundation/transform-keeps-identity`; unique across a folder. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Clause ids of edition 2026-04-17 the scenario checks. */
  readonly rules: readonly string[];
  /** Mechanics the engine must declare; otherwise the scenario is `not-supported`. */
  readonly mechanics: readonly string[];
  readonly source?: ScenarioSource;
  readonly setup: GameSetup;
  /** Checked right after setup, before the first step (a regression of a failure right after setup has only this). */
  readonly initial?: InitialExpectation;
  /** At least one, unless `initial` is given. */
  readonly steps: readonly ScenarioStep[];
}

/** A scenario with the file it was read from. */
export interface LoadedScenario {
  readonly file: string;
  readonly scenario: Scenario;
}
