/**
 * Fixed seeds and run counts for mutation testing (issue 25): a mutant's verdict must be reproducible, and each
 * surviving mutant runs every test that covers it, so the counts trade strength against a full run's hours.
 * OBVERSE_MUTATE_RUNS overrides the runs per seed (a quick look at one file may want fewer).
 */
const fromEnv = Number(process.env.OBVERSE_MUTATE_RUNS);

/**
 * Generated games per property and seed: 10. Measured (issue 25) on engine/actions/transform.ts at 25 games: 171
 * killed, as at 10 (166 by scenarios, 5 by the edition runs below, none by a property at the default edition); on
 * engine/characteristics/printed.ts at 25 and compute.ts at 10, no kill by a property at the default edition either.
 * A shorter run plays the first games of a longer one at the same seed, so fewer games never kill more; they only
 * make each survivor, which runs every test that reached it, cheaper.
 */
export const MUTATION_RUNS: number = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 10;

/** Seeds each property is run at: two, so one unlucky seed does not decide a mutant alone. */
export const MUTATION_SEEDS: readonly number[] = [20260417, 7];

/**
 * Properties whose expectations depend on the rules edition (they read spec/editions.ts for a rule that changed, e.g.
 * `modal-dfc-transforms`): the reference engine plays older editions' rules only there, so these also run under
 * each older edition, at the first seed. Without them the code of every older rule would be out of reach.
 */
export const EDITION_PROPERTIES: readonly string[] = [
  '712/transform-keeps-identity',
  '712/mana-value-by-face',
  '712/copy-takes-face-up',
  // Probes, one per action a later edition added: under each older edition the action must be refused (edition.ts).
  'general/actions-by-edition',
];

/**
 * Generated games per edition-dependent property under an older edition: at least 25 whatever OBVERSE_MUTATE_RUNS
 * says, since one seed must reach the rarer games an old rule decides (a modal DFC with two permanent faces told to
 * transform under 2020-11-20 is reached at 25 games, not at 10). Six such checks; a second or two each.
 */
export const EDITION_RUNS: number = Math.max(MUTATION_RUNS, 25);

/**
 * Shrink attempts after a property first fails: none. A mutant is killed by the first failing game, which the seed
 * alone decides; shrinking only makes the counterexample smaller, and cost up to 30 s a killed mutant.
 */
export const NO_SHRINKING = 0;
