/**
 * Every bad input the issue lists exits 2 with one line naming the problem, before any
 * work: no header line (printed once inputs are checked), no report written.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const main = join(root, 'dist/cli/main.js');

beforeAll(() => {
  if (!existsSync(main)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
});

function obverse(args: readonly string[], cwd = root) {
  const r = spawnSync(process.execPath, [main, ...args], { cwd, encoding: 'utf8', timeout: 300_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Exit 2, nothing on stdout (no work began), and the message as the first of at most two lines. */
function rejected(args: readonly string[], message: RegExp, cwd = root): void {
  const r = obverse(args, cwd);
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

  it('seeds outside fast-check 32-bit range', () => {
    rejected(['check', '--seed', '4294967297'], /--seed must be at most 4294967295 \(fast-check seeds are 32-bit\)/);
    rejected(['check', '--seed', '4294967296'], /--seed must be at most 4294967295/);
  });

  it('empty --properties, --out and --engine', () => {
    rejected(['check', '--properties', ''], /--properties is empty/);
    rejected(['check', '--properties', ' , '], /--properties is empty/);
    rejected(['check', '--out', ''], /--out is empty/);
    rejected(['check', '--engine', ''], /--engine is empty/);
  });

  it('an --out that cannot hold a report', async () => {
    await writeFile(join(dir, 'a-file'), 'x');
    await mkdir(join(dir, 'md-folder/report.md'), { recursive: true });
    rejected(['check', ...props, '--out', '/proc/x'], /--out \/proc\/x: \/proc is in a kernel file system/);
    rejected(['check', ...props, '--out', '/proc/self/x/y'], /kernel file system/);
    rejected(['check', ...props, '--out', join(dir, 'a-file')], /a-file: exists and is not a folder/);
    rejected(
      ['check', ...props, '--out', join(dir, 'a-file/sub')],
      /a-file is a file, so no folder can be made under it/,
    );
    rejected(['check', ...props, '--out', join(dir, 'md-folder')], /report\.md in it is a folder, not a file/);
  });

  it('--scenarios naming nothing, or a file that is no scenario', async () => {
    rejected(['check', '--scenarios', join(dir, 'nothing-here')], /--scenarios .*nothing-here: no such file or folder/);
    await writeFile(join(dir, 'bad.json'), '{ "format": "obverse-scenario/1" ');
    rejected(['check', '--scenarios', join(dir, 'bad.json')], /bad\.json: .*not valid JSON/);
  });

  it('--scenarios accepts a single scenario file', () => {
    const shipped = join(root, 'scenarios/cases/foundation/transform-keeps-identity.json');
    const out = join(dir, 'one');
    const r = obverse(['check', '--scenarios', shipped, ...props, '--out', out]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^PASS {2}scenario foundation\/transform-keeps-identity/m);
  });

  it('a --path that leads to no failure says so', () => {
    const r = obverse([
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
    rejected(['replay'], /give the counterexample file to replay/);
    rejected(['replay', 'a.json', 'b.json'], /give one counterexample file, got 2/);
    rejected(['replay', join(dir, 'missing.json')], /missing\.json: no such file/);
    rejected(['replay', dir], /is a folder; give counterexamples\/<id>\.json/);
    rejected(['replay', join(dir, 'not-json.json')], /not-json\.json: not valid JSON/);
    rejected(
      ['replay', join(dir, 'report.json')],
      /this is a report; replay one of the files in its counterexamples\/ folder/,
    );
    rejected(['replay', join(dir, 'bad-shape.json')], /bad-shape\.json: the file: must have required property/);
  });

  it('an unknown property id in a well-formed file', async () => {
    const file = JSON.parse(
      await readFile(join(root, 'test/cli/fixtures/counterexample-unknown-property.json'), 'utf8'),
    ) as unknown;
    await writeFile(join(dir, 'unknown.json'), JSON.stringify(file));
    rejected(['replay', join(dir, 'unknown.json')], /no property "no\/such-property" in this version of obverse/);
  });
});
