/**
 * The reference engine as an engine with no event log and its own abilities would answer: it reports only the event
 * kinds `events` lists (declaring exactly those), and, with `abilitiesUnknown`, shows every object's abilities as
 * `null` (it cannot say them in the model's vocabulary). Every check must pass on it or be `not-supported`: none
 * may blame an engine for what its declaration says it cannot give (docs/adapter.md).
 */
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { GameEventKind } from '../../model/events.js';
import { mapObjects } from '../../model/view-objects.js';

export function blindEngine(events: readonly GameEventKind[], abilitiesUnknown = false): EngineAdapter {
  const keep = new Set<string>(events);
  return {
    describe: async () => ({ ...(await referenceEngine.describe()), name: 'blind-reference', events: [...events] }),
    start: async (setup) => {
      const session = await referenceEngine.start(setup);
      return {
        apply: async (action) => {
          const r = await session.apply(action);
          return r.ok ? { ok: true, events: r.events.filter((e) => keep.has(e.kind)) } : r;
        },
        observe: async (viewer) => {
          const view = await session.observe(viewer);
          if (!abilitiesUnknown) return view;
          return mapObjects(view, (o) =>
            o.characteristics === null ? o : { ...o, characteristics: { ...o.characteristics, abilities: null } },
          );
        },
      };
    },
  };
}
