/**
 * phase.rs, a real engine, through its published Python package (examples/engines/phase, issues 21 and 38):
 * the facts the adapter rests on (its one state round trip changes nothing, undo by replay restores the played
 * state, a later round trip would repair hidden state); the field a reproduction judges, derived from each kind of
 * failed check (probe_checks.py); every script in repro/ still shows its deviation with
 * phase alone; `obverse check` over the adapter with its expectations file exits 0, having really played games;
 * and every engine-side reproduction the check wrote for a failed check reproduces (exits 1) when run. The
 * Python side is installed by examples/engines/phase/setup.sh (.ci/run calls it); without it this test fails and
 * says so, it never passes empty.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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

function py(args: readonly string[], cwd = ROOT) {
  return spawnSync(python, args, { cwd, encoding: 'utf8', timeout: 600_000 });
}

describe('phase.rs through phase-python', () => {
  it('is installed by its setup script', () => {
    expect(installed(), 'the phase adapter needs its venv').toBeNull();
  });

  it('starts by a state round trip that changes nothing; undoes and rebuilds a setup by replaying', () => {
    expect(installed(), 'the phase adapter needs its venv').toBeNull();
    const checks = 'test/examples/phase/state_checks.py';
    for (const check of ['round-trip', 'replay', 'rebuild']) {
      const r = py([checks, check]);
      expect(r.status, `${check}: ${r.stdout}${r.stderr}`).toBe(0);
    }
    // Later in a game the same round trip is not harmless: it rebuilds a transformed permanent's stored face.
    const later = py([checks, 'mid-game']);
    expect(later.status, later.stdout + later.stderr).toBe(1);
    expect(later.stdout).toContain('back_face');
  }, 600_000);

  for (const [what, script] of [
    ['plays each route of the adapter with the outcome it must have', 'route_checks.py'],
    ['derives from each kind of failed check the field its reproduction judges', 'probe_checks.py'],
  ] as const)
    it(`${what} (test/examples/phase/${script})`, () => {
      expect(installed(), 'the phase adapter needs its venv').toBeNull();
      const r = py([`test/examples/phase/${script}`]);
      expect(r.status, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toContain('all passed');
    }, 600_000);

  it('shows every deviation of docs/engines/phase.md with phase alone, playing from a new game', () => {
    expect(installed(), 'the phase adapter needs its venv').toBeNull();
    const scripts = readdirSync(join(ROOT, dir, 'repro')).filter((f) => /^\d.*\.py$/.test(f));
    expect(scripts.length).toBeGreaterThan(8);
    for (const script of scripts) {
      const r = py([script], join(ROOT, dir, 'repro'));
      // Exit 0 would mean phase.rs no longer deviates: update docs/engines/phase.md and the expectations file.
      expect(r.status, `${script}: ${r.stdout}${r.stderr}`).toBe(1);
      expect(r.stdout).toMatch(/expected .*, actual /);
    }
  }, 900_000);

  it('runs with its expectations file and exits 0; every reproduction of a failed check reproduces', async () => {
    expect(installed(), 'the phase adapter needs its venv').toBeNull();
    expect(existsSync(MAIN), 'npm run build first').toBe(true);
    const out = await mkdtemp(join(tmpdir(), 'obverse-phase-'));
    const args = ['check', '--engine-cmd', command, '--expectations', `${dir}/expectations.json`];
    // 20 runs: the adapter discards most generated games (cards, actions and placements phase.rs's game has no
    // route for), and at 10 a property can have every run discarded.
    const r = spawnSync(process.execPath, [MAIN, ...args, '--runs', '20', '--seed', '1', '--jobs', '1', '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 3_000_000,
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.engine?.name).toBe('phase.rs (phase-python)');
    expect(report.engine?.version).toBe('0.103.0');
    const status = (id: string) => report.properties.find((p) => p.id === id)?.status;
    // Real games: transform and identity checks pass on the engine, meld (not declared) is not supported.
    expect(status('foundation/transform-keeps-identity')).toBe('passed');
    expect(report.properties.find((p) => p.id.includes('meld'))?.status).toBe('not-supported');
    // Known deviations come with the engine-side reproduction, run by the suite: each failure it keeps reproduces.
    const known = report.properties.find((p) => p.id === 'rules/701.27c-face-down-morph-does-not-transform');
    expect(known?.status).toBe('expected-failure');
    expect(known?.counterexample?.files?.engineScript, 'an engine-side reproduction script').toMatch(/\.py$/);
    const failed = report.properties.filter((p) => ['failed', 'expected-failure'].includes(p.status));
    expect(failed.length).toBeGreaterThan(3);
    for (const p of failed) {
      const f = p.counterexample?.files;
      expect(f?.engineScript, `${p.id}: a reproduction script`).toBeDefined();
      // Run again here, from the files written beside the counterexample, as a phase.rs maintainer would.
      const again = py([join(out, f?.engineScript ?? ''), join(out, f?.engineState ?? '')]);
      expect(again.status, `${p.id} does not reproduce: ${again.stdout}${again.stderr}`).toBe(1);
      expect(again.stdout).toMatch(/^expected:/m);
      expect(p.counterexample?.engineReproductionRun?.reproduces, `${p.id}: confirmed by the suite`).toBe(true);
    }
  }, 3_060_000);
});
