/**
 * Steps drawn inside the action kinds an engine declares (generators/declared-steps.ts): kinds it does not take get
 * weight 0, so single steps never draw them; no declaration, or a property drawing only untaken kinds, keeps the
 * weights as they were.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declarationOf } from '../../adapter/declaration.js';
import { declaredStepConstraints } from '../../generators/declared-steps.js';
import { DEFAULT_STEP_WEIGHTS, stepsArb } from '../../generators/steps.js';

describe('declaredStepConstraints', () => {
  it('draws no single step of a kind the engine does not take', () => {
    const declared = declarationOf({ mechanics: [], actions: ['transform', 'move', 'cast', 'resolve'] });
    const c = declaredStepConstraints({ motifPercent: 0, swarmPercent: 0 }, declared);
    expect(c.weights?.['day-night-check']).toBe(0);
    expect(c.weights?.transform).toBeGreaterThan(0);
    const kinds = new Set(fc.sample(stepsArb(c), { seed: 1, numRuns: 60 }).flatMap((g) => g.map((s) => s.kind)));
    expect([...kinds].sort()).toEqual(['cast', 'move', 'resolve', 'transform']);
    const swarmed = declaredStepConstraints({ motifPercent: 0, swarmPercent: 100 }, declared);
    const inSwarms = fc.sample(stepsArb(swarmed), { seed: 2, numRuns: 60 }).flatMap((g) => g.map((s) => s.kind));
    expect(inSwarms.filter((k) => !['cast', 'move', 'resolve', 'transform'].includes(k))).toEqual([]);
  });

  it('keeps the weights without a declaration of actions, or when nothing it draws is taken', () => {
    const c = { weights: { 'day-night-check': 1 } } as const;
    expect(declaredStepConstraints(c, declarationOf({ mechanics: [] }))).toBe(c);
    const none = Object.fromEntries(Object.keys(DEFAULT_STEP_WEIGHTS).map((k) => [k, 0]));
    const dayNight = { weights: { ...none, 'day-night-check': 1 } };
    expect(declaredStepConstraints(dayNight, declarationOf({ mechanics: [], actions: ['transform'] }))).toBe(dayNight);
  });
});
