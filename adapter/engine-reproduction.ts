/**
 * The engine-side reproduction of a failure (issue 21, made a contract by issue 38): what an engine's
 * own authors need to act on a counterexample without Obverse, and what lets the suite call a
 * verdict on a real engine confirmed. An engine that can say it implements `GameSession.reproduce`;
 * the suite asks for it once per counterexample, after replaying the actions up to and including the
 * failing step, with the failure it should show (`ReproductionCheck`).
 *
 * The contract: the reproduction is a program that plays the game again **from a new game** with the
 * engine alone (its setup, then the engine actions the adapter took), prints the field the check read,
 * expected and actual, and **exits 1 when the deviation shows, 0 when it does not** (any other exit:
 * it cannot tell). Given a `run` command, the suite runs it (with a timeout) before it calls the verdict
 * confirmed; a failure on an engine that implements `reproduce` whose reproduction is missing or does
 * not exit 1 is reported unconfirmed (`ReproductionRun`).
 */

/** What the failed check saw, for the engine to find the field it read: the counterexample's own values. */
export interface ReproductionCheck {
  /** The failure as the report words it (it names the objects, by the engine's ids, and often the field). */
  readonly message: string;
  /** What the rules require there, as the check states it. */
  readonly expected: unknown;
  /** What the engine gave there. */
  readonly actual: unknown;
}

/** The failing game as the engine itself plays it. Every field but `run` is the engine's own. */
export interface EngineReproduction {
  /** What the snippet is written in (`python`, `rust`, `java`, ...). */
  readonly language: string;
  /**
   * What the script reads from its file (the suite writes it as `<id>.engine-state.json`): whatever the engine needs
   * to play the game from a new game (card data, decks, seed, its actions), or null.
   */
  readonly state: unknown;
  /** The engine's own actions, in its own format, that carried out the failing step. */
  readonly actions: readonly unknown[];
  /** A self-contained program playing the game with the engine alone; it reads `state` from the file it is given. */
  readonly script: string;
  /** How to run it, e.g. `python repro.py state.json` with the engine installed. */
  readonly howToRun?: string;
  /**
   * The command the suite runs it with, one argument a word: `{script}` and `{state}` stand for the files it wrote
   * (`["/usr/bin/python3", "{script}", "{state}"]`). Exit 1: the deviation shows; 0: it does not.
   */
  readonly run?: readonly string[];
}

/** What running an engine's reproduction showed (the suite's, not the engine's). */
export interface ReproductionRun {
  /** True when the reproduction exited 1: the engine alone shows the deviation, and the verdict is confirmed. */
  readonly reproduces: boolean;
  /** Its exit code (null: it did not run, or was stopped at the timeout). */
  readonly exitCode: number | null;
  /** Why it is not confirmed, when it is not: no reproduction, no `run` command, exit 0, a timeout, ... */
  readonly reason?: string;
  /** Its last lines of output (stdout, then stderr), for the report. */
  readonly output: readonly string[];
}
