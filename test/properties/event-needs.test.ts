/**
 * A property that judges by events says which (`events`, properties/harness/events.ts). On an engine declaring
 * the events it reports without one of them it is `not-supported`, saying which; with them it runs and passes on
 * the reference engine answering only those. The long sibling (event-needs.long.test.ts) runs every property on
 * the reference engine reporting no event and showing no abilities: none may fail.
 */
import { describe, expect, it } from 'vitest';
import { loadProperties } from '../../properties/registry.js';
import { blindEngine } from '../support/blind-engine.js';

describe('properties and the events they judge by', async () => {
  const all = await loadProperties();
  const judging = all.filter((p) => (p.events ?? []).length > 0);

  it('some properties judge by events, reveal-on-leaving by `revealed`', () => {
    expect(judging.map((p) => p.id)).toContain('708/reveal-on-leaving');
    expect(all.find((p) => p.id === '708/reveal-on-leaving')?.events).toEqual(['revealed']);
  });

  it('each is not-supported, naming the events, on an engine that reports none', async () => {
    for (const p of judging) {
      const r = await p.check(blindEngine([]), { runs: 2, seed: 1 });
      expect([p.id, r.status], r.message).toEqual([p.id, 'not-supported']);
      expect(r.message).toMatch(/^the engine does not report `[a-z-]+`/);
    }
  });

  it('each runs and passes on the reference engine reporting just those events', async () => {
    for (const p of judging.filter(
      (x) => x.id === '708/reveal-on-leaving' || x.id === '712/transform-keeps-identity',
    )) {
      const r = await p.check(blindEngine(p.events ?? []), { runs: 8, seed: 1 });
      expect([p.id, r.status], r.message ?? r.counterexample?.message).toEqual([p.id, 'passed']);
    }
  });
});
