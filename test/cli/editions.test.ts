/**
 * `obverse editions` lists the editions, and `obverse editions diff` refuses bad input; the diffs themselves are
 * editions.e2e.test.ts's (`npm run test:e2e`).
 */
import { describe, expect, it } from 'vitest';
import { obverse, obverseInProcess } from '../support/cli.js';

describe('obverse editions', () => {
  it('lists the three editions with what each lacks and the differences with their dates', async () => {
    const r = await obverse(['editions']);
    expect(r.code).toBe(0);
    for (const e of ['2026-04-17', '2020-11-20', '2011-09-30']) expect(r.out).toContain(e);
    expect(r.out).toMatch(/not yet in the rules: .*manifest \(since 2015-01-23\)/);
    expect(r.out).toMatch(/back-face-mana-value \(changed 2016-04-08\)/);
    expect(r.out).toMatch(/2011-09-30 202\.3a, 711\.2b/);
  });

  // The exit code a shell sees is the listing's above (0); bad input through the CLI's main, in process.
  it('exits 2 on an unknown edition or a missing argument', async () => {
    expect((await obverseInProcess(['editions', 'diff', '2011-09-30'])).code).toBe(2);
    const r = await obverseInProcess(['editions', 'diff', '2011-09-30', '2019-01-01']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/must be one of the supported rules editions/);
  });
});
