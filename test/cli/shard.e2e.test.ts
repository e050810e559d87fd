/**
 * `--shard k/n` and `obverse merge` end to end (`npm run test:e2e`): the union of the shards of a run is the
 * unsharded run for the same seed (the merged report equals it, timings aside, with the same counterexample
 * and scenario files), and merging the wrong folders is exit 2 with one line saying why. How shares are
 * drawn and bad --shard values are shard.test.ts's, in `npm test`.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { obverse, ROOT, timeless } from '../support/cli.js';

// The CLI is started several times; a loaded machine makes that slow.
vi.setConfig({ testTimeout: 900_000 });

const mutant = join(ROOT, 'dist/examples/mutants/face-down-has-a-name.js');

interface Loose {
  [key: string]: unknown;
  properties: { id: string; durationMs?: number }[];
  shard?: { plan: string[] };
}

async function report(dir: string): Promise<Loose> {
  return JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as Loose;
}

async function files(dir: string): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const sub of ['counterexamples', 'scenarios']) {
    if (!existsSync(join(dir, sub))) continue;
    for (const n of (await readdir(join(dir, sub))).sort())
      all[`${sub}/${n}`] = await readFile(join(dir, sub, n), 'utf8');
  }
  return all;
}

const CHECK = [
  'check',
  '--engine',
  mutant,
  '--properties',
  '708/face-down-no-name,708/distinguishable,712/transform-keeps-identity,rules/712.5*',
  '--runs',
  '6',
  '--seed',
  '11',
  '--jobs',
  '1',
  // How far a failure shrinks is not what is tested here; the shards must agree all the same.
  '--max-shrinks',
  '10',
];

it('the union of all shards is the unsharded run: obverse merge writes the same report', async () => {
  const whole = await mkdtemp(join(tmpdir(), 'obverse-whole-'));
  const sharded = await mkdtemp(join(tmpdir(), 'obverse-sharded-'));
  const unsharded = await obverse([...CHECK, '--out', 'r'], whole);
  expect(unsharded.code, unsharded.err).toBe(1);
  for (const k of [1, 2, 3]) {
    const r = await obverse([...CHECK, '--shard', `${k}/3`, '--out', `s${k}`], sharded);
    expect([0, 1], r.err).toContain(r.code);
    expect(r.out).toContain(`shard ${k}/3`);
  }
  const shards = await Promise.all([1, 2, 3].map((k) => report(join(sharded, `s${k}`))));
  const ids = shards.map((s) => s.properties.map((p) => p.id));
  const all = ids.flat();
  // Disjoint, each non-empty, together everything the unsharded run did, in its order.
  expect(new Set(all).size).toBe(all.length);
  for (const share of ids) expect(share.length).toBeGreaterThan(0);
  const wholeIds = (await report(join(whole, 'r'))).properties.map((p) => p.id);
  expect([...all].sort()).toEqual([...wholeIds].sort());
  expect(shards[0]?.shard?.plan).toEqual(wholeIds);

  const merged = await obverse(['merge', 's3', 's1', 's2', '--out', 'r'], sharded);
  expect(merged.code, merged.err).toBe(1);
  expect(merged.out).toMatch(/result\(s\):.*failed/);
  expect(await timeless(join(sharded, 'r'))).toEqual(await timeless(join(whole, 'r')));
  expect(await files(join(sharded, 'r'))).toEqual(await files(join(whole, 'r')));
  for (const f of ['report.md', 'report.html', 'junit.xml']) expect(existsSync(join(sharded, 'r', f))).toBe(true);

  // A shard missing, given twice, from another seed, or a folder without a report: exit 2.
  const missing = await obverse(['merge', 's1', 's2', '--out', 'm'], sharded);
  expect(missing.code).toBe(2);
  expect(missing.err).toContain('shard 3/3 missing');
  const twice = await obverse(['merge', 's1', 's1', 's2', 's3', '--out', 'm'], sharded);
  expect(twice.code).toBe(2);
  expect(twice.err).toMatch(/both shard 1\/3/);
  await cp(join(sharded, 's3'), join(sharded, 'other'), { recursive: true });
  const other = await report(join(sharded, 'other'));
  await writeFile(join(sharded, 'other', 'report.json'), JSON.stringify({ ...other, seed: 12 }));
  const seeds = await obverse(['merge', 's1', 's2', 'other', '--out', 'm'], sharded);
  expect(seeds.code).toBe(2);
  expect(seeds.err).toMatch(/not shards of one run: different seed/);
  const none = await obverse(['merge', 's1', 's2', 'nowhere', '--out', 'm'], sharded);
  expect(none.code).toBe(2);
  expect(none.err).toMatch(/nowhere: no report\.json there/);
  const unshardedIn = await obverse(['merge', join(whole, 'r'), '--out', 'm'], sharded);
  expect(unshardedIn.code).toBe(2);
  expect(unshardedIn.err).toMatch(/not a shard's report/);
});
