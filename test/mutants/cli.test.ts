/**
 * A mutant module loads through the CLI's `--engine` path as it is, and the check
 * fails it: exit code 1 and a failed property in report.json. Through the CLI's main, in process: the engine
 * module still loads in its own worker thread, from dist/ as built (a built mutant in a real process:
 * test/cli/jobs.test.ts, test/cli/interrupt.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';
import { obverseInProcess } from '../support/cli.js';
import { ROOT } from './harness.js';

const mutant = 'dist/examples/mutants/zone-change-keeps-id.js';

beforeAll(() => {
  // `npm test` builds first; when this file runs alone, build if needed.
  if (!existsSync(join(ROOT, mutant)))
    spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'ignore' });
  expect(existsSync(join(ROOT, mutant))).toBe(true);
}, 600_000);

describe('obverse check --engine <mutant>', () => {
  it('loads the built mutant as it is, fails it with exit 1, and reports the failed property', async () => {
    const out = await mkdtemp(join(tmpdir(), 'obverse-mutant-'));
    // Its target and a property it passes; one at a time, shrinking cut short (not what is tested here).
    const only = ['--properties', '400/zone-change-new-object,712/transform-keeps-identity', '--jobs', '1'];
    only.push('--max-shrinks', '10', '--max-failures', '1');
    const r = await obverseInProcess(['check', '--engine', mutant, ...only, '--runs', '20', '--out', out], ROOT);
    expect(r.err).not.toMatch(/could not be loaded|does not implement/);
    expect(r.code).toBe(1);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.engine.name).toBe('obverse-mutant/zone-change-keeps-id');
    const failed = report.properties.filter((p) => p.status === 'failed');
    expect(failed.map((p) => p.id)).toContain('400/zone-change-new-object');
    const entry = failed.find((p) => p.id === '400/zone-change-new-object');
    expect(entry?.counterexample?.actions.length).toBeGreaterThan(0);
    expect(report.properties.find((p) => p.id === '712/transform-keeps-identity')?.status).toBe('passed');
  }, 600_000);
});
