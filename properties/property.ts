/**
 * A property: one requirement of the rules, checked over generated games through
 * the adapter, so the same property runs on any engine.
 */
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { Mechanic } from '../adapter/mechanics.js';
import type { Core } from './core.js';
import type { Action } from '../adapter/action.js';
import type { GameEventKind } from '../model/events.js';
import type { GameSetup } from '../model/setup.js';
import type { JudgedPast } from '../results/divergence.js';
import type { PropertyResult } from '../results/result.js';
import type { Outcome } from './harness/outcome.js';
import type { TraceOptions } from './harness/trace.js';
import type { RunOptions } from './run-options.js';

export type { RunOptions } from './run-options.js';

export interface PropertyDefinition {
  /** Stable id, `chapter/name` (e.g. `712/transform-keeps-identity`). */
  readonly id: string;
  /** One line, what any correct engine must do. */
  readonly description: string;
  /** Clause ids of edition 2026-04-17 this property checks. */
  readonly rules: readonly string[];
  /** Mechanics its games concern: with its `core` declared it runs, and each other one declared widens its games. */
  readonly mechanics: readonly Mechanic[];
  /**
   * What the engine must declare for it to run (properties/core.ts): each entry met by any one of its mechanics.
   * Absent: every one of `mechanics`.
   */
  readonly core?: Core;
  /**
   * The event kinds its checks judge by and cannot judge without (harness/events.ts): an engine declaring the
   * events it reports without one of them finds it `not-supported`. Absent: none.
   */
  readonly events?: readonly GameEventKind[];
  /**
   * How reports file it: a rule `property` (the default) or the `differential` check, which says where two engines
   * differ, not which is right.
   */
  readonly kind?: 'property' | 'differential';
  /**
   * What one run costs compared with a run of most properties (1, the default): the games it plays per generated
   * game. `--jobs` starts the costly checks first, so that no worker is left with a long one at the end.
   */
  readonly cost?: number;
  /**
   * For a property that plays a fixed set of games rather than generated ones (general/actions-by-edition's
   * probes): how many. Its `runs` are the games it could judge, at most this many, whatever `runs` asks.
   */
  readonly fixedGames?: number;
  /**
   * What its checks judge, in words (`a face-down permanent turned face up`): a run whose judged games never reached
   * it is `not-reached`. Every check states one (test/properties/registry.test.ts).
   */
  readonly subject?: string;
  /** Run it; never throws for an engine failure (that is a `failed` or `error` result). */
  check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult>;
  /**
   * Judge one fixed counterexample (its setup and the actions as given to the engine, with their lines) with
   * this property's checks, for `obverse replay`. Absent when the property cannot be judged
   * from actions alone (replay then re-runs it from its seed and path).
   */
  readonly replay?: (
    adapter: EngineAdapter,
    setup: GameSetup,
    actions: readonly Action[],
    /** The readable line of each action, as recorded with the counterexample. */
    texts: readonly string[],
    options: TraceOptions,
    /** What the counterexample was found past (`Counterexample.judgedPast`): judged past again. */
    judged?: JudgedPast,
  ) => Promise<Outcome>;
}
