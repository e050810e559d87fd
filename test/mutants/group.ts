/** One `describe` per group of mutants: each must be caught, by its targets among others. */
import { describe, expect, it } from 'vitest';
import { MUTANTS, type MutantEntry } from './catalog.js';
import { catchMutant } from './harness.js';

export function describeMutants(group: MutantEntry['group']): void {
  describe(`mutants (${group}): each is caught by the suite`, () => {
    for (const entry of MUTANTS.filter((m) => m.group === group)) {
      it(`${entry.name} (${entry.clause})`, async () => {
        const c = await catchMutant(entry);
        const also = c.odd.length ? ` [also: ${c.odd.join('; ')}]` : '';
        console.log(`${entry.name}: caught by ${c.caughtBy.join(', ') || 'nothing'}${also}`);
        expect(c.caughtBy.length, `${entry.name} is caught by no property and no scenario`).toBeGreaterThan(0);
        expect(c.missedTargets, `${entry.name}: these declared targets did not fail`).toEqual([]);
      }, 900_000);
    }
  });
}
