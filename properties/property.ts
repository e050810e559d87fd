/**
 * A property: one requirement of the rules, checked over generated games through
 * the adapter, so the same property runs on any engine.
 */
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { Mechanic } from '../adapter/mechanics.js';
import type { PropertyResult } from '../reports/report.js';
import type { RulesEdition } from '../model/rules-edition.js';

/**
 * How a check runs, the one options type of every runner: properties, the differential check,
 * scenarios (suite/checks.ts), and traces (which only read `timeoutMs`).
 */
export interface RunOptions {
  /** Generated games per property. */
  readonly runs: number;
  readonly seed: number;
  /** fast-check replay path, to re-run one counterexample (properties only). */
  readonly path?: string;
  /** Per-call engine timeout in ms (engine start, each apply and observe). */
  readonly timeoutMs?: number;
  /** The rules edition to check (spec/editions.ts); absent: the newest. */
  readonly edition?: RulesEdition;
}

export interface PropertyDefinition {
  /** Stable id, `chapter/name` (e.g. `712/transform-keeps-identity`). */
  readonly id: string;
  /** One line, what any correct engine must do. */
  readonly description: string;
  /** Clause ids of edition 2026-04-17 this property checks. */
  readonly rules: readonly string[];
  /** Mechanics the engine must declare for this property to run. */
  readonly mechanics: readonly Mechanic[];
  /**
   * How reports file it: a rule `property` (the default) or the `differential` check, which says where two engines
   * differ, not which is right.
   */
  readonly kind?: 'property' | 'differential';
  /** Run it; never throws for an engine failure (that is a `failed` or `error` result). */
  check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult>;
}
