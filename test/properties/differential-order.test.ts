/**
 * Canonical names pair the objects a setup card is by that card, not by where a zone lists them: an engine that lists
 * its battlefield in another order than the reference is told so (another object at a position), and is not told
 * that every field of two different objects differs, which its own reproduction would then "confirm" by reading its
 * object there. Seen on phase.rs's adapter, which built a setup's attached permanents last.
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter, GameSession } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import type { GameView, ObjectView } from '../../model/view.js';
import { CanonicalIds } from '../../properties/differential/canonical-ids.js';
import { viewsMatchReference } from '../../properties/differential/views-match-reference.js';
import type { Snapshot } from '../../properties/harness/index.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';

const object = (id: string, cards?: string[]) =>
  ({ id, attachedTo: null, printed: null, ...(cards ? { cards } : {}) }) as unknown as ObjectView;
const snapshot = (battlefield: ObjectView[]): Snapshot => ({
  referee: { players: [], battlefield, stack: [], exile: [] } as unknown as GameView,
  players: {},
});

describe('canonical names of the objects setup cards are', () => {
  it('are the same on two engines listing them in different orders', () => {
    const reference = new CanonicalIds();
    const engine = new CanonicalIds();
    reference.snapshot(snapshot([object('o1', ['aven']), object('o2', ['charm']), object('o3', ['sentinel'])]));
    engine.snapshot(snapshot([object('e-7', ['aven']), object('e-9', ['sentinel']), object('e-8', ['charm'])]));
    for (const [mine, theirs] of [
      ['e-7', 'o1'],
      ['e-8', 'o2'],
      ['e-9', 'o3'],
    ] as const)
      expect(engine.canonicalOf(mine)).toBe(reference.canonicalOf(theirs));
  });

  it('leave objects no card is (tokens) in the order the view lists them, after the others', () => {
    const ids = new CanonicalIds();
    ids.snapshot(snapshot([object('t1'), object('o2', ['charm']), object('t2')]));
    expect([ids.canonicalOf('o2'), ids.canonicalOf('t1'), ids.canonicalOf('t2')]).toEqual(['#1', '#2', '#3']);
  });
});

/** The reference engine listing its referee battlefield backwards: the same game, another order. */
function backwards(): EngineAdapter {
  return {
    describe: () => referenceEngine.describe(),
    async start(setup) {
      const inner: GameSession = await referenceEngine.start(setup);
      return {
        apply: async (a) => inner.apply(a),
        observe: async (viewer) => {
          const v = await inner.observe(viewer);
          return { ...v, battlefield: [...v.battlefield].reverse() };
        },
      };
    },
  };
}

describe('the differential on an engine listing the battlefield in another order', () => {
  it('reports the order (another object at a position), not the fields of two different objects', async () => {
    const r = await viewsMatchReference(referenceEngine).check(backwards(), {
      runs: 100,
      seed: 1,
      gameLength: TEST_GAME_LENGTH,
      maxShrinks: 0,
    });
    expect(r.status).toBe('failed');
    expect(r.counterexample?.message).toMatch(/\.battlefield\[\d+\]: reference "#\d+", this engine "#\d+"/);
  });
});
