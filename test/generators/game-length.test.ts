/** The game-length knob: games generated long, counterexamples shrunk short, the CLI spelling checked. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_LENGTH,
  formatGameLength,
  gameLengthProblem,
  longListArb,
  parseGameLength,
} from '../../generators/game-length.js';
import { stepsArb, withGameLength } from '../../generators/steps.js';
import { parseCheckArgs } from '../../cli/check/options.js';
import { replayCommand } from '../../properties/harness/counterexample.js';

describe('game length', () => {
  it('games have DEFAULT_GAME_LENGTH steps by default (20-30), motifs unrolled', () => {
    const lengths = fc.sample(stepsArb(), { numRuns: 200, seed: 3 }).map((s) => s.length);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(DEFAULT_GAME_LENGTH.min);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(DEFAULT_GAME_LENGTH.max);
    expect(lengths.filter((n) => n === DEFAULT_GAME_LENGTH.max).length).toBeGreaterThan(0);
  });

  it("a run's game length wins over a property's own", () => {
    const c = withGameLength({ minLength: 4, maxLength: 16, motifPercent: 0 }, { gameLength: { min: 2, max: 3 } });
    expect(c).toEqual({ minLength: 2, maxLength: 3, motifPercent: 0 });
    for (const s of fc.sample(stepsArb(c), { numRuns: 50, seed: 1 })) {
      expect(s.length).toBeGreaterThanOrEqual(2);
      expect(s.length).toBeLessThanOrEqual(3);
    }
    expect(withGameLength({ maxLength: 9 }, {})).toEqual({ maxLength: 9 });
  });

  it('a counterexample shrinks below the generated minimum, to a step or two', () => {
    // Fails whenever the list holds a 7: shrinking ends far below the minimum of 20 (fast-check may keep a 0).
    const out = fc.check(
      fc.property(longListArb(fc.nat({ max: 9 }), { min: 20, max: 30 }), (xs) => !xs.includes(7)),
      { seed: 5 },
    );
    expect(out.failed).toBe(true);
    const shrunk = out.counterexample?.[0] ?? [];
    expect(shrunk.length).toBeLessThanOrEqual(2);
    expect(shrunk).toContain(7);
    // And the path replays it.
    const again = fc.check(
      fc.property(longListArb(fc.nat({ max: 9 }), { min: 20, max: 30 }), (xs) => !xs.includes(7)),
      { seed: 5, path: out.counterexamplePath ?? '' },
    );
    expect(again.counterexample?.[0]).toEqual(shrunk);
  });

  it('parses and checks the CLI spelling', () => {
    expect(parseGameLength('20-30')).toEqual({ min: 20, max: 30 });
    expect(parseGameLength('12')).toEqual({ min: 12, max: 12 });
    expect(parseGameLength('a-b')).toBeNull();
    expect(gameLengthProblem({ min: 0, max: 3 })).toMatch(/at least 1/);
    expect(gameLengthProblem({ min: 5, max: 3 })).toMatch(/at least min/);
    expect(formatGameLength({ min: 4, max: 4 })).toBe('4');
    expect(parseCheckArgs(['--game-length', '5-9'])?.gameLength).toEqual({ min: 5, max: 9 });
    expect(parseCheckArgs([])?.gameLength).toBeUndefined();
    expect(() => parseCheckArgs(['--game-length', '9-5'])).toThrow(
      /--game-length "9-5": max \(5\) must be at least min/,
    );
    expect(() => parseCheckArgs(['--game-length', 'long'])).toThrow(/<min>-<max>/);
    // A replay command carries a chosen length, since the same seed and path need it to generate the same game.
    expect(replayCommand('712/x', 3, '1:0', undefined, { min: 5, max: 9 })).toMatch(/--path 1:0 --game-length 5-9$/);
    expect(replayCommand('712/x', 3, '1:0')).toMatch(/--path 1:0$/);
  });
});
