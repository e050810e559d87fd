/**
 * general/actions-by-edition: each probe is an action the newest rules allow (the reference engine of
 * 2026-04-17 carries every one out), the reference engine of each edition passes, and engines that get
 * an edition's actions wrong fail: one of 2026 refusing to cast transformed, one of 2011 carrying out
 * what entered the rules later.
 */
import { describe, expect, it } from 'vitest';
import laterMechanicsIn2011 from '../../examples/mutants/editions/later-mechanics-in-2011.js';
import castTransformedRefused from '../../examples/mutants/cast-transformed-refused.js';
import { referenceEngineFor } from '../../engine/reference-adapter.js';
import { property } from '../../properties/general/actions-by-edition.js';
import { absentIn, editionProbes, idIn } from '../../properties/general/edition-probes.js';
import { EDITIONS } from '../../spec/editions.js';

const options = { runs: 1, seed: 1 } as const;

describe('general/actions-by-edition', () => {
  it('every probe is carried out by the reference engine of 2026-04-17, and changes the game', async () => {
    for (const probe of editionProbes()) {
      const session = await referenceEngineFor('2026-04-17').start(probe.setup);
      const before = await session.observe('referee');
      const result = await session.apply(probe.action((key) => idIn(before, key)));
      expect(result.ok, probe.text).toBe(true);
      // Neither day nor night yet: the check is carried out and nothing happens (731.2).
      if (probe.action(String).kind !== 'day-night-check')
        expect(await session.observe('referee'), probe.text).not.toEqual(before);
    }
  });

  it('each older edition refuses some probes and has others', () => {
    for (const edition of EDITIONS.filter((e) => e !== '2026-04-17')) {
      const closed = editionProbes().filter((p) => absentIn(p, edition).length > 0);
      expect(closed.length).toBeGreaterThan(5);
      expect(closed.length).toBeLessThan(editionProbes().length);
    }
    // 2020-11-20 has manifest and meld; 2011-09-30 has neither.
    const text = (edition: (typeof EDITIONS)[number]) =>
      editionProbes()
        .filter((p) => absentIn(p, edition).length === 0)
        .map((p) => p.text);
    expect(text('2020-11-20')).toEqual(
      expect.arrayContaining(['manifest the top card of a library', 'meld a meld pair']),
    );
    expect(text('2011-09-30')).not.toContain('manifest the top card of a library');
  });

  it.each(EDITIONS)('the reference engine of %s passes', async (edition) => {
    const r = await property.check(referenceEngineFor(edition), { ...options, edition });
    expect(r.message ?? '').toBe('');
    expect(r.status).toBe('passed');
    expect(r.runs).toBe(editionProbes().length);
  });

  it('an engine of 2026-04-17 refusing to cast transformed fails', async () => {
    const r = await property.check(castTransformedRefused, options);
    expect(r.status).toBe('failed');
    expect(r.counterexample?.message).toMatch(/transformed.*must be carried out/);
    // Computed by playing its removals: without the cast nothing is judged; without the card there is no cast.
    expect(r.counterexample?.size).toEqual({ cards: 1, actions: 1 });
    expect(r.counterexample?.locallyMinimal).toBe(true);
  });

  it('an engine of 2011-09-30 carrying out what entered the rules later fails; its path finds it again', async () => {
    const r = await property.check(laterMechanicsIn2011, { ...options, edition: '2011-09-30' });
    expect(r.status).toBe('failed');
    expect(r.counterexample?.message).toMatch(/do not have it yet .*since 20\d\d-\d\d-\d\d\), so it must be refused/);
    expect(r.counterexample?.replay).toMatch(/--edition 2011-09-30$/);
    const path = r.counterexample?.path as string;
    const again = await property.check(laterMechanicsIn2011, { ...options, edition: '2011-09-30', path });
    expect(again.counterexample?.message).toBe(r.counterexample?.message);
  });
});
