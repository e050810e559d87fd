/**
 * Properties read the edition they check against: the reference engine under an older edition passes
 * them where that edition's rules differ (here 701.27c before 2025-09-19: a modal DFC does not transform).
 */
import { describe, expect, it } from 'vitest';
import { referenceEngineFor } from '../../engine/reference-adapter.js';
import { allChecks } from '../../suite/checks.js';

const checks = await allChecks();

describe('properties under edition 2020-11-20', () => {
  it('712/transform-keeps-identity expects a modal DFC to keep its face (seed 1 reached one)', async () => {
    const check = checks.find((c) => c.id === '712/transform-keeps-identity');
    expect(check).toBeDefined();
    const r = await check!.run(referenceEngineFor('2020-11-20'), { runs: 20, seed: 1, edition: '2020-11-20' });
    expect(r.counterexample?.message).toBeUndefined();
    expect(r.status).toBe('passed');
  }, 600_000);
});
