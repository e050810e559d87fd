/**
 * `--jobs N` beyond an in-process module (the end-to-end tier, `npm run test:e2e`): workers that each
 * start their own `--engine-cmd` process, and workers started from the TypeScript sources through tsx.
 * The identity of `--jobs 2` and `--jobs 1` on a module is test/cli/jobs.test.ts's, in `npm test`.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MAIN as main, obverse, ROOT as root, runNode as run, timeless } from '../support/cli.js';

it('--jobs 2 with --engine-cmd: every worker starts its own engine process', async () => {
  const tmp = await mkdtemp(join(tmpdir(), 'obverse-jobs-cmd-'));
  const selection = ['--properties', '712/transform-keeps-identity,708/face-down-no-name,rules/712.5e*'];
  const common = ['check', ...selection, '--runs', '5', '--seed', '3'];
  const cmd = await obverse([
    ...common,
    '--engine-cmd',
    `"${process.execPath}" "${main}" engine --stdio`,
    '--jobs',
    '2',
    '--out',
    join(tmp, 'cmd'),
  ]);
  const here = await obverse([...common, '--jobs', '1', '--out', join(tmp, 'here')]);
  expect(cmd.code, cmd.err).toBe(0);
  expect(here.code, here.err).toBe(0);
  const a = (await timeless(join(tmp, 'cmd'))) as { properties: unknown; summary: unknown };
  const b = (await timeless(join(tmp, 'here'))) as { properties: unknown; summary: unknown };
  expect(a.summary).toEqual(b.summary);
  expect(a.properties).toEqual(b.properties);
});

it('--jobs 2 works when the CLI runs from the TypeScript sources through tsx', async () => {
  // The workers' entries are then .ts files (isolation/start-worker.ts registers tsx in each worker).
  const tmp = await mkdtemp(join(tmpdir(), 'obverse-jobs-tsx-'));
  const source = join(root, 'cli/main.ts');
  const mutant = join(root, 'examples/mutants/transform-makes-new-object.ts');
  const args = ['--import', 'tsx', source, 'check', '--engine', mutant, '--jobs', '2', '--runs', '4', '--out', tmp];
  args.push('--max-shrinks', '5');
  const r = await run([...args, '--properties', '712/transform-keeps-identity,rules/712.5e*']);
  expect(r.err).not.toMatch(/Unknown file extension/);
  expect(r.code, r.err).toBe(1);
  expect(r.out).toMatch(/^FAIL {2}property 712\/transform-keeps-identity /m);
  expect(r.out).toMatch(/^(PASS|FAIL) {2}scenario rules\/712\.5e/m);
});
