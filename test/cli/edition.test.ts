/** `obverse check --edition`: checking against an older rules edition, and an engine's declared edition. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';
import { obverseInProcess } from '../support/cli.js';

const root = join(import.meta.dirname, '../..');
const mutant = 'dist/examples/mutants/editions/mana-value-2026-rule-in-2011.js';

beforeAll(() => {
  if (!existsSync(join(root, mutant)))
    spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  expect(existsSync(join(root, mutant))).toBe(true);
}, 600_000);

/**
 * `obverse <args>` through the CLI's main, in process: what the check decides and reports under an edition is the
 * point here, not the process (a real process's exit codes are test/cli/cli.test.ts's).
 */
const obverse = (args: readonly string[]) => obverseInProcess(args, root);

describe('obverse check --edition', () => {
  it('rejects an edition the suite does not know, naming the supported ones (exit 2)', async () => {
    const r = await obverse(['check', '--edition', '2019-01-01']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--edition must be one of .*2011-09-30/);
  });

  it('passes the reference engine under 2011-09-30, with later mechanics and clauses not-supported', async () => {
    const out = await mkdtemp(join(tmpdir(), 'obverse-edition-'));
    const r = await obverse(['check', '--edition', '2011-09-30', '--runs', '10', '--jobs', '1', '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/rules 2011-09-30/);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.edition).toBe('2011-09-30');
    const byId = new Map(report.properties.map((p) => [p.id, p]));
    expect(byId.get('712/mana-value-by-face')?.status).toBe('passed');
    expect(byId.get('712/face-down-never-transforms')?.status).toBe('not-supported');
    expect(byId.get('712/face-down-never-transforms')?.message).toMatch(/manifest \(since 2015-01-23\)/);
    expect(byId.get('708/face-down-cannot-be-turned-face-down')?.message).toMatch(/did not exist in edition/);
  }, 600_000);

  it('checks an engine against its declared edition; fails the mutant keeping the 2026 mana-value rule', async () => {
    const out = await mkdtemp(join(tmpdir(), 'obverse-edition-'));
    const r = await obverse([
      'check',
      '--engine',
      mutant,
      '--properties',
      '712/mana-value-by-face',
      '--runs',
      '60',
      // Whether it fails, not how small the counterexample gets.
      '--max-shrinks',
      '10',
      '--jobs',
      '1',
      '--out',
      out,
    ]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/rules 2011-09-30/);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.properties.find((p) => p.id === '712/mana-value-by-face')?.status).toBe('failed');
  }, 600_000);
});
