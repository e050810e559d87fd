/**
 * Every property must fail on some mutant, or it proves nothing. A property a mutant declares
 * as a target is checked by that mutant's test (group.ts); for any other property (a new file,
 * the differential check) the mutants are searched, the likeliest first, until one fails it.
 */
import type { PropertyDefinition } from '../../properties/property.js';
import type { MutantEntry } from './facts.js';
import { loadMutant, SEED, TARGET_RUNS } from './harness.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';

/**
 * How close a mutant's broken clause is to a property's clauses: 3 the same clause, 2 one a
 * subrule of the other (712.15 and 712.15a), 1 the same rule (712.15a and 712.15b), 0 else.
 */
export function clauseOverlap(clause: string, rules: readonly string[]): number {
  const rule = (c: string) => c.replace(/[a-z]+$/, '');
  let best = 0;
  for (const r of rules) {
    if (r === clause) return 3;
    if (r.startsWith(clause) || clause.startsWith(r)) best = Math.max(best, 2);
    else if (rule(r) === rule(clause)) best = Math.max(best, 1);
  }
  return best;
}

/**
 * The mutant this search last found failing a property no mutant declares (at TARGET_RUNS, the test game length),
 * tried first: no mutant's clause is the property's, so by clause overlap and name the search played some twenty
 * mutants at 150 runs before reaching it (issue 24: 603/triggered-abilities-reach-the-stack cost a quarter of
 * targets.test.ts). Only an order: a mutant that no longer fails it is passed over and the search goes on.
 */
export const LAST_FOUND_CATCHER: Readonly<Record<string, string>> = {
  '603/triggered-abilities-reach-the-stack': 'face-down-dfc-transforms',
  'differential/views-match-reference': 'back-face-mana-value-zero',
};

/**
 * The mutants in the order to try them against `property`: the one last found failing it (LAST_FOUND_CATCHER),
 * then most clause overlap first, then by name.
 */
export function likeliestCatchers(property: PropertyDefinition, mutants: readonly MutantEntry[]): MutantEntry[] {
  const last = LAST_FOUND_CATCHER[property.id];
  return [...mutants].sort(
    (a, b) =>
      Number(b.name === last) - Number(a.name === last) ||
      clauseOverlap(b.clause, property.rules) - clauseOverlap(a.clause, property.rules) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/** The first mutant (in likeliestCatchers order) on which `property` fails at TARGET_RUNS, or null. */
export async function findCatcher(
  property: PropertyDefinition,
  mutants: readonly MutantEntry[],
): Promise<MutantEntry | null> {
  for (const m of likeliestCatchers(property, mutants)) {
    // Whether it fails is the question, not how small the counterexample gets: nothing is shrunk.
    const r = await property.check(await loadMutant(m.name), {
      runs: TARGET_RUNS,
      seed: SEED,
      maxShrinks: 0,
      gameLength: TEST_GAME_LENGTH,
    });
    if (r.status === 'failed') return m;
  }
  return null;
}
