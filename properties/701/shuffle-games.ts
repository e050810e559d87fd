/**
 * The games of 701/shuffle-randomises (701.24a): one game shuffles P1's library of distinct cards with no stated
 * order, under a seed worked out from the run's seed; a size (cards in the library) is judged by its own number of
 * games, enough that a fair shuffle giving one order in all of them is all but impossible.
 */
import {
  type CardDefinition,
  defaultCatalog,
  type EngineAdapter,
  type GameSetup,
  type GameView,
  type RunOptions,
  runActions,
  type Trace,
} from '../harness/index.js';

/** Games of the first verdict, one seed each. */
export const GAMES = 5;
/** Distinct cards in the library of the first verdict's games. */
export const CARDS = 10;
/**
 * A size is judged by games enough that a fair shuffle gives one order in all of them with a chance of at most
 * 10^-CHANCE_DIGITS (the first verdict's 5 games of 10 cards: (1/10!)^4, about 10^-26).
 */
export const CHANCE_DIGITS = 12;
/** The readable step of the first verdict's games. */
export const SHUFFLE_TEXT = 'shuffle P1 library (no stated order)';

function bears(): CardDefinition {
  const found = defaultCatalog().find((d) => d.faces[0].name === 'Grizzly Bears');
  if (found === undefined) throw new Error('701/shuffle-randomises: the catalog has no Grizzly Bears');
  return found;
}

/** The game of one seed: P1's library holds `cards` cards, each its own card (c0 on top). */
export function setupFor(cards: number, seed: number): GameSetup {
  const keys = Array.from({ length: cards }, (_, i) => `c${i}`);
  const bear = bears();
  return {
    players: [{ id: 'P1', library: keys }, { id: 'P2' }],
    cards: Object.fromEntries(keys.map((k) => [k, bear])),
    seed,
  };
}

/**
 * The seeds of `count` games, fixed by the run's seed: distinct, never 0. Stream 0 is the first verdict's games (its
 * seeds as they always were); stream n, the games judging a library of n cards while shrinking.
 */
export function shuffleSeeds(runSeed: number, stream = 0, count = GAMES): readonly number[] {
  const base = Math.imul(runSeed >>> 0, 2_654_435_761) + Math.imul(stream, 0x85eb_ca6b);
  return Array.from({ length: count }, (_, k) => (base + (k + 1) * 40_503) >>> 0 || 1);
}

/** log10(n!) */
function log10Factorial(n: number): number {
  let sum = 0;
  for (let i = 2; i <= n; i++) sum += Math.log10(i);
  return sum;
}

/**
 * The games that judge a library of `cards` (at least 2) distinct cards: the fewest k for which a fair shuffle,
 * one of cards! orders each game, giving one order in all k has a chance (1/cards!)^(k-1) of at most 10^-12
 * (2 cards: 41 games; 3: 17; 10: 3).
 */
export function gamesFor(cards: number): number {
  return 1 + Math.ceil(CHANCE_DIGITS / log10Factorial(cards));
}

/** P1's library after the game's shuffle, as card keys top first, or null if the view does not show it. */
function orderIn(view: GameView): string | null {
  const library = view.players.find((p) => p.id === 'P1')?.library;
  if (!library) return null;
  return library.map((o) => (o.cards ?? []).join('+')).join(',');
}

/** One game played: the order it ended in, or why there is none. */
export type Played =
  | { readonly kind: 'order'; readonly order: string; readonly trace: Trace }
  | { readonly kind: 'engine-error'; readonly trace: Trace }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'not-played' }
  /** The engine refused the shuffle (`rejection` its code), or the referee view does not show the library. */
  | { readonly kind: 'refused' | 'unseen'; readonly trace: Trace; readonly rejection?: unknown };

/** Plays one game: `setup` (its seed the game's), then the shuffle, told as `text`. */
export async function playShuffle(
  adapter: EngineAdapter,
  setup: GameSetup,
  text: string,
  options: Pick<RunOptions, 'edition' | 'timeoutMs'>,
): Promise<Played> {
  const trace = await runActions(adapter, setup, [{ kind: 'shuffle', player: 'P1' }], [text], {
    ...(options.edition === undefined ? {} : { edition: options.edition }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  if (trace.failure) return { kind: 'engine-error', trace };
  if (trace.unsupported) return { kind: 'unsupported' };
  const record = trace.records[0];
  if (record === undefined) return { kind: 'not-played' };
  if (!record.result.ok) return { kind: 'refused', trace, rejection: record.result.rejection };
  const order = orderIn(record.after.referee);
  return order === null ? { kind: 'unseen', trace } : { kind: 'order', order, trace };
}
