/**
 * Two engines played in lockstep: each start, action and observation goes to both, and an answer in which they
 * differ is thrown (so the game errs, naming it); else the first engine's answer is returned. Played over scenarios,
 * it shows that the first passes them and that the second answers as it does throughout (test/mutants/targets.test.ts:
 * the mutant scaffolding with no bug in it beside the reference engine).
 */
import type { ActionResult, EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import type { GameView } from '../../model/view.js';
import { sameJson } from '../../protocol/same-json.js';

type Answer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: unknown; readonly message: string };

async function answer<T>(f: () => T | Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await f() };
  } catch (error) {
    return { ok: false, error, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The first engine's answer (its error rethrown as it was), when the second's is the same, or both threw the same
 * message; else throws the difference. `compare` is false for answers that are not data (sessions).
 */
function agreed<T>(what: string, a: Answer<T>, b: Answer<T>, compare = true): T {
  const same = a.ok && b.ok ? !compare || sameJson(a.value, b.value) : !a.ok && !b.ok && a.message === b.message;
  if (!same) {
    const shown = (x: Answer<T>) => (x.ok ? JSON.stringify(x.value) : `threw ${x.message}`);
    throw new Error(`lockstep: the engines answer ${what} differently: ${shown(a)} / ${shown(b)}`);
  }
  if (!a.ok) throw a.error;
  return a.value;
}

/** `first` and `second` in lockstep (see the file's comment); it describes itself as `first` does. */
export function lockstep(first: EngineAdapter, second: EngineAdapter): EngineAdapter {
  return {
    describe: () => first.describe(),
    async start(setup) {
      const sa = await answer(() => first.start(setup));
      const sb = await answer(() => second.start(setup));
      const a: GameSession = agreed('start', sa, sb, false);
      const b = (sb as { readonly value: GameSession }).value;
      return {
        async apply(action): Promise<ActionResult> {
          return agreed(
            JSON.stringify(action),
            await answer(() => a.apply(action)),
            await answer(() => b.apply(action)),
          );
        },
        async observe(viewer): Promise<GameView> {
          return agreed(
            `observe ${viewer}`,
            await answer(() => a.observe(viewer)),
            await answer(() => b.observe(viewer)),
          );
        },
        close: async () => {
          await a.close?.();
          await b.close?.();
        },
      };
    },
  };
}
