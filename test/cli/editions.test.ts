/**
 * `obverse editions` lists the editions, and `obverse editions diff` refuses bad input; the diffs themselves are
 * editions.e2e.test.ts's (`npm run test:e2e`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');

beforeAll(() => {
  if (!existsSync(main)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  expect(existsSync(main)).toBe(true);
}, 600_000);

function obverse(args: readonly string[]) {
  const r = spawnSync(process.execPath, [main, ...args], { cwd: root, encoding: 'utf8', timeout: 600_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('obverse editions', () => {
  it('lists the three editions with what each lacks and the differences with their dates', () => {
    const r = obverse(['editions']);
    expect(r.code).toBe(0);
    for (const e of ['2026-04-17', '2020-11-20', '2011-09-30']) expect(r.out).toContain(e);
    expect(r.out).toMatch(/not yet in the rules: .*manifest \(since 2015-01-23\)/);
    expect(r.out).toMatch(/back-face-mana-value \(changed 2016-04-08\)/);
    expect(r.out).toMatch(/2011-09-30 202\.3a, 711\.2b/);
  });

  it('exits 2 on an unknown edition or a missing argument', () => {
    expect(obverse(['editions', 'diff', '2011-09-30']).code).toBe(2);
    const r = obverse(['editions', 'diff', '2011-09-30', '2019-01-01']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/must be one of the supported rules editions/);
  });
});
