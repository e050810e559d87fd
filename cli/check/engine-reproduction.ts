/**
 * The engine-side reproduction of a counterexample (issue 21): replay its actions on the engine up
 * to and including the failing step, then ask the engine how it would replay that step alone
 * (`GameSession.reproduce`, the protocol's `reproduce`). Engines that cannot say give nothing;
 * anything going wrong here leaves the report as it was, never fails the check.
 */
import type { EngineAdapter, EngineReproduction, GameSession } from '../../adapter/engine-adapter.js';
import type { Counterexample } from '../../reports/report.js';

/** The engine's own reproduction of `ce`'s failing step, or undefined. */
export async function engineReproduction(
  adapter: EngineAdapter,
  ce: Counterexample,
): Promise<EngineReproduction | undefined> {
  let session: GameSession;
  try {
    session = await adapter.start(ce.setup);
  } catch {
    return undefined;
  }
  try {
    if (session.reproduce === undefined) return undefined;
    // Right after setup (-1), the engine reproduces the setup itself: no action is applied.
    for (const action of ce.actions.slice(0, ce.failingStep + 1)) await session.apply(action);
    return (await session.reproduce()) ?? undefined;
  } catch {
    return undefined;
  } finally {
    try {
      await session.close?.();
    } catch {
      // A failing close is reported by the run itself, not here.
    }
  }
}
