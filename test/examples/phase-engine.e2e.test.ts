/**
 * phase.rs, a real engine, through its published Python package (examples/engines/phase, issue 21):
 * `obverse check` over its adapter with its expectations file exits 0 at a few runs, and the report
 * shows games it really ran (passes, not only not-supported). The Python side is installed by
 * examples/engines/phase/setup.sh (.ci/run calls it); without it this test fails and says so,
 * it never passes empty.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';
import { MAIN, ROOT } from '../support/cli.js';

const dir = 'examples/engines/phase';
const python = join(ROOT, dir, '.venv/bin/python');
const command = `${dir}/.venv/bin/python ${dir}/adapter.py`;

function installed(): string | null {
  if (!existsSync(python)) return `no ${dir}/.venv: run ${dir}/setup.sh first (it installs phase-python from PyPI)`;
  const r = spawnSync(python, ['-c', 'import phase'], { encoding: 'utf8' });
  return r.status === 0
    ? null
    : `phase-python is not importable in ${dir}/.venv (${r.stderr.trim()}): run ${dir}/setup.sh`;
}

describe('phase.rs through phase-python', () => {
  it('is installed by its setup script', () => {
    expect(installed(), 'the phase adapter needs its venv').toBeNull();
  });

  it('runs with its expectations file and exits 0, having really played games', async () => {
    expect(installed(), 'the phase adapter needs its venv').toBeNull();
    expect(existsSync(MAIN), 'npm run build first').toBe(true);
    const out = await mkdtemp(join(tmpdir(), 'obverse-phase-'));
    const args = ['check', '--engine-cmd', command, '--expectations', `${dir}/expectations.json`];
    // 20 runs: the adapter discards most generated games (cards and placements phase.rs cannot take), and at
    // 10 a property can have every run discarded (712/transform-keeps-identity did, once split cards came).
    const r = spawnSync(process.execPath, [MAIN, ...args, '--runs', '20', '--seed', '1', '--jobs', '1', '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 1_800_000,
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.engine?.name).toBe('phase.rs (phase-python)');
    expect(report.engine?.version).toBe('0.103.0');
    const status = (id: string) => report.properties.find((p) => p.id === id)?.status;
    // Real games: transform and identity checks pass on the engine, meld (not declared) is not supported.
    expect(status('foundation/transform-keeps-identity')).toBe('passed');
    expect(status('712/transform-keeps-identity')).toBe('passed');
    expect(report.properties.find((p) => p.id.includes('meld'))?.status).toBe('not-supported');
    // Known deviations come with the engine-side reproduction, and each script runs on phase alone.
    const known = report.properties.find((p) => p.id === 'rules/701.27c-face-down-morph-does-not-transform');
    expect(known?.status).toBe('expected-failure');
    expect(known?.counterexample?.files?.engineScript, 'an engine-side reproduction script').toMatch(/\.py$/);
    const scripts = report.properties.flatMap((p) => {
      const f = p.counterexample?.files;
      return f?.engineScript === undefined || f.engineState === undefined ? [] : [[f.engineScript, f.engineState]];
    });
    expect(scripts.length).toBeGreaterThan(3);
    for (const [script, state] of scripts) {
      const replayed = spawnSync(python, [join(out, script ?? ''), join(out, state ?? '')], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 600_000,
      });
      expect(replayed.status, `${script}: ${replayed.stdout}${replayed.stderr}`).toBe(0);
      expect(replayed.stdout).toMatch(/^after:/m);
    }
  }, 1_860_000);
});
