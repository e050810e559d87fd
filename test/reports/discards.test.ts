/**
 * The console's discard lines (reports/discards.ts): none when nothing was discarded; else the total over the
 * generated games of the checks that ran, the check that discarded the largest share, and the top reasons.
 */
import { describe, expect, it } from 'vitest';
import { discardLines, discardSummary } from '../../reports/discards.js';
import type { PropertyResult } from '../../reports/report.js';

const result = (id: string, runs: number, reasons?: Record<string, number>): PropertyResult =>
  ({
    id,
    kind: 'property',
    description: '',
    rules: [],
    mechanics: [],
    status: 'passed',
    runs,
    durationMs: 1,
    ...(reasons === undefined
      ? {}
      : { discarded: { runs: Object.values(reasons).reduce((a, b) => a + b, 0), reasons } }),
  }) as PropertyResult;

describe('discard lines', () => {
  it('say nothing when no game was discarded', () => {
    expect(discardLines([result('a/b', 100)])).toEqual([]);
  });

  it('give the total, the worst check and the top reasons', () => {
    const results = [
      result('a/one', 100, { 'deal-damage: no damage': 30, 'shuffle: no shuffle': 5 }),
      result('a/two', 50, { 'deal-damage: no damage': 20 }),
      result('a/three', 100),
      { ...result('s/scenario', 1), kind: 'scenario' } as PropertyResult,
    ];
    expect(discardSummary(results).games).toBe(250);
    expect(discardLines(results)).toEqual([
      'discarded as unsupported: 55 of 250 generated games (22%); most in a/two, 20 of 50; top reasons:',
      '     50  deal-damage: no damage (in 2 checks)',
      '      5  shuffle: no shuffle (in 1 check)',
    ]);
  });
});
