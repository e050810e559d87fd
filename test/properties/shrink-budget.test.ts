/**
 * Bounded shrinking (issue 14): a count of attempts after the first failure, so the same seed gives the same
 * counterexample on any machine while the time limit (issue 24) is not reached; a run cut short says so; a
 * path replays exactly.
 */
import { describe, expect, it } from 'vitest';
import { parseCheckArgs } from '../../cli/check/options.js';
import { UsageError } from '../../cli/errors.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { property } from '../../properties/712/transform-keeps-identity.js';
import type { Counterexample } from '../../reports/report.js';
import { mapObjects, viewMutant } from './view-mutant.js';

/** A transformed permanent shows a new id: 712/transform-keeps-identity fails on it. */
const engine = viewMutant(referenceEngine, {
  onApply: (a, r, m) => {
    if (a.kind === 'transform' && r.ok && r.events.some((e) => e.kind === 'transformed')) m.set(a.object, true);
  },
  view: (v, m) => mapObjects(v, (o) => (m.has(o.id) ? { ...o, id: `${o.id}x` } : o)),
});
const options = { runs: 100, seed: 4 };

/** A counterexample without the time shrinking took (the one thing that differs between two runs). */
function timeless(ce: Counterexample | undefined) {
  return ce === undefined ? ce : { ...ce, shrinking: { ...ce.shrinking, ms: 0 } };
}

describe('bounded shrinking', () => {
  it('stops after the allowed attempts, says so, and is the same on every run', async () => {
    const a = await property.check(engine, { ...options, maxShrinks: 3 });
    const b = await property.check(engine, { ...options, maxShrinks: 3 });
    expect(a.status).toBe('failed');
    expect(a.counterexample?.shrinkCutShort).toBe(3);
    expect(timeless(b.counterexample)).toEqual(timeless(a.counterexample));
  });

  // Shrinking makes the generated game smaller (setup and steps), which need not shorten the actions up to the
  // failing step: here the cut case fails at its 2nd action and the fully shrunk one at its 6th. What holds is that
  // the full run goes on from where the cut one stopped: its path extends the cut one's.
  it('says nothing when shrinking ends within the budget, and goes on from where a cut-short run stopped', async () => {
    const cut = await property.check(engine, { ...options, maxShrinks: 3 });
    // No time limit here: the test is about the count of attempts, on a busy machine too.
    const full = await property.check(engine, { ...options, shrinkTimeMs: Number.POSITIVE_INFINITY });
    expect(full.status).toBe('failed');
    expect(full.counterexample?.shrinkCutShort).toBeUndefined();
    const cutPath = cut.counterexample?.path ?? '';
    expect(cutPath).not.toBe('');
    expect(full.counterexample?.path.startsWith(`${cutPath}:`)).toBe(true);
  });

  // The path names fast-check's case; the minimiser then plays the same games again (its attempts counted as given).
  it('replays a cut-short counterexample from its path exactly, shrinking no further', async () => {
    const cut = await property.check(engine, { ...options, maxShrinks: 3 });
    const again = await property.check(engine, {
      ...options,
      maxShrinks: 3,
      seed: cut.counterexample?.seed ?? 0,
      path: cut.counterexample?.path ?? '',
    });
    expect(again.counterexample?.path).toBe(cut.counterexample?.path);
    expect(again.counterexample?.actions).toEqual(cut.counterexample?.actions);
    expect(again.counterexample?.shrinkCutShort).toBeUndefined();
  });
});

describe('obverse check --max-shrinks', () => {
  it('takes a whole number >= 0 (0: the first failure as found), and is absent by default', () => {
    expect(parseCheckArgs(['--max-shrinks', '10'])?.maxShrinks).toBe(10);
    expect(parseCheckArgs(['--max-shrinks', '0'])?.maxShrinks).toBe(0);
    expect(parseCheckArgs([])?.maxShrinks).toBeUndefined();
    for (const bad of ['-1', 'x', '2.5']) expect(() => parseCheckArgs(['--max-shrinks', bad])).toThrow(UsageError);
  });
});
