/**
 * How many steps a generated game has: the game-length knob (`--game-length <min>-<max>`,
 * `RunOptions.gameLength`). Deep states (a face change, then a zone change, then an action on
 * the new object) need games longer than fast-check's usual short lists, so games are generated
 * long, while shrinking may still cut a counterexample down to one step.
 */
import fc from 'fast-check';

/** The number of generated steps of a game: between `min` and `max` (each counted after motifs are unrolled). */
export interface GameLength {
  readonly min: number;
  readonly max: number;
}

/** The default: long enough for histories of several steps on one object (issue 12). */
export const DEFAULT_GAME_LENGTH: GameLength = { min: 20, max: 30 };
/** The largest `max` accepted: longer games add little and cost time linearly. */
export const MAX_GAME_LENGTH = 500;

/** What is wrong with a game length, or null when it is usable. */
export function gameLengthProblem(g: GameLength): string | null {
  if (!Number.isSafeInteger(g.min) || !Number.isSafeInteger(g.max)) return 'min and max must be whole numbers';
  if (g.min < 1) return `min must be at least 1, got ${g.min}`;
  if (g.max < g.min) return `max (${g.max}) must be at least min (${g.min})`;
  if (g.max > MAX_GAME_LENGTH) return `max must be at most ${MAX_GAME_LENGTH}, got ${g.max}`;
  return null;
}

/** Parse `20-30` (min-max) or `25` (exactly), as the CLI takes it; null when it is not of that shape. */
export function parseGameLength(text: string): GameLength | null {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  if (!m) return null;
  const min = Number(m[1]);
  return { min, max: m[2] === undefined ? min : Number(m[2]) };
}

/** `20-30`, or `25` when min and max agree: the CLI spelling, for replay commands. */
export function formatGameLength(g: GameLength): string {
  return g.min === g.max ? String(g.min) : `${g.min}-${g.max}`;
}

export function sameGameLength(a: GameLength, b: GameLength): boolean {
  return a.min === b.min && a.max === b.max;
}

/**
 * An array generated with `generated` (long games) but shrunk as `shrunk` (the same items with a
 * lower minimum length), so a counterexample can shrink below the generated minimum. Both are
 * fast-check arrays of the same item arbitrary, so `generated`'s values and contexts are ones
 * `shrunk` understands.
 */
class GenerateLongShrinkShort<T> extends fc.Arbitrary<T[]> {
  constructor(
    private readonly generated: fc.Arbitrary<T[]>,
    private readonly shrunk: fc.Arbitrary<T[]>,
  ) {
    super();
  }
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<T[]> {
    return this.generated.generate(mrng, biasFactor);
  }
  canShrinkWithoutContext(value: unknown): value is T[] {
    return this.shrunk.canShrinkWithoutContext(value);
  }
  shrink(value: T[], context: unknown): fc.Stream<fc.Value<T[]>> {
    return this.shrunk.shrink(value, context);
  }
}

/**
 * Lists of `item` with `length.min`..`length.max` elements when generated, shrinking down to
 * `shrinkTo` elements (default 1).
 */
export function longListArb<T>(item: fc.Arbitrary<T>, length: GameLength, shrinkTo = 1): fc.Arbitrary<T[]> {
  const generated = fc.array(item, { minLength: length.min, maxLength: length.max });
  if (length.min <= shrinkTo) return generated;
  return new GenerateLongShrinkShort(generated, fc.array(item, { minLength: shrinkTo, maxLength: length.max }));
}
