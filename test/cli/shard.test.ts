/**
 * `--shard k/n`: shares are disjoint and cover every check whatever order the ids come in, and bad values
 * are exit 2 with one line saying why, before any work. That the union of the shards is the unsharded run,
 * merged by `obverse merge`, is shard.e2e.test.ts's (`npm run test:e2e`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parseShard, shardShare } from '../../cli/check/shard.js';
import { obverseInProcess, ROOT as root } from '../support/cli.js';

it('bad --shard values exit 2 with one line saying what is wrong, before any work', async () => {
  for (const bad of ['0/2', '3/2', 'x', '1/0', '2']) {
    const r = await obverseInProcess(['check', '--shard', bad, '--out', 'never'], root);
    expect(r.code, `${bad}: ${r.err}`).toBe(2);
    expect(r.err.split('\n')[0]).toMatch(/^obverse: --shard /);
  }
  expect(existsSync(join(root, 'never'))).toBe(false);
});

it('shares are disjoint, cover every id, and do not depend on the order ids come in', () => {
  const ids = ['b/2', 'a/1', 'c/3', 'a/9', 'rules/x', 'differential/d', 'z'];
  const shares = [1, 2, 3].map((index) => shardShare(ids, { index, total: 3 }));
  expect(shares.flatMap((s) => [...s]).sort()).toEqual([...ids].sort());
  expect(shardShare([...ids].reverse(), { index: 2, total: 3 })).toEqual(shares[1]);
  expect(parseShard('2/4')).toEqual({ index: 2, total: 4 });
  expect(() => parseShard('0/2')).toThrow(/k must be between 1 and 2/);
});
