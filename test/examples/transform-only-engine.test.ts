/**
 * The transform-only example engine (examples/engines/transform-only), plugged in as a
 * user would (`--engine <folder>`, TypeScript as it is): the check exits 0 with what it
 * implements passed, the differential check included, and everything else not-supported.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreOf, unmetCore } from '../../properties/core.js';
import { loadProperties } from '../../properties/registry.js';
import type { Report } from '../../reports/report.js';

const root = join(import.meta.dirname, '../..');

describe('examples/engines/transform-only', () => {
  it('passes its properties, the differential check and its scenarios; the rest is not-supported', async () => {
    const out = await mkdtemp(join(tmpdir(), 'obverse-transform-only-'));
    const r = spawnSync(
      process.execPath,
      [
        join(root, 'dist/cli/main.js'),
        'check',
        '--engine',
        'examples/engines/transform-only',
        '--runs',
        '30',
        // One engine worker: this is about what the engine passes, not about --jobs (test/cli/jobs.test.ts), and
        // the default, a worker per core, loads the TypeScript engine through tsx in each (2.5 CPU-s more here).
        '--jobs',
        '1',
        '--out',
        out,
      ],
      { cwd: root, encoding: 'utf8', timeout: 900_000, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('obverse check: transform-only-example 1.0.0');
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    const by = (kind: string, status: string) =>
      report.properties.filter((p) => p.kind === kind && p.status === status).map((p) => p.id);
    expect(by('property', 'passed')).toEqual(
      expect.arrayContaining(['712/transform-keeps-identity', 'general/conservation']),
    );
    expect(by('differential', 'passed')).toEqual(['differential/views-match-reference']);
    expect(by('scenario', 'passed').length).toBeGreaterThanOrEqual(5);
    expect(by('scenario', 'passed')).toContain('foundation/transform-keeps-identity');
    const others = report.properties.filter((p) => p.status !== 'passed');
    expect(others.length).toBeGreaterThan(0);
    // A property it runs but never lets reach its subject (every deal-damage answered unsupported, so
    // 120/damage-by-recipient judges no damage) says so, with why (issue 39): neither a pass nor a failure.
    const unjudged = others.filter((p) => p.status === 'not-reached');
    for (const p of unjudged) expect(p.message, p.id).toMatch(/discarded|not played|rejected|generated/);
    expect(
      others
        .filter((p) => p.status !== 'not-supported' && p.status !== 'not-reached')
        .map((p) => `${p.id}: ${p.status}`),
    ).toEqual([]);
    // What it declares is all it was asked for: every passed property's core needs only transform (issue 22: the
    // transform properties whose other mechanics only widen their games run on it).
    const cores = new Map((await loadProperties()).map((p) => [p.id, coreOf(p.core, p.mechanics)]));
    for (const p of report.properties.filter((x) => x.status === 'passed' && x.kind !== 'scenario'))
      expect(unmetCore(cores.get(p.id) ?? [], ['transform']), p.id).toEqual([]);
    for (const p of report.properties.filter((x) => x.status === 'passed' && x.kind === 'scenario'))
      expect(
        p.mechanics.every((m) => m === 'transform'),
        p.id,
      ).toBe(true);
    expect(by('property', 'passed')).toEqual(
      expect.arrayContaining(['712/characteristics-by-zone', '712/enters-front-face-up', '712/mana-value-by-face']),
    );
  }, 900_000);
});
