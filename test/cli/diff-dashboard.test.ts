/**
 * `obverse diff` and `obverse dashboard` from the command line: verdicts and exit codes, and bad input
 * (missing file, not a report, unknown format version, empty folder, unwritable --out) answered with
 * exit 2 and what to fix, before anything is written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { obverseInProcess as obverse } from '../support/cli.js';
import { REPORT_FIXTURES } from '../support/report-fixtures.js';

const oldest = join(REPORT_FIXTURES, 'oldest');
const current = join(REPORT_FIXTURES, 'current');

function scratch(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'obverse-dash-'));
}

describe('obverse --help', () => {
  it('lists diff and dashboard, and each has its own help', async () => {
    const main = await obverse(['--help']);
    expect(main.out).toMatch(/obverse diff <old> <new>/);
    expect(main.out).toMatch(/obverse dashboard <reports\.\.\.> --out <dir>/);
    const diff = await obverse(['diff', '--help']);
    expect([diff.code, diff.out]).toEqual([0, expect.stringMatching(/--format <f> +text \(default\), md/)]);
    const dash = await obverse(['dashboard', '--help']);
    expect([dash.code, dash.out]).toEqual([0, expect.stringMatching(/--out <dir> +site folder/)]);
  });
});

describe('obverse diff', () => {
  it('exits 1 on a regression and names it with its counterexample file', async () => {
    const r = await obverse(['diff', oldest, current]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/REGRESSED \(1\)\n {2}rules\/701\.27-transform-turns-over-both-ways {2}passed -> failed/);
    expect(r.out).toContain('counterexamples/rules-701.27-transform-turns-over-both-ways.json');
  });

  it('exits 0 when nothing regressed (the other way round it is a fix), in each format', async () => {
    const back = await obverse(['diff', join(current, 'report.json'), oldest, '--format', 'md']);
    expect(back.code).toBe(0);
    expect(back.out).toContain('✅ **No regressions**');
    expect(back.out).toMatch(/### Fixed \(1\)/);
    const json = await obverse(['diff', current, current, '--format', 'json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out).unchanged).toBe(6);
  });

  it.each([
    [['diff', 'a'], /give two reports, the old then the new/],
    [['diff', 'a', 'b', 'c'], /give two reports/],
    [['diff', '--format', 'xml', 'a', 'b'], /--format must be one of text, md, json, got "xml"/],
    [['diff', 'no/such/report.json', 'x'], /no\/such\/report\.json: no such file or folder/],
  ])('%j is bad usage (exit 2)', async (args, message) => {
    const r = await obverse(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toContain("Run 'obverse diff --help' for usage.");
  });

  it('refuses files that are not reports, and reports of an unknown format version', async () => {
    const dir = await scratch();
    writeFileSync(join(dir, 'v2.json'), JSON.stringify({ format: 'obverse-report/2', properties: [] }));
    const unknown = await obverse(['diff', current, join(dir, 'v2.json')]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/v2\.json is a report of format obverse-report\/2, which this obverse does not know/);
    const ce = join(current, 'counterexamples/foundation-transform-keeps-identity.json');
    const notReport = await obverse(['diff', ce, current]);
    expect(notReport.code).toBe(2);
    expect(notReport.err).toMatch(/is a counterexample file, not a report/);
    const folder = await obverse(['diff', dir, current]);
    expect(folder.code).toBe(2);
    expect(folder.err).toMatch(/no report\.json in this folder/);
  });
});

describe('obverse dashboard', () => {
  it('writes the site from a folder of report folders, a story page behind every failing cell', async () => {
    const out = join(await scratch(), 'site');
    const r = await obverse(['dashboard', REPORT_FIXTURES, '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/2 report\(s\), 5 story page\(s\)/);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    const hrefs = [...index.matchAll(/href="(stories\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(hrefs).toHaveLength(5);
    for (const href of hrefs) expect(existsSync(join(out, href)), href).toBe(true);
    const copied = hrefs.find((h) => h.includes('0.1.0') && h.endsWith('/foundation-transform-keeps-identity.html'));
    expect(copied).toBeDefined();
    expect(existsSync(join(out, (copied ?? '').replace(/\.html$/, '.counterexample.json')))).toBe(true);
  });

  it.each([
    ['an empty folder', 'empty', /empty: no report\.json in this folder or below it/],
    ['a missing file', 'missing.json', /missing\.json: no such file or folder/],
    ['a file that is not a report', 'notes.txt', /notes\.txt is not JSON/],
    ['a report of an unknown format version', 'v9/report.json', /format obverse-report\/9, which this obverse/],
  ])('refuses %s (exit 2) and writes nothing', async (_what, input, message) => {
    const dir = await scratch();
    mkdirSync(join(dir, 'empty'));
    mkdirSync(join(dir, 'v9'));
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    writeFileSync(join(dir, 'v9/report.json'), '{"format":"obverse-report/9"}');
    const r = await obverse(['dashboard', current, input, '--out', 'site'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).toContain("Run 'obverse dashboard --help' for usage.");
    expect(existsSync(join(dir, 'site'))).toBe(false);
  });

  it('refuses an --out that cannot be written before reading any report (exit 2)', async () => {
    const dir = await scratch();
    writeFileSync(join(dir, 'a-file'), '');
    const r = await obverse(['dashboard', 'not-read-yet', '--out', join(dir, 'a-file', 'site')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--out .*a-file\/site: .*a-file is a file, so no folder can be made under it/);
    const none = await obverse(['dashboard']);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/give report\.json files or report folders/);
  });
});
