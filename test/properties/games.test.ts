import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupArb } from '../../generators/setup.js';
import { stepsArb } from '../../generators/steps.js';
import { games } from '../../properties/harness/index.js';

describe('game profiles (properties/harness/games.ts)', () => {
  it('gives a profile its name, setup and steps, untuned', () => {
    const g = games.turningFaceUp();
    expect(g.profile).toBe('turningFaceUp');
    expect(g.setup).toEqual({ faceDownPercent: 85, minBattlefield: 2 });
    expect(g.steps).toEqual({ weights: { 'turn-face-up': 10 } });
  });

  it('merges overrides over the profile: setup knobs, card-kind and step weights key by key', () => {
    const g = games.dfcHeavy({
      setup: { cards: { weights: { meld: 0 } }, faceDownPercent: 10 },
      weights: { transform: 8 },
      steps: { maxLength: 14 },
    });
    expect(g.setup).toEqual({
      cards: { weights: { single: 1, 'nonmodal-dfc': 6, 'modal-dfc': 2, meld: 0, 'legendary-pair': 0 } },
      minBattlefield: 1,
      faceDownPercent: 10,
    });
    expect(g.steps).toEqual({ maxLength: 14, weights: { transform: 8 } });
    const override = games.turningFaceUp({ weights: { 'turn-face-up': 3, cast: 0 } });
    expect(override.steps.weights).toEqual({ 'turn-face-up': 3, cast: 0 });
  });

  it('never changes the profile it was built from', () => {
    games.faceDown({ setup: { faceDownPercent: 5 }, weights: { manifest: 9 } });
    expect(games.faceDown().setup.faceDownPercent).toBe(60);
    expect(games.faceDown().steps.weights).toEqual({});
  });

  it('draws the same games as the constraints it stands for (the order of keys does not matter)', () => {
    const sample = (setup: object, steps: object) =>
      JSON.stringify(fc.sample(fc.tuple(setupArb(setup), stepsArb(steps)), { seed: 42, numRuns: 20 }));
    const g = games.faceDown({ setup: { minBattlefield: 1 }, weights: { cloak: 3, manifest: 3 } });
    expect(sample(g.setup, g.steps)).toBe(
      sample({ faceDownPercent: 60, minBattlefield: 1, minLibrary: 2 }, { weights: { manifest: 3, cloak: 3 } }),
    );
  });
});
