/**
 * The Python example engine (examples/engines/python), driven over obverse-protocol/1:
 * it passes its applicable checks with its expectations file, exit 0. Scenarios only
 * here (their results do not depend on --runs); the properties it runs (the core and
 * transform) are checked at full length by the example's own command in its README.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../reports/report.js';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');

describe('the Python example engine', () => {
  it('passes its applicable scenarios and a property over the protocol, with its expectations: exit 0', async () => {
    expect(existsSync(main), 'npm run build first').toBe(true);
    const out = await mkdtemp(join(tmpdir(), 'obverse-python-'));
    const r = spawnSync(
      process.execPath,
      [
        main,
        'check',
        '--engine-cmd',
        'python3 examples/engines/python/engine.py',
        '--expectations',
        'examples/engines/python/expectations.json',
        '--properties',
        'dfc/*,face-down/*,foundation/*,rules/*,712/transform-keeps-identity',
        '--runs',
        '20',
        '--out',
        out,
      ],
      { cwd: root, encoding: 'utf8', timeout: 600_000 },
    );
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.engine).toEqual({
      name: 'python-example',
      version: '0.1.0',
      command: 'python3 examples/engines/python/engine.py',
      cwd: root,
      protocol: 'obverse-protocol/1',
    });
    const statuses = new Set(report.properties.map((p) => p.status));
    expect(statuses.has('passed')).toBe(true);
    expect([...statuses].filter((s) => s === 'failed' || s === 'error' || s === 'unexpected-pass')).toEqual([]);
    // Only transform and morph are declared: meld scenarios, say, are not supported.
    expect(report.properties.find((p) => p.id.includes('meld'))?.status).toBe('not-supported');
    expect(report.properties.find((p) => p.id === '712/transform-keeps-identity')?.status).toBe('passed');
  }, 660_000);
});
