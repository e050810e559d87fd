/**
 * The engine-side reproduction of a failure (issue 21): what an engine's own authors need to act
 * on a counterexample without Obverse. An engine that can say it implements
 * `GameSession.reproduce`; the suite asks for it once per counterexample, after replaying the
 * actions up to and including the failing step, and carries it into report.json unread.
 */

/** The failing step as the engine itself knows it. Every field is the engine's own. */
export interface EngineReproduction {
  /** What the snippet is written in (`python`, `rust`, `java`, ...). */
  readonly language: string;
  /** The engine's own state right before the failing step (its serialisation), or null if it has none to give. */
  readonly state: unknown;
  /** The engine's own actions, in its own format, that carried out the failing step. */
  readonly actions: readonly unknown[];
  /** A self-contained program replaying `actions` on `state` with the engine alone (it reads the state from a file). */
  readonly script: string;
  /** How to run it, e.g. `python repro.py state.json` with the engine installed. */
  readonly howToRun?: string;
}
