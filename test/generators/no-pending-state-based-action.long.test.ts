/**
 * The long form of no-pending-state-based-action.test.ts (`npm run test:long`): the default constraints at seeds
 * 2-4 as well (`npm test` samples seed 1), 200 setups per seed and edition, judged by 704.3.
 */
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../generators/index.js';
import { sampleAndJudge } from './pending-at-start.js';

describe('generated setups have no state-based action pending (704.3), at length', () => {
  it('default constraints with the catalog, seeds 2-4', () => {
    expect(sampleAndJudge({ cards: { catalog: defaultCatalog() } }, [2, 3, 4], 200)).toBe(1800);
  });
});
