/**
 * Every property and the differential check on the reference engine as an engine with no event log and no words
 * for its abilities would answer (test/support/blind-engine.ts): each passes or is `not-supported`, never failed:
 * a check that judges by events says so (`events`), and one that reads abilities skips an object whose abilities
 * are unknown (docs/adapter.md). The fast sibling is event-needs.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { viewsMatchReference } from '../../properties/differential/views-match-reference.js';
import { loadProperties } from '../../properties/registry.js';
import { blindEngine } from '../support/blind-engine.js';

describe('every check on a blind reference engine', () => {
  it('passes or is not-supported', async () => {
    const engine = blindEngine([], true);
    const checks = [...(await loadProperties()), viewsMatchReference(referenceEngine)];
    const wrong: string[] = [];
    for (const p of checks) {
      const r = await p.check(engine, { runs: 40, seed: 1 });
      if (r.status !== 'passed' && r.status !== 'not-supported')
        wrong.push(`${p.id}: ${r.status} ${r.message ?? r.counterexample?.message ?? ''}`);
    }
    expect(wrong).toEqual([]);
  }, 3_600_000);
});
