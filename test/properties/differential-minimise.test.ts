/**
 * The differential check's counterexample is minimised (issue 24) and replays exactly from what it records: the
 * recorded actions on the engine, and the same actions on the reference engine, ids matched by canonical name.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../adapter/action.js';
import type { EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import zoneChangeKeepsId from '../../examples/mutants/zone-change-keeps-id.js';
import { mapObjects } from '../../model/view-objects.js';
import type { GameView } from '../../model/view.js';
import { viewsMatchReference } from '../../properties/differential/views-match-reference.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';
import { eventsRenamed } from '../support/renamed-events.js';

const differential = viewsMatchReference(referenceEngine);
/** No time limit: what is checked is where the attempts lead, on a busy machine too. */
const OPTIONS = { runs: 100, seed: 20261129, gameLength: TEST_GAME_LENGTH, shrinkTimeMs: Number.POSITIVE_INFINITY };

/** `inner` behind ids of its own ("eng-7" for "o7"): same behaviour, other names. */
function renamed(inner: EngineAdapter): EngineAdapter {
  return {
    describe: () => inner.describe(),
    async start(setup) {
      const session: GameSession = await inner.start(setup);
      const out = (id: string) => id.replace(/^o(\d+)$/, 'eng-$1');
      const back = (a: Action): Action => JSON.parse(JSON.stringify(a).replace(/"eng-(\d+)"/g, '"o$1"')) as Action;
      const view = (v: GameView) =>
        mapObjects(v, (o) => ({ ...o, id: out(o.id), attachedTo: o.attachedTo === null ? null : out(o.attachedTo) }));
      return {
        apply: async (a) => eventsRenamed(await session.apply(back(a))),
        observe: async (viewer) => view(await session.observe(viewer)),
      };
    },
  };
}

const renamedMutant = renamed(zoneChangeKeepsId);
const checked = new Map<EngineAdapter, Awaited<ReturnType<typeof differential.check>>>();
async function checkOnce(engine: EngineAdapter) {
  const done = checked.get(engine) ?? (await differential.check(engine, OPTIONS));
  checked.set(engine, done);
  return done;
}

describe('the differential counterexample', () => {
  // The mutants themselves: test/properties/differential.test.ts.
  it('of an engine under ids of its own is minimised and replays exactly on both engines', async () => {
    const engine = renamedMutant;
    const r = await checkOnce(engine);
    const ce = r.counterexample;
    if (ce === undefined || differential.replay === undefined) throw new Error('no counterexample to replay');
    expect(r.status).toBe('failed');
    expect(ce.locallyMinimal).toBe(true);
    expect(ce.shrinking?.attempts).toBeGreaterThan(0);
    expect(ce.size?.cards).toBeLessThanOrEqual(2);
    expect(ce.size?.actions).toBeLessThanOrEqual(1);
    const again = await differential.replay(engine, ce.setup, ce.actions, ce.steps, {});
    expect(again.kind).toBe('violation');
    if (again.kind !== 'violation') return;
    expect(again.violation.message).toBe(ce.message);
    expect(again.failingStep).toBe(ce.failingStep);
    expect(again.violation.expected).toEqual(ce.expected);
    expect(again.violation.actual).toEqual(ce.actual);
  });

  it('replays as passing on an engine that behaves as the reference does, under ids of its own', async () => {
    const ce = (await checkOnce(renamedMutant)).counterexample;
    if (ce === undefined || differential.replay === undefined) throw new Error('no counterexample to replay');
    expect(ce.actions.some((a) => JSON.stringify(a).includes('"eng-'))).toBe(true);
    // The recorded actions name objects by the engine's ids; the reference takes them by its own.
    const onReference = await differential.replay(renamed(referenceEngine), ce.setup, ce.actions, ce.steps, {});
    expect(onReference.kind).toBe('pass');
  });
});
