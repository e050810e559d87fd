/**
 * `npm run bench -- --quick` runs end to end and writes results.json in its documented shape:
 * every measure present, every issue 14 target judged. No figure is asserted (speed is measured
 * by the benchmark itself, never by a test).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';

// The smoke run starts several checks at once; a loaded machine makes that slow.
vi.setConfig({ testTimeout: 900_000 });

const root = join(import.meta.dirname, '../..');

const rate = { perSecond: expect.any(Number), reps: expect.any(Number) };
const cost = {
  cpuSeconds: expect.any(Number),
  wallSeconds: expect.any(Number),
  peakMiB: expect.any(Number),
  exitCode: expect.any(Number),
  reps: expect.any(Number),
};

it('bench --quick writes results.json with every measure and every target', async () => {
  expect(existsSync(join(root, 'dist/cli/main.js'))).toBe(true);
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-bench-test-')), 'results.json');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick', '--out', out], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toContain('Targets (issue 14)');
  const results = JSON.parse(await readFile(out, 'utf8'));
  expect(results).toMatchObject({
    format: 'obverse-bench/1',
    quick: true,
    machine: { cores: expect.any(Number), node: expect.any(String) },
    micro: {
      actions: expect.any(Number),
      apply: rate,
      applyViews: rate,
      copyFloor: rate,
      generation: rate,
      ratios: { applyOverApplyViews: expect.any(Number), floorOverApply: expect.any(Number) },
    },
    check: {
      jobs1: cost,
      jobs2: cost,
      ceiling: cost,
      inProcess: cost,
      stdio: cost,
      jobsSpeedup: expect.any(Number),
      speedups: { jobs2: expect.any(Number), ceiling: expect.any(Number) },
    },
    stdioOverInProcess: expect.any(Number),
  });
  // Quick mode builds no old commit: the row says why instead of a figure.
  expect(results.check.baseline).toEqual({ notAvailable: expect.any(String) });
  expect(results.check.sizes.map((s: { runs: number }) => s.runs)).toHaveLength(3);
  for (const size of results.check.sizes) expect(size).toMatchObject(cost);
  const lengths = results.check.lengths;
  if (!('notAvailable' in lengths)) expect(lengths).toHaveLength(3);
  expect(results.growth.marginalCpuPerRun).toHaveLength(2);
  expect(results.mutants.length).toBeGreaterThan(0);
  for (const m of results.mutants) {
    expect(m).toMatchObject({ name: expect.any(String), targets: expect.any(Array), seeds: expect.any(Array) });
    for (const s of m.seeds) expect(s).toMatchObject({ seed: expect.any(Number), found: expect.any(Boolean) });
  }
  const names = results.targets.map((t: { name: string }) => t.name);
  // Issue 14's nine, and issue 24's one-bug CPU row and locally-minimal row.
  expect(names).toHaveLength(11);
  expect(names).toContain('mutants: counterexample locally minimal');
  expect(names.some((n: string) => n.startsWith('one-bug engine check CPU vs reference'))).toBe(true);
  for (const t of results.targets) expect([true, false, null]).toContain(t.met);
});

it("bench --only jobs --quick measures the --jobs rows alone, the machine's ceiling beside the target", async () => {
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-bench-test-')), 'results.json');
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/run.ts', '--only', 'jobs', '--quick', '--out', out],
    { cwd: root, encoding: 'utf8' },
  );
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toContain('two --jobs 1 checks at once');
  expect(r.stdout).toMatch(/--jobs 2 speed-up \(wall\).*the machine's ceiling, two --jobs 1 checks at once: \d/);
  const results = JSON.parse(await readFile(out, 'utf8'));
  expect(results).toMatchObject({
    format: 'obverse-bench/1',
    only: 'jobs',
    check: {
      jobs1: cost,
      jobs2: cost,
      ceiling: cost,
      speedups: { jobs2: expect.any(Number), ceiling: expect.any(Number) },
    },
    targets: [{ name: '--jobs 2 speed-up (wall)', bound: '>= 1.7x' }],
  });
});

it('bench --only one-bug --quick measures the one-bug row alone, each mutant with its ratio', async () => {
  const out = join(await mkdtemp(join(tmpdir(), 'obverse-bench-test-')), 'results.json');
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/run.ts',
      '--only',
      'one-bug',
      '--quick',
      '--one-bug',
      'face-down-has-a-name',
      '--out',
      out,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toMatch(/^face-down-has-a-name +\d+\.\d\d s +\d+\.\d\dx$/m);
  const results = JSON.parse(await readFile(out, 'utf8'));
  expect(results).toMatchObject({
    format: 'obverse-bench/1',
    only: 'one-bug',
    oneBug: [{ mutant: 'face-down-has-a-name', cpuSeconds: expect.any(Number), ratio: expect.any(Number) }],
    targets: [{ name: 'one-bug engine check CPU vs reference (1 mutants)', bound: '<= 2x' }],
  });
});
