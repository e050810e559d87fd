/**
 * An engine that supports only the core and the given mechanics, strictly: the reference
 * engine behind a guard that throws (an `error` result) on any setup or action needing an
 * undeclared mechanic. A run on it shows whether games and scenarios keep to what an
 * engine declares.
 */
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { actionNeeds, type MechanicNeed, setupNeeds, unmetNeeds } from '../../adapter/mechanic-needs.js';
import type { Mechanic } from '../../adapter/mechanics.js';
import { referenceEngine } from '../../engine/reference-adapter.js';

function shown(needs: readonly MechanicNeed[]): string {
  return needs.map((n) => `${n.what} (${n.anyOf.join(' or ')})`).join('; ');
}

export function guardedEngine(mechanics: readonly Mechanic[]): EngineAdapter {
  return {
    describe: async () => ({ ...(await referenceEngine.describe()), name: 'guarded-reference', mechanics }),
    async start(setup) {
      const unmet = unmetNeeds(setupNeeds(setup), mechanics);
      if (unmet.length > 0) throw new Error(`setup needs undeclared mechanics: ${shown(unmet)}`);
      const game = await referenceEngine.start(setup);
      return {
        apply(action) {
          const missing = unmetNeeds(actionNeeds(action), mechanics);
          if (missing.length > 0) throw new Error(`${action.kind} needs undeclared mechanics: ${shown(missing)}`);
          return game.apply(action);
        },
        observe: (viewer) => game.observe(viewer),
      };
    },
  };
}

/** The reference engine answering the coded rejection `unsupported` to every action of `kinds`. */
export function refusingEngine(kinds: readonly string[]): EngineAdapter {
  return {
    describe: async () => ({ ...(await referenceEngine.describe()), name: 'refusing-reference' }),
    async start(setup) {
      const game = await referenceEngine.start(setup);
      return {
        apply: (action) =>
          kinds.includes(action.kind)
            ? { ok: false, rejection: { code: 'unsupported', clause: null, message: `no ${action.kind} here` } }
            : game.apply(action),
        observe: (viewer) => game.observe(viewer),
      };
    },
  };
}
