/**
 * `--expectations` end to end on a mutant: a file written by `--update-expectations`
 * makes the check pass; removing one entry makes it fail naming that result; a known
 * failure that passes is `unexpected-pass`; a skipped check does not run (`npm run test:e2e`).
 * A bad file, exit 2 before any work, is expectations.test.ts's (`npm test`), and the file's
 * semantics test/suite/expectations.test.ts's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
// The mutant's TypeScript source loads as it is (--engine registers tsx for .ts).
const mutant = join(root, 'examples/mutants/non-dfc-transforms.ts');
const selected = '712/only-double-faced-transform,712/transform-keeps-identity,dfc/seed-000-r18-*,dfc/seed-000-r22-*';

function check(dir: string, extra: readonly string[]) {
  const args = [main, 'check', '--engine', mutant, '--runs', '10', '--properties', selected, '--out', 'out', ...extra];
  // One check at a time and a short shrink: what is tested is the expectations, not --jobs or shrinking.
  args.push('--jobs', '1', '--max-shrinks', '5');
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', timeout: 600_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'obverse-expectations-'));
});

describe('obverse check --expectations', () => {
  it('exits 0 with a generated file, and 1 naming the result whose divergence was removed', async () => {
    const generated = check(dir, ['--expectations', 'known.json', '--update-expectations']);
    expect(generated.err).toBe('');
    expect(generated.code).toBe(0);
    const file = JSON.parse(await readFile(join(dir, 'known.json'), 'utf8')) as {
      format: string;
      expectations: Record<string, { status: string; reason?: string }>;
      divergences: Record<string, { clause?: string; message?: string; reason?: string }>;
    };
    // The property's failure names its clause and words of its message: a known divergence (issue 39), judged
    // past by every check; the scenarios' failures name neither, so their checks get entries.
    expect(file.format).toBe('obverse-expectations/2');
    const [name, divergence] = Object.entries(file.divergences)[0] ?? [];
    expect(divergence).toMatchObject({ clause: '701.27c', reason: expect.stringMatching(/^found by 712\//) });
    const ids = Object.keys(file.expectations);
    expect(ids).not.toContain('712/only-double-faced-transform');
    expect(ids).not.toContain('712/transform-keeps-identity');
    expect(ids.length).toBeGreaterThan(0);
    for (const entry of Object.values(file.expectations)) expect(entry.status).toBe('fail');

    const again = check(dir, ['--expectations', 'known.json']);
    expect(again.code).toBe(0);
    expect(again.out).toContain('no unexpected result');
    expect(again.out).toMatch(new RegExp(`^KNOWN ${name?.replace(/[()]/g, '\\$&')}: judged past as expected`, 'm'));
    const report = JSON.parse(await readFile(join(dir, 'out/report.json'), 'utf8')) as Report;
    expect(report.summary['expected-failure']).toBe(ids.length);
    const judged = report.properties.find((p) => p.id === '712/only-double-faced-transform');
    expect(judged?.status).toBe('passed');
    expect(judged?.divergences?.[name ?? '']).toBeGreaterThan(0);
    expect(report.expectations).toEqual({
      file: 'known.json',
      unexpected: [],
      skipped: [],
      divergences: { seen: [name], unseen: [] },
    });

    const removed = '712/only-double-faced-transform';
    await writeFile(join(dir, 'fewer.json'), JSON.stringify({ ...file, divergences: {} }));
    const fewer = check(dir, ['--expectations', 'fewer.json']);
    expect(fewer.code).toBe(1);
    expect(fewer.out).toMatch(/1 unexpected result\(s\):\n {2}FAIL {2}property 712\/only-double-faced-transform/);
    const after = JSON.parse(await readFile(join(dir, 'out/report.json'), 'utf8')) as Report;
    expect(after.expectations?.unexpected).toEqual([removed]);
    expect(await readFile(join(dir, 'out/report.md'), 'utf8')).toMatch(
      /## Failures and errors[\s\S]*## Expected failures/,
    );
  }, 900_000);

  it('reports a known failure that passes as unexpected-pass, and does not run a skipped check', async () => {
    const file = {
      format: 'obverse-expectations/1',
      expectations: {
        '712/transform-keeps-identity': { status: 'fail', link: 'https://example.org/bugs/1' },
        '712/only-double-faced-transform': { status: 'skip', reason: 'known, slow to fix' },
        'dfc/seed-000-r18-non-dfc-transform-does-nothing': { status: 'flaky' },
        'dfc/seed-000-r22-only-two-faced-objects-transform': { status: 'fail', reason: 'same bug' },
      },
    };
    await writeFile(join(dir, 'mixed.json'), JSON.stringify(file));
    const r = check(dir, ['--expectations', 'mixed.json']);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/XPASS property 712\/transform-keeps-identity {2}expected to fail/);
    expect(r.out).not.toMatch(/property 712\/only-double-faced-transform/);
    expect(r.out).toContain('skipped by the file: 712/only-double-faced-transform');
    const report = JSON.parse(await readFile(join(dir, 'out/report.json'), 'utf8')) as Report;
    const status = Object.fromEntries(report.properties.map((p) => [p.id, p.status]));
    expect(status).toEqual({
      '712/transform-keeps-identity': 'unexpected-pass',
      'dfc/seed-000-r18-non-dfc-transform-does-nothing': 'expected-failure',
      'dfc/seed-000-r22-only-two-faced-objects-transform': 'expected-failure',
    });
    expect(report.expectations?.skipped).toEqual(['712/only-double-faced-transform']);
  }, 900_000);
});
