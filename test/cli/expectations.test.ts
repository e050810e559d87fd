/**
 * `--expectations` with a bad file, an unknown id or a missing file, and `--update-expectations` alone: exit
 * 2 with what to fix, before any work (through the CLI's main, in process). The file end to end on a mutant is
 * expectations.e2e.test.ts's (`npm run test:e2e`).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { obverseInProcess, ROOT as root } from '../support/cli.js';

const mutant = join(root, 'dist/examples/mutants/non-dfc-transforms.js');
const selected = '712/only-double-faced-transform,712/transform-keeps-identity';

function check(dir: string, extra: readonly string[]) {
  return obverseInProcess(
    ['check', '--engine', mutant, '--runs', '10', '--properties', selected, '--out', 'out', '--jobs', '1', ...extra],
    dir,
  );
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'obverse-expectations-'));
});

describe('obverse check --expectations', () => {
  it('exits 2 on a bad file, an unknown id or a missing file, before any work', async () => {
    await writeFile(
      join(dir, 'bad.json'),
      JSON.stringify({ format: 'obverse-expectations/1', expectations: { '712/x': { status: 'fail' } } }),
    );
    await writeFile(
      join(dir, 'wrong.json'),
      JSON.stringify({
        format: 'obverse-expectations/1',
        expectations: { '712/transform-keeps-identity': { status: 'broken' } },
      }),
    );
    const bad = await check(dir, ['--expectations', 'bad.json']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('expectations["712/x"]: a "fail" needs a "reason" or a "link"');
    const wrong = await check(dir, ['--expectations', 'wrong.json']);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('status: must be one of fail, flaky, skip, got "broken"');
    await writeFile(
      join(dir, 'unknown.json'),
      JSON.stringify({ format: 'obverse-expectations/1', expectations: { '712/x': { status: 'skip' } } }),
    );
    const unknown = await check(dir, ['--expectations', 'unknown.json']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('names ids the suite does not have: 712/x');
    const missing = await check(dir, ['--expectations', 'missing.json']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('create it from a run with --update-expectations');
    expect((await check(dir, ['--update-expectations'])).code).toBe(2);
  }, 900_000);

  it('--update-expectations says it rewrote the file instead of listing unexpected results (issue 22)', async () => {
    await writeFile(join(dir, 'empty.json'), JSON.stringify({ format: 'obverse-expectations/1', expectations: {} }));
    const r = await check(dir, ['--expectations', 'empty.json', '--update-expectations', '--max-shrinks', '5']);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('unexpected result');
    // The failure names its clause and words of its message: a known divergence, not an entry for the check.
    const said =
      'expectations rewritten from this run: empty.json (0 entries, 1 known divergence(s); 1 result(s) differed ' +
      'from what it';
    expect(r.out).toContain(`${said} expected before)\n`);
  }, 900_000);
});

describe('obverse merge --out', () => {
  it("an unwritable --out suggests merge's help, not check's (issue 22)", async () => {
    const r = await obverseInProcess(['merge', dir, '--out', '/proc/obverse-merged'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--out /proc/obverse-merged: /proc is in a kernel file system');
    expect(r.err).toContain("'obverse merge --help'");
    expect(r.err).not.toContain('check --help');
  });
});
