/**
 * examples/mutants/editions/: an engine declaring edition 2011-09-30 but keeping the 2026
 * mana-value rule must fail `712/mana-value-by-face` checked under 2011-09-30, while the
 * reference engine of that edition passes it.
 */
import { describe, expect, it } from 'vitest';
import mutant from '../../examples/mutants/editions/mana-value-2026-rule-in-2011.js';
import { referenceEngineFor } from '../../engine/reference-adapter.js';
import { property } from '../../properties/712/mana-value-by-face.js';

const options = { runs: 60, seed: 1, edition: '2011-09-30' } as const;

describe('mutant mana-value-2026-rule-in-2011', () => {
  it('declares edition 2011-09-30', async () => {
    expect((await mutant.describe()).edition).toBe('2011-09-30');
  });

  it('fails 712/mana-value-by-face under 2011-09-30 with a transformed permanent', async () => {
    // How it is told under that edition, not how small the counterexample gets: nothing is shrunk.
    const result = await property.check(mutant, { ...options, maxShrinks: 0 });
    expect(result.status).toBe('failed');
    expect(result.counterexample?.message).toMatch(/mana value/);
    expect(result.counterexample?.replay).toMatch(/--edition 2011-09-30$/);
  }, 900_000);

  it('the reference engine of that edition passes the same check', async () => {
    const result = await property.check(referenceEngineFor('2011-09-30'), options);
    expect(result.status).toBe('passed');
  }, 900_000);
});
