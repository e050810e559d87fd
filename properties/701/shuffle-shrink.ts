/**
 * Shrinking a failure of 701/shuffle-randomises (701.24a): after its 5 games of 10 cards all gave one order, the
 * smallest library that still does, each size judged by its own games (shuffle-games.ts gamesFor), and whether that
 * game is locally minimal, from its single removals (harness singleRemovalVerdict) judged the same way.
 */
import {
  DEFAULT_SHRINK_MS,
  MINIMISE_BUDGET,
  type ShrinkingSpent,
  type EngineAdapter,
  type FailedOutcome,
  type GameSetup,
  type RunOptions,
  singleRemovalVerdict,
  violation,
} from '../harness/index.js';
import {
  CARDS,
  CHANCE_DIGITS,
  GAMES,
  gamesFor,
  type Played,
  playShuffle,
  setupFor,
  shuffleSeeds,
} from './shuffle-games.js';

/** A failure of these games: always a violation (an engine's error ends the run before any shrink). */
export type SameOrder = Extract<FailedOutcome, { kind: 'violation' }>;

/**
 * The message of a library of `cards` put in one order by all its games, `seeds` (first verdict: stream 0); `note`
 * says why a shrink stopped, before the message's kind (its text after the last ': ', which sameFailure compares).
 */
export function sameOrderMessage(cards: number, seeds: readonly number[], runSeed: number, note?: string): string {
  const games = seeds.length;
  const head =
    `a shuffle with no stated order put a library of ${cards} distinct cards in the same order ` +
    `in all ${games} games`;
  const kind = `${note === undefined ? '' : `; ${note}`}: a shuffle randomises (701.24a)`;
  if (cards === CARDS && games === GAMES) return `${head}, seeds ${seeds.join(', ')}${kind}`;
  const shown = games <= GAMES ? seeds.join(', ') : `${seeds.slice(0, 2).join(', ')}, ..., ${seeds[games - 1]}`;
  return (
    `${head} (a fair shuffle does so with a chance of at most 1e-${CHANCE_DIGITS}), seeds ${shown} (worked out ` +
    `from the run's seed ${runSeed}), shrunk from ${CARDS} cards in ${GAMES} games${kind}`
  );
}

/** What the shrink may still spend: games (`maxShrinks`) and time (`shrinkTimeMs`), from the first failure. */
interface Spend {
  /** Whether one more game may be played; counts it when so. */
  readonly take: () => boolean;
  readonly games: () => number;
  readonly stoppedBy: () => 'time' | 'attempts' | undefined;
  readonly deadline: number;
}

function spending(maxGames: number, deadline: number): Spend {
  let games = 0;
  let stopped: 'time' | 'attempts' | undefined;
  return {
    take: () => {
      if (stopped === undefined && games >= maxGames) stopped = 'attempts';
      if (stopped === undefined && performance.now() >= deadline) stopped = 'time';
      if (stopped !== undefined) return false;
      games++;
      return true;
    },
    games: () => games,
    stoppedBy: () => stopped,
    deadline,
  };
}

/** A size judged: two games differ, all agree (the failure, its last game), or no verdict (why). */
type SizeVerdict =
  | { readonly kind: 'differs' }
  | { readonly kind: 'same'; readonly game: number; readonly outcome: SameOrder }
  | { readonly kind: 'broken'; readonly note: string }
  | { readonly kind: 'stopped' };

/** Why a game gave no order, for the report (no ': ', which would split the message's situation from its kind). */
function brokenNote(cards: number, seed: number, played: Exclude<Played, { kind: 'order' }>): string {
  const what =
    played.kind === 'engine-error'
      ? `failed [${played.trace.failure?.phase ?? 'unknown'} - ${played.trace.failure?.message ?? 'unknown'}]`
      : played.kind === 'refused'
        ? `refused the shuffle [${JSON.stringify(played.rejection)}]`
        : played.kind === 'unseen'
          ? 'did not show P1 library in the referee view'
          : played.kind === 'unsupported'
            ? 'answered unsupported'
            : 'did not play the shuffle';
  return `shrinking stopped as the engine ${what} in a game of ${cards} cards, seed ${seed}`.replaceAll(': ', ' - ');
}

/** Plays the games of a library of `cards` until two orders differ or all of gamesFor(cards) agree. */
async function judgeSize(
  adapter: EngineAdapter,
  cards: number,
  options: RunOptions,
  spend: Spend,
): Promise<SizeVerdict> {
  const seeds = shuffleSeeds(options.seed, cards, gamesFor(cards));
  let first: string | null = null;
  for (const [index, seed] of seeds.entries()) {
    if (!spend.take()) return { kind: 'stopped' };
    options.onRun?.();
    const text = `shuffle P1 library (no stated order; game ${index + 1} of ${seeds.length}, seed ${seed})`;
    const played = await playShuffle(adapter, setupFor(cards, seed), text, options);
    if (played.kind !== 'order') return { kind: 'broken', note: brokenNote(cards, seed, played) };
    if (first !== null && played.order !== first) return { kind: 'differs' };
    first = played.order;
    if (index === seeds.length - 1) {
      const found = violation(sameOrderMessage(cards, seeds, options.seed), 'orders that differ between seeds', first);
      return {
        kind: 'same',
        game: index,
        outcome: { kind: 'violation', trace: played.trace, failingStep: 0, violation: found },
      };
    }
  }
  return { kind: 'differs' };
}

