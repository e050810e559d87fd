/** `obverse spec check --rules <file>` on the three rules files of test/fixtures/rules. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { obverseInProcess } from '../support/cli.js';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');
const rules = (name: string) => `test/fixtures/rules/${name}`;

beforeAll(() => {
  if (!existsSync(main)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  expect(existsSync(main)).toBe(true);
}, 600_000);

function obverse(args: readonly string[]) {
  const r = spawnSync(process.execPath, [main, ...args], { cwd: root, encoding: 'utf8', timeout: 600_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('obverse spec check', () => {
  // Exit code 1 as a shell sees it is the next case's (the one real process here); what is read and printed, and the
  // other exit codes, through the CLI's main, in process.
  it('reports no change on the 2026-04-17 file (exit 0)', async () => {
    const r = await obverseInProcess(['spec', 'check', '--rules', rules('MagicCompRules-20260417.txt')]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/effective 2026-04-17/);
    expect(r.out).toMatch(/no clause differs from spec\/ \(\d+ compared\)/);
  });

  it('lists the clauses of 2020-11-20 that differ, with what cites them (exit 1)', () => {
    const r = obverse(['spec', 'check', '--rules', rules('MagicCompRules-20201120.txt')]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/effective 2020-11-20/);
    expect(r.out).toMatch(
      /^changed +202\.3b +cited by: .*engine characteristics\/printed#printedManaValue.*712\/mana-value-by-face/m,
    );
    expect(r.out).toMatch(/^disappeared +712\.21e +cited by: /m);
    expect(r.out).toMatch(/^appeared +\S+ +\(not cited\)/m);
    expect(r.out).toMatch(/cited clauses changed: review what cites them/);
  });

  it('reads the 2011-09-30 file (CRLF) and gives JSON with --json', async () => {
    const r = await obverseInProcess(['spec', 'check', '--rules', rules('MagicCompRules-20110930.txt'), '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as { effective: string; changes: { id: string; kind: string; cited: boolean }[] };
    expect(json.effective).toBe('2011-09-30');
    expect(json.changes).toContainEqual(expect.objectContaining({ id: '712.15a', kind: 'disappeared', cited: true }));
  });

  it('exits 0 when only uncited clauses changed, 2 on a missing file or one that is not rules text', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'obverse-spec-'));
    const text = await readFile(join(root, rules('MagicCompRules-20260417.txt')), 'utf8');
    // 111.10a (a Treasure token) is in a watched rule (111.10) but no one cites it.
    const edited = join(dir, 'edited.txt');
    await writeFile(edited, text.replace(/^(111\.10a .*)$/m, '$1 Reworded.'));
    const uncited = await obverseInProcess(['spec', 'check', '--rules', edited]);
    expect(uncited.out).toMatch(/^changed +111\.10a +\(not cited\)/m);
    expect(uncited.code).toBe(0);
    const notRules = join(dir, 'not-rules.txt');
    await writeFile(notRules, 'hello\n');
    const bad = await obverseInProcess(['spec', 'check', '--rules', notRules]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/not a Comprehensive Rules text file/);
    expect((await obverseInProcess(['spec', 'check', '--rules', join(dir, 'nope.txt')])).code).toBe(2);
    expect((await obverseInProcess(['spec', 'check'])).code).toBe(2);
  });
});
