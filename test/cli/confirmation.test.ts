/**
 * The console's word on each failure of an engine that gives engine-side reproductions (issue 38): confirmed when
 * its reproduction exited 1, UNCONFIRMED with the reason otherwise; nothing for engines that give none.
 */
import { describe, expect, it } from 'vitest';
import { confirmationLines, confirmed } from '../../cli/check/confirmation.js';
import type { PropertyResult, Report } from '../../reports/report.js';
import { reportFixture } from '../support/report-fixtures.js';

function result(id: string, status: PropertyResult['status'], reproduces?: boolean): PropertyResult {
  const base = reportFixture('current').properties.find((p) => p.counterexample !== undefined) as PropertyResult;
  const ce = base.counterexample as NonNullable<PropertyResult['counterexample']>;
  const run =
    reproduces === undefined
      ? {}
      : {
          engineReproductionRun: {
            reproduces,
            exitCode: reproduces ? 1 : 0,
            ...(reproduces ? {} : { reason: 'the engine alone does not show the deviation (exit 0)' }),
            output: [],
          },
        };
  return { ...base, id, status, counterexample: { ...ce, ...run } };
}

describe('confirmation of failures by the engine alone', () => {
  it('says which failures the engine-side reproduction confirms', () => {
    const report = {
      ...reportFixture('current'),
      properties: [
        result('a', 'failed', true),
        result('b', 'expected-failure', false),
        result('c', 'failed'),
        result('d', 'passed', true),
      ],
    } as Report;
    expect(confirmationLines(report)).toEqual([
      'confirmed a: the engine alone shows it (its reproduction exits 1)',
      'UNCONFIRMED b: the engine alone does not show the deviation (exit 0)',
    ]);
    expect(report.properties.map(confirmed)).toEqual([true, false, undefined, undefined]);
  });
});
