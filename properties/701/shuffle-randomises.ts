/**
 * 701.24a: to shuffle a library is to randomise its order, so that no player knows it. An engine draws
 * that randomness from the game's seed (`GameSetup.seed`, docs/adapter.md), so that a run replays; but a
 * shuffle that gives the same order whatever the seed randomises nothing. Checked by a few fixed games,
 * one seed each (worked out from the run's seed), each shuffling a library of distinct cards with no
 * stated order: the orders they end in must not all be the same. A fair shuffle of CARDS cards has
 * CARDS! orders, so all GAMES games agreeing has a chance of (1/10!)^4, about 10^-26; and with the
 * seeds fixed by the run's seed the verdict is too, never a flake.
 */
import {
  resultsOf,
  buildCounterexample,
  type CardDefinition,
  defaultCatalog,
  type EngineAdapter,
  faultMark,
  type GameSetup,
  type GameView,
  type PropertyDefinition,
  type PropertyResult,
  type RunOptions,
  runActions,
  type Trace,
  violation,
} from '../harness/index.js';

const ID = '701/shuffle-randomises';
const DESCRIPTION =
  'A shuffle with no stated order randomises the library: over games with different seeds, a library of ' +
  'distinct cards is not always put in the same order.';
const RULES = ['701.24a'];
/** Games played, one seed each. */
const GAMES = 5;
/** Distinct cards in the library shuffled. */
const CARDS = 10;

function bears(): CardDefinition {
  const found = defaultCatalog().find((d) => d.faces[0].name === 'Grizzly Bears');
  if (found === undefined) throw new Error(`${ID}: the catalog has no Grizzly Bears`);
  return found;
}

/** The game of one seed: P1's library holds CARDS cards, each its own card (c0 on top). */
function setupFor(seed: number): GameSetup {
  const keys = Array.from({ length: CARDS }, (_, i) => `c${i}`);
  return {
    players: [{ id: 'P1', library: keys }, { id: 'P2' }],
    cards: Object.fromEntries(keys.map((k) => [k, bears()])),
    seed,
  };
}

/** The seeds of the games: distinct, never 0, fixed by the run's seed. */
export function shuffleSeeds(runSeed: number): readonly number[] {
  return Array.from(
    { length: GAMES },
    (_, k) => (Math.imul(runSeed >>> 0, 2_654_435_761) + (k + 1) * 40_503) >>> 0 || 1,
  );
}

/** P1's library after the game's shuffle, as card keys top first, or null if the view does not show it. */
function orderIn(view: GameView): string | null {
  const library = view.players.find((p) => p.id === 'P1')?.library;
  if (!library) return null;
  return library.map((o) => (o.cards ?? []).join('+')).join(',');
}

async function check(adapter: EngineAdapter, options: RunOptions): Promise<PropertyResult> {
  const start = performance.now();
  const result = resultsOf({ id: ID, description: DESCRIPTION, rules: RULES, mechanics: [] }, start);
  const orders: string[] = [];
  let last: Trace | null = null;
  for (const [index, seed] of shuffleSeeds(options.seed).entries()) {
    options.onRun?.();
    const trace = await runActions(
      adapter,
      setupFor(seed),
      [{ kind: 'shuffle', player: 'P1' }],
      ['shuffle P1 library (no stated order)'],
      {
        ...(options.edition === undefined ? {} : { edition: options.edition }),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      },
    );
    if (trace.failure) {
      const counterexample = buildCounterexample(ID, options.seed, String(index), { kind: 'engine-error', trace });
      return result('error', index, {
        counterexample,
        message: counterexample.message,
        ...faultMark({ kind: 'engine-error', trace }),
      });
    }
    if (trace.unsupported) return result('not-supported', 0, { message: 'the engine does not shuffle a library' });
    const record = trace.records[0];
    if (record === undefined) return result('not-supported', 0, { message: 'the shuffle was not played' });
    const order = record.result.ok ? orderIn(record.after.referee) : null;
    if (!record.result.ok || order === null) {
      const found = record.result.ok
        ? violation('the referee view after the shuffle does not show P1 library', 'the library, top first', null)
        : violation('a library can always be shuffled (701.24a)', 'accepted', record.result.rejection);
      const counterexample = buildCounterexample(ID, options.seed, String(index), {
        kind: 'violation',
        trace,
        failingStep: 0,
        violation: found,
      });
      return result('failed', index + 1, { counterexample });
    }
    orders.push(order);
    last = trace;
  }
  if (last !== null && orders.every((o) => o === orders[0])) {
    const counterexample = buildCounterexample(ID, options.seed, String(GAMES - 1), {
      kind: 'violation',
      trace: last,
      failingStep: 0,
      violation: violation(
        `a shuffle with no stated order put a library of ${CARDS} distinct cards in the same order in all ${GAMES} ` +
          `games, seeds ${shuffleSeeds(options.seed).join(', ')}: a shuffle randomises (701.24a)`,
        'orders that differ between seeds',
        orders[0],
      ),
    });
    return result('failed', GAMES, { counterexample });
  }
  return result('passed', GAMES);
}

export const property: PropertyDefinition = {
  id: ID,
  description: DESCRIPTION,
  rules: RULES,
  mechanics: [],
  fixedGames: GAMES,
  check,
};
