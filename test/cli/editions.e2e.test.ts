/**
 * `obverse editions diff <a> <b>` on two editions and on one with itself (`npm run test:e2e`); the list and bad
 * input are editions.test.ts's (`npm test`).
 */
import { describe, expect, it } from 'vitest';
import { obverse } from '../support/cli.js';

const SELECTED = '712/mana-value-by-face,712/face-down-never-transforms,dfc/seed-000-r04-gatstaf-mana-value-by-zone';

describe('obverse editions diff', () => {
  it('diff 2011-09-30 2026-04-17 shows mana value and face-down differences with clauses and examples', async () => {
    const r = await obverse(['editions', 'diff', '2011-09-30', '2026-04-17', '--runs', '40', '--properties', SELECTED]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // The rule, its clauses in both editions, and the example game played on both engines.
    expect(r.out).toMatch(/back-face-mana-value, changed 2016-04-08/);
    expect(r.out).toMatch(/clauses: 2011-09-30 202\.3a, 711\.2b · 2026-04-17 202\.3a, 202\.3b, 712\.8e/);
    expect(r.out).toMatch(/2011-09-30: Insectile Aberration \(back face up\) in battlefield, mana value 0/);
    expect(r.out).toMatch(/2026-04-17: Insectile Aberration \(back face up\) in battlefield, mana value 1/);
    expect(r.out).toMatch(/double-faced-face-down, changed 2015-01-23/);
    expect(r.out).toMatch(/2026-04-17: no name \(face down\) in battlefield, mana value 0/);
    // Verdicts: face-down DFCs checked only where they exist.
    expect(r.out).toMatch(/property 712\/face-down-never-transforms: 2011-09-30 not-supported -> 2026-04-17 passed/);
    expect(r.out).toMatch(
      /scenario dfc\/seed-000-r04-gatstaf-mana-value-by-zone: 2011-09-30 not-supported -> 2026-04-17 passed/,
    );
    // Outcomes: each engine fails the other's mana-value rule, with the rule that changed and a game.
    expect(r.out).toMatch(/property 712\/mana-value-by-face: the 2011-09-30 engine failed under 2026-04-17 rules/);
    expect(r.out).toMatch(/property 712\/mana-value-by-face: the 2026-04-17 engine failed under 2011-09-30 rules/);
    expect(r.out).toMatch(/rule changed: back-face-mana-value \(2016-04-08\)/);
    // The minimised game: a player's zones or a spell on the stack, never an empty line for a game that has cards.
    expect(r.out).toMatch(/minimal game: (P\d|stack: )/);
    expect(r.out).not.toMatch(/minimal game: empty/);
  }, 180_000);

  it('diff of an edition with itself shows no rule, verdict or outcome', async () => {
    const r = await obverse(['editions', 'diff', '2026-04-17', '2026-04-17', '--runs', '10', '--properties', SELECTED]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/0 rule\(s\), 0 verdict\(s\) and 0 outcome\(s\) differ between 2026-04-17 and 2026-04-17/);
  }, 180_000);
});
