/**
 * Every bad input the issue lists exits 2 with one line naming the problem, before any
 * work: no header line (printed once inputs are checked), no report written. Run in process
 * through the CLI's `main` (the exit code it returns is the process's: cli/main.ts); the
 * spawned CLI's exit 2 is test/cli/cli.test.ts's.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { obverseInProcess as obverse } from '../support/cli.js';

const root = join(import.meta.dirname, '../..');

/** Exit 2, nothing on stdout (no work began), and the message as the first of at most two lines. */
async function rejected(args: readonly string[], message: RegExp, cwd = root): Promise<void> {
  const r = await obverse(args, cwd);
  expect(r.code, `${args.join(' ')}\n${r.err}`).toBe(2);
  expect(r.out, args.join(' ')).toBe('');
  const lines = r.err.trimEnd().split('\n');
  expect(lines[0]).toMatch(message);
  expect(lines.length).toBeLessThanOrEqual(2);
  expect(r.err).not.toMatch(/\n\s+at /);
}

describe('obverse check: bad input, exit 2 before any work', { timeout: 600_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-inputs-'));
  const props = ['--properties', 'foundation/transform-keeps-identity'];

  it('seeds outside fast-check 32-bit range', async () => {
    await rejected(
      ['check', '--seed', '4294967297'],
      /--seed must be at most 4294967295 \(fast-check seeds are 32-bit\)/,
    );
    await rejected(['check', '--seed', '4294967296'], /--seed must be at most 4294967295/);
  });

  it('empty --properties, --out and --engine', async () => {
    await rejected(['check', '--properties', ''], /--properties is empty/);
    await rejected(['check', '--properties', ' , '], /--properties is empty/);
    await rejected(['check', '--out', ''], /--out is empty/);
    await rejected(['check', '--engine', ''], /--engine is empty/);
  });

  it('an --out that cannot hold a report', async () => {
    await writeFile(join(dir, 'a-file'), 'x');
    await mkdir(join(dir, 'md-folder/report.md'), { recursive: true });
    await rejected(['check', ...props, '--out', '/proc/x'], /--out \/proc\/x: \/proc is in a kernel file system/);
    await rejected(['check', ...props, '--out', '/proc/self/x/y'], /kernel file system/);
    await rejected(['check', ...props, '--out', join(dir, 'a-file')], /a-file: exists and is not a folder/);
    await rejected(
      ['check', ...props, '--out', join(dir, 'a-file/sub')],
      /a-file is a file, so no folder can be made under it/,
    );
    await rejected(['check', ...props, '--out', join(dir, 'md-folder')], /report\.md in it is a folder, not a file/);
  });

  it('--scenarios naming nothing, or a file that is no scenario', async () => {
    await rejected(
      ['check', '--scenarios', join(dir, 'nothing-here')],
      /--scenarios .*nothing-here: no such file or folder/,
    );
    await writeFile(join(dir, 'bad.json'), '{ "format": "obverse-scenario/1" ');
    await rejected(['check', '--scenarios', join(dir, 'bad.json')], /bad\.json: .*not valid JSON/);
  });

  it('--scenarios accepts a single scenario file', async () => {
    const shipped = join(root, 'scenarios/cases/foundation/transform-keeps-identity.json');
    const out = join(dir, 'one');
    const r = await obverse(['check', '--scenarios', shipped, ...props, '--jobs', '1', '--out', out]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^PASS {2}scenario foundation\/transform-keeps-identity/m);
  });

  it('a --path that leads to no failure says so', async () => {
    const r = await obverse([
      'check',
      '--properties',
      '712/transform-keeps-identity',
      '--runs',
      '2',
      '--path',
      '999',
      '--out',
      join(dir, 'path'),
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--path 999 led to no failure of 712\/transform-keeps-identity with --seed 1/);
  });
});

describe('obverse replay: bad input, exit 2', { timeout: 600_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-replay-inputs-'));

  it('names the file and the problem', async () => {
    await writeFile(join(dir, 'not-json.json'), 'nope');
    await writeFile(join(dir, 'report.json'), JSON.stringify({ format: 'obverse-report/1' }));
    await writeFile(join(dir, 'bad-shape.json'), JSON.stringify({ format: 'obverse-counterexample/1', id: 'x' }));
    await rejected(['replay'], /give the counterexample file to replay/);
    await rejected(['replay', 'a.json', 'b.json'], /give one counterexample file, got 2/);
    await rejected(['replay', join(dir, 'missing.json')], /missing\.json: no such file/);
    await rejected(['replay', dir], /is a folder; give counterexamples\/<id>\.json/);
    await rejected(['replay', join(dir, 'not-json.json')], /not-json\.json: not valid JSON/);
    await rejected(
      ['replay', join(dir, 'report.json')],
      /this is a report; replay one of the files in its counterexamples\/ folder/,
    );
    await rejected(['replay', join(dir, 'bad-shape.json')], /bad-shape\.json: the file: must have required property/);
  });

  it('an unknown property id in a well-formed file', async () => {
    const file = JSON.parse(
      await readFile(join(root, 'test/cli/fixtures/counterexample-unknown-property.json'), 'utf8'),
    ) as unknown;
    await writeFile(join(dir, 'unknown.json'), JSON.stringify(file));
    await rejected(['replay', join(dir, 'unknown.json')], /no property "no\/such-property" in this version of obverse/);
  });
});