/** The shrink's result: a smaller failing game (its library's size), or the first verdict's game kept. */
export interface Shrunk {
  /** The failing game reported and its library's size; absent: the first verdict's last game is kept. */
  readonly smaller?: { readonly cards: number; readonly game: number; readonly outcome: SameOrder };
  readonly locallyMinimal: boolean;
  readonly shrinking: ShrinkingSpent;
  /** Why shrinking stopped before a verdict, when an engine's answer stopped it (said in the report). */
  readonly note?: string;
}

/** P1's library size when the setup holds nothing else (what every single removal of these games leaves). */
function libraryOnly(setup: GameSetup): number | null {
  const [p1, p2, ...more] = setup.players;
  if (p1 === undefined || p2 === undefined || more.length > 0 || (setup.stack ?? []).length > 0) return null;
  const others = [p1.hand, p1.graveyard, p1.exile, p1.battlefield, p2.library, p2.hand, p2.graveyard, p2.exile];
  if ([...others, p2.battlefield].some((zone) => (zone ?? []).length > 0)) return null;
  return (p1.library ?? []).length;
}

/**
 * Shrinks the failing `first` game (the first verdict's last game): sizes from 2 up, or only `sizes` when a path
 * names one, until one fails; then its single removals. An engine's error or refusal, or the budget running out,
 * keeps the first verdict's game, not known to be minimal.
 */
export async function shrinkShuffle(
  adapter: EngineAdapter,
  first: SameOrder,
  options: RunOptions,
  sizes: readonly number[],
): Promise<Shrunk> {
  const since = performance.now();
  const budgetMs = options.shrinkTimeMs ?? DEFAULT_SHRINK_MS;
  const spend = spending(options.maxShrinks ?? MINIMISE_BUDGET, since + budgetMs);
  const spent = (): ShrinkingSpent => {
    const by = spend.stoppedBy();
    return {
      attempts: spend.games(),
      ms: Math.round(performance.now() - since),
      budgetMs,
      ...(by === undefined ? {} : { stoppedBy: by }),
    };
  };
  // Every size judged, so that a removal leaving a size judged already is not played again.
  const judged = new Map<number, SizeVerdict>();
  let smaller: Shrunk['smaller'];
  for (const cards of sizes) {
    const verdict = await judgeSize(adapter, cards, options, spend);
    judged.set(cards, verdict);
    if (verdict.kind === 'broken') return { locallyMinimal: false, shrinking: spent(), note: verdict.note };
    if (verdict.kind === 'stopped') return { locallyMinimal: false, shrinking: spent() };
    if (verdict.kind === 'same') {
      smaller = { cards, game: verdict.game, outcome: verdict.outcome };
      break;
    }
  }
  const game = smaller?.outcome ?? first;
  // A removal whose size got no verdict (the budget, an engine's answer) leaves the verdict not known.
  let unjudged = false;
  let note: string | undefined;
  const removal = await singleRemovalVerdict(
    { setup: game.trace.setup, actions: ['shuffle'], outcome: game },
    {
      // Without the shuffle nothing is judged; a library of 0 or 1 card has one order, so cannot fail.
      play: async (setup, actions) => {
        const cards = libraryOnly(setup);
        unjudged ||= cards === null;
        if (actions.length === 0 || cards === null || cards < 2) return null;
        const verdict = judged.get(cards) ?? (await judgeSize(adapter, cards, options, spend));
        judged.set(cards, verdict);
        unjudged ||= verdict.kind === 'broken' || verdict.kind === 'stopped';
        if (verdict.kind === 'broken') note ??= verdict.note;
        return verdict.kind === 'same' ? verdict.outcome : null;
      },
      playable: () => true,
      deadline: spend.deadline,
    },
  );
  const shrinking =
    removal.cutShort && spend.stoppedBy() === undefined ? { ...spent(), stoppedBy: 'time' as const } : spent();
  // An engine's error or refusal while judging a removal keeps the first verdict's game, as in the search.
  if (note !== undefined) return { locallyMinimal: false, shrinking, note };
  return {
    ...(smaller === undefined ? {} : { smaller }),
    locallyMinimal: removal.locallyMinimal && !unjudged,
    shrinking,
  };
}
