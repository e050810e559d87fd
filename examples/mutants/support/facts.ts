/**
 * The facts about one mutant, kept once, in its own file next to its engine
 * (`export const mutant: MutantFacts = {...}`). test/mutants/catalog.ts and the catalog of
 * docs/mutants.md are generated from them (`npm run mutants:catalog`).
 */

/** Which mutant test file runs a mutant, so the mutant tests split over two workers. */
export type MutantGroup = 'dfc' | 'face-down' | 'history';

export interface MutantFacts {
  /** The bug, in one sentence. */
  readonly bug: string;
  /** The clause of edition 2026-04-17 the bug breaks. */
  readonly clause: string;
  readonly group: MutantGroup;
  /** Property ids that must fail on it: its test re-runs any the sweep missed, at more runs. */
  readonly properties: readonly string[];
  /** Scenario ids that must fail on it (for bugs no property reaches often). */
  readonly scenarios: readonly string[];
}
