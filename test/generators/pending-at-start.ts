/**
 * Judging generated setups by 704.3 (no state-based action pending where a player would receive priority), for
 * no-pending-state-based-action.test.ts (`npm test`) and its long form (`npm run test:long`).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { initialState } from '../../engine/setup.js';
import { pendingStateBasedActions } from '../../engine/priority/state-based-actions.js';
import { setupArb, setupProblems, type SetupConstraints } from '../../generators/index.js';
import type { GameSetup } from '../../model/setup.js';
import { EDITIONS, type RulesEdition } from '../../model/rules-edition.js';
import { editionRules } from '../../spec/editions.js';

/** What the engine would do at once to the started game: pending state-based actions, day/night transforms. */
export function pendingAtStart(setup: GameSetup, edition: RulesEdition): string[] {
  const state = initialState(setup, edition);
  const out = pendingStateBasedActions(state).map((p) => `${p.clause} on ${p.object}`);
  // Permanents enter in the order listed; a bound one showing another face than its setup's transformed (702.145f).
  const listed = setup.players.flatMap((p) => p.battlefield ?? []);
  listed.forEach((b, i) => {
    const o = state.objects[state.battlefield[i] ?? ''];
    const face = b.melded ? 'back' : (b.face ?? 'front');
    if (o && o.face !== face) out.push(`battlefield[${i}] starts ${o.face} face up, listed ${face}`);
  });
  return out;
}

/**
 * Samples `runs` setups per seed and edition (with that edition's legend rule) and judges each; returns how many.
 * Editions sharing a legend rule share one arbitrary, so their setups are sampled once and judged under each.
 */
export function sampleAndJudge(constraints: SetupConstraints, seeds: readonly number[], runs: number): number {
  let sampled = 0;
  const byRule = new Map<NonNullable<SetupConstraints['legendRule']>, RulesEdition[]>();
  for (const edition of EDITIONS) {
    const rule = editionRules(edition).legendRule;
    byRule.set(rule, [...(byRule.get(rule) ?? []), edition]);
  }
  for (const [legendRule, editions] of byRule) {
    const arb = setupArb({ ...constraints, legendRule });
    for (const seed of seeds) {
      for (const setup of fc.sample(arb, { numRuns: runs, seed })) {
        for (const edition of editions) {
          sampled++;
          const found = pendingAtStart(setup, edition);
          if (found.length > 0) expect.fail(`${edition}, seed ${seed}: ${found.join('; ')}\n${JSON.stringify(setup)}`);
          expect(setupProblems(setup, { edition })).toEqual([]);
        }
      }
    }
  }
  return sampled;
}
