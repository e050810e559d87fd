/**
 * A property: one requirement of the rules, checked over generated games through
 * the adapter, so the same property runs on any engine.
 */
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { Mechanic } from '../adapter/mechanics.js';
import type { PropertyResult } from '../reports/report.js';

export interface PropertyRunOptions {
  readonly runs: number;
  readonly seed: number;
  /** fast-check replay path, to re-run one counterexample. */
  readonly path?: string;
  /** Per-step timeout in ms for out-of-process engines. */
  readonly timeoutMs?: number;
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
  check(adapter: EngineAdapter, options: PropertyRunOptions): Promise<PropertyResult>;
}
