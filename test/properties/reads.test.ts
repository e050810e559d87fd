/**
 * A property's `reads` (issue 14): `referee` observes only the referee's view after each step; a property that
 * declares it and reads a player's view anyway is an error naming the fix, never a check that sees no player.
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { defineProperty, type ViewReads } from '../../properties/harness/index.js';

function counting(): { adapter: EngineAdapter; viewers: Set<string> } {
  const viewers = new Set<string>();
  return {
    viewers,
    adapter: {
      describe: () => referenceEngine.describe(),
      async start(setup) {
        const session = await referenceEngine.start(setup);
        return {
          apply: (action) => session.apply(action),
          observe(viewer) {
            viewers.add(viewer);
            return session.observe(viewer);
          },
        };
      },
    },
  };
}

const property = (reads: ViewReads | undefined, readPlayers: boolean) =>
  defineProperty({
    id: 'test/reads',
    description: 'test',
    rules: [],
    mechanics: [],
    ...(reads === undefined ? {} : { reads }),
    checkStep(record) {
      if (readPlayers) Object.keys(record.after.players);
      return null;
    },
  });

describe('what a property reads', () => {
  it("observes only the referee's view for `reads: 'referee'`", async () => {
    const { adapter, viewers } = counting();
    const result = await property('referee', false).check(adapter, { runs: 5, seed: 1 });
    expect(result.status).toBe('passed');
    expect([...viewers]).toEqual(['referee']);
  });

  it('observes every view by default', async () => {
    const { adapter, viewers } = counting();
    const result = await property(undefined, true).check(adapter, { runs: 5, seed: 1 });
    expect(result.status).toBe('passed');
    expect(viewers).toContain('referee');
    expect([...viewers].filter((v) => v !== 'referee').length).toBeGreaterThanOrEqual(2);
  });

  it("is an error naming the fix when a `reads: 'referee'` property reads a player's view", async () => {
    const result = await property('referee', true).check(referenceEngine, { runs: 5, seed: 1 });
    expect(result.status).toBe('error');
    expect(result.message).toMatch(/declare `reads: 'every-view'`/);
  });
});
