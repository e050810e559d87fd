/**
 * Deliberately broken engines for tests: the reference engine with its answers
 * rewritten after certain actions, so each property can be shown to catch a bug.
 */
import type { Action } from '../../adapter/action.js';
import type { ActionResult, EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import type { GameView } from '../../model/view.js';
import type { GameSetup } from '../../model/setup.js';

export { mapObjects } from '../../model/view-objects.js';

export interface MutantHooks {
  /** Called after each applied action; may remember things in `memory`. */
  readonly onApply?: (action: Action, result: ActionResult, memory: Map<string, unknown>) => void;
  /** Rewrites each view. */
  readonly view?: (view: GameView, memory: Map<string, unknown>) => GameView;
}

export function viewMutant(base: EngineAdapter, hooks: MutantHooks): EngineAdapter {
  return {
    describe: () => base.describe(),
    async start(setup: GameSetup): Promise<GameSession> {
      const inner = await base.start(setup);
      const memory = new Map<string, unknown>();
      return {
        async apply(action) {
          const result = await inner.apply(action);
          hooks.onApply?.(action, result, memory);
          return result;
        },
        async observe(viewer) {
          const v = await inner.observe(viewer);
          return hooks.view ? hooks.view(v, memory) : v;
        },
      };
    },
  };
}
