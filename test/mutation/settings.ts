/**
 * Fixed seeds and run counts for mutation testing (issue 25): a mutant's verdict must be reproducible, and each
 * surviving mutant runs every test that covers it, so the counts trade strength against a full run's hours.
 * OBVERSE_MUTATE_RUNS overrides the runs per seed (a quick look at one file may want fewer).
 */
const fromEnv = Number(process.env.OBVERSE_MUTATE_RUNS);

/** Generated games per property and seed. */
export const MUTATION_RUNS: number = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 25;

/** Seeds each property is run at: two, so one unlucky seed does not decide a mutant alone. */
export const MUTATION_SEEDS: readonly number[] = [20260417, 7];
