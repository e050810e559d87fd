/**
 * An invalid scenario file is bad input (exit 2) whichever way the check reaches it: given with `--scenarios`, or one
 * of the package's own scenarios (`scenarios/cases`) that `--properties` selects or a whole run loads. Both say which
 * file, which field and what is wrong, and what to do; neither is an internal error with a stack trace. The shipped
 * case runs the built CLI from a stand-in package (a copy of dist/, the rest linked) whose scenario folder holds a
 * broken copy of a shipped scenario: no mock, as test files share their modules (vitest.config.ts). The user's file
 * needs no stand-in: through the CLI's main, in process.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIN, obverseInProcess, ROOT, runNode } from '../support/cli.js';

const source = 'scenarios/cases/rules/704.5k-a-world-leaving-for-another-reason-still-counts.json';
const ID = 'rules/704.5k-a-world-leaving-for-another-reason-still-counts';

/** The shipped scenario with its one step's action kind misspelt. */
function broken(): string {
  const s = JSON.parse(readFileSync(join(ROOT, source), 'utf8')) as { steps: { do: { kind: string } }[] };
  (s.steps[0] as { do: { kind: string } }).do.kind = 'put-onto-battlefeld';
  return JSON.stringify(s, null, 2);
}

const pkg = mkdtempSync(join(tmpdir(), 'obverse-package-'));
const user = mkdtempSync(join(tmpdir(), 'obverse-user-'));
const standIn = join(pkg, 'dist/cli/main.js');

beforeAll(() => {
  if (!existsSync(MAIN)) spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'ignore' });
  expect(existsSync(MAIN), 'npm run build first').toBe(true);
  // dist/ is copied: linked, Node would resolve it back to the real package and its scenarios.
  cpSync(join(ROOT, 'dist'), join(pkg, 'dist'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  for (const shared of ['catalog', 'docs', 'protocol', 'node_modules'])
    symlinkSync(join(ROOT, shared), join(pkg, shared));
  mkdirSync(join(pkg, 'scenarios/cases/rules'), { recursive: true });
  cpSync(join(ROOT, 'scenarios/schema.json'), join(pkg, 'scenarios/schema.json'));
  writeFileSync(join(pkg, 'scenarios/cases/rules/broken.json'), broken());
  writeFileSync(join(user, 'broken.json'), broken());
});

/** The stand-in package's CLI, run in the user's folder. */
const obverse = (args: readonly string[]) => runNode([standIn, ...args], user);

const what =
  /steps\[0\]\.do\.kind: unknown action kind "put-onto-battlefeld"\. Fix: use one of: .*put-onto-battlefield/;

function expectClear(r: { code: number | null; err: string }, file: RegExp): void {
  expect(r.code, r.err).toBe(2);
  expect(r.err).toMatch(file);
  expect(r.err).toMatch(what);
  expect(r.err).not.toMatch(/internal error/);
  expect(r.err).not.toMatch(/^\s+at /m);
}

describe('an invalid scenario file', () => {
  it('shipped, selected with --properties: exit 2, the file, the field, the fix and how to restore it', async () => {
    const r = await obverse(['check', '--properties', ID, '--out', join(user, 'out')]);
    expectClear(r, /rules\/broken\.json: /);
    expect(r.err).toMatch(/ships with obverse .*restore it/s);
  });

  it('shipped, loaded by a whole run (no --properties): the same', async () => {
    const r = await obverse(['check', '--out', join(user, 'out')]);
    expectClear(r, /rules\/broken\.json: /);
    expect(r.err).toMatch(/ships with obverse/);
  });

  it('shipped, read by obverse rules: the same', async () => {
    const r = await obverse(['rules']);
    expectClear(r, /rules\/broken\.json: /);
    expect(r.err).toMatch(/ships with obverse/);
  });

  it('shipped, read by a command with no scenario option (editions diff): exit 2, not an internal error', async () => {
    const r = await obverse(['editions', 'diff', '2020-11-20', '2026-04-17', '--runs', '1']);
    expectClear(r, /rules\/broken\.json: /);
    expect(r.err).toMatch(/ships with obverse/);
  });

  it('given with --scenarios: exit 2, the file, the field and the fix (a file of the user)', async () => {
    const r = await obverseInProcess(['check', '--scenarios', 'broken.json', '--out', join(user, 'out')], user);
    expectClear(r, /^obverse: broken\.json: /m);
    expect(r.err).not.toMatch(/ships with obverse/);
  });
});
