/**
 * 701.24a: to shuffle a library is to randomise its order, so that no player knows it. An engine draws
 * that randomness from the game's seed (`GameSetup.seed`, docs/adapter.md), so that a run replays; but a
 * shuffle that gives the same order whatever the seed randomises nothing. Checked by a few fixed games,
 * one seed each (worked out from the run's seed), each shuffling a library of distinct cards with no
 * stated order: the orders they end in must not all be the same. A fair shuffle of CARDS cards has
 * CARDS! orders, so all GAMES games agreeing has a chance of (1/10!)^4, about 10^-26; and with the
 * seeds fixed by the run's seed the verdict is too, never a flake.
 *
 * A failure is then shrunk (./shuffle-shrink.ts): the smallest library, from 2 cards up, that a shuffle still puts
 * in one order in every game of its own, each size judged by the fewest games for which a fair shuffle doing so has
 * a chance of at most 10^-12 (2 cards: 41 games, 3 cards: 17; ./shuffle-games.ts gamesFor) and passing as soon as
 * two of them differ. The counterexample is the last game of that size, its path `<cards>:<game>` (the first
 * verdict's last game keeps the path `4`); a path replays those games alone, after the first verdict's. Whether it is
 * locally minimal is computed from its single removals: without the shuffle nothing is judged, a library of 0 or 1
 * card has one order, and a library one card smaller is judged as that size is (every card is a Grizzly Bears, so
 * which one goes does not matter; the search judged it already). When no smaller library fails, the first verdict's
 * game is kept, locally minimal if 9 cards passed. An engine's error or refusal while shrinking (said in the
 * message), or the shrink budget running out (`shrinkTimeMs`, and `maxShrinks` games), keeps the first verdict's
 * game, not known to be minimal.
 */
import {
  buildCounterexample,
  type Counterexample,
  type EngineAdapter,
  type Trace,
  faultMark,
  type PropertyDefinition,
  type PropertyResult,
  type RunOptions,
  resultsOf,
  violation,
} from '../harness/index.js';
import { CARDS, GAMES, playShuffle, SHUFFLE_TEXT, setupFor, shuffleSeeds } from './shuffle-games.js';
import { type SameOrder, sameOrderMessage, shrinkShuffle } from './shuffle-shrink.js';

export { shuffleSeeds } from './shuffle-games.js';

const ID = '701/shuffle-randomises';
const DESCRIPTION =
  'A shuffle with no stated order randomises the library: over games with different seeds, a library of ' +
  'distinct cards is not always put in the same order.';
const RULES = ['701.24a'];
const SUBJECT = 'a library the engine shuffled';

/**
 * What shrinking a failure tries: every size from 2 below CARDS, or with a path (`<cards>:<game>`), that size only;
 * a path of one number (the first verdict's last game) shrinks nothing.
 */
function sizesToTry(path: string | undefined): readonly number[] {
  if (path === undefined) return Array.from({ length: CARDS - 2 }, (_, i) => i + 2);
  const named = /^(\d+):\d+$/.exec(path);
  const cards = named === null ? Number.NaN : Number(named[1]);
  return cards >= 2 && cards < CARDS ? [cards] : [];
}

async function check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult> {
  const start = performance.now();
  const result = resultsOf({ id: ID, description: DESCRIPTION, rules: RULES, mechanics: [], subject: SUBJECT }, start);
  const orders: string[] = [];
  let last: Trace | null = null;
  for (const [index, seed] of shuffleSeeds(options.seed).entries()) {
    options.onRun?.();
    const played = await playShuffle(adapter, setupFor(CARDS, seed), SHUFFLE_TEXT, options);
    if (played.kind === 'engine-error') {
      const outcome = { kind: 'engine-error', trace: played.trace } as const;
      const counterexample = buildCounterexample(ID, options.seed, String(index), outcome);
      return result('error', index, { counterexample, message: counterexample.message, ...faultMark(outcome) });
    }
    if (played.kind === 'unsupported')
      return result('not-supported', 0, { message: 'the engine does not shuffle a library' });
    if (played.kind === 'not-played') return result('not-supported', 0, { message: 'the shuffle was not played' });
    if (played.kind !== 'order') {
      const found =
        played.kind === 'unseen'
          ? violation('the referee view after the shuffle does not show P1 library', 'the library, top first', null)
          : violation('a library can always be shuffled (701.24a)', 'accepted', played.rejection);
      const counterexample = buildCounterexample(ID, options.seed, String(index), {
        kind: 'violation',
        trace: played.trace,
        failingStep: 0,
        violation: found,
      });
      return result('failed', index + 1, { counterexample });
    }
    orders.push(played.order);
    last = played.trace;
  }
  if (last === null || !orders.every((o) => o === orders[0]))
    return result('passed', GAMES, { reached: orders.length });
  const first: SameOrder = {
    kind: 'violation',
    trace: last,
    failingStep: 0,
    violation: violation(
      sameOrderMessage(CARDS, shuffleSeeds(options.seed), options.seed),
      'orders that differ between seeds',
      orders[0],
    ),
  };
  return result('failed', GAMES, { counterexample: await shrunk(adapter, first, options) });
}

/** The counterexample of the first verdict's failure `first`, shrunk unless its path names the first verdict. */
async function shrunk(adapter: EngineAdapter, first: SameOrder, options: RunOptions): Promise<Counterexample> {
  const kept = (note?: string): Counterexample => {
    const message = sameOrderMessage(CARDS, shuffleSeeds(options.seed), options.seed, note);
    return buildCounterexample(ID, options.seed, String(GAMES - 1), {
      ...first,
      violation: { ...first.violation, message },
    });
  };
  const sizes = sizesToTry(options.path);
  if (options.path !== undefined && sizes.length === 0) return kept();
  const done = await shrinkShuffle(adapter, first, options, sizes);
  const about = { locallyMinimal: done.locallyMinimal, shrinking: done.shrinking };
  if (done.smaller !== undefined) {
    const { cards, game, outcome } = done.smaller;
    return { ...buildCounterexample(ID, options.seed, `${cards}:${game}`, outcome), ...about };
  }
  return { ...kept(done.note), ...about };
}

export const property: PropertyDefinition = {
  id: ID,
  description: DESCRIPTION,
  rules: RULES,
  mechanics: [],
  subject: SUBJECT,
  fixedGames: GAMES,
  check,
};
