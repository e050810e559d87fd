/** Report files are written as a set: all or nothing, no temporary files left, stale counterexamples removed. */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { writeReportFiles } from '../../reports/write.js';

it('writes every file, then on a failing set keeps the previous files untouched', async () => {
  const dir = join(await mkdtemp(join(tmpdir(), 'obverse-write-')), 'out');
  await writeReportFiles(dir, [
    { path: 'report.json', content: 'first json' },
    { path: 'report.md', content: 'first md' },
    { path: 'counterexamples/a.json', content: 'a' },
  ]);
  expect(await readFile(join(dir, 'report.json'), 'utf8')).toBe('first json');
  // A file in the way of the scenarios folder makes the second set fail part-way.
  await writeFile(join(dir, 'scenarios'), 'in the way');
  await expect(
    writeReportFiles(dir, [
      { path: 'report.json', content: 'second json' },
      { path: 'report.md', content: 'second md' },
      { path: 'scenarios/b.json', content: 'b' },
    ]),
  ).rejects.toThrow();
  expect(await readFile(join(dir, 'report.json'), 'utf8')).toBe('first json');
  expect(await readFile(join(dir, 'report.md'), 'utf8')).toBe('first md');
  expect((await readdir(dir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
});

it('removes counterexample and scenario files the new set does not have', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-write-'));
  await mkdir(join(dir, 'counterexamples'));
  await writeFile(join(dir, 'counterexamples/old.json'), 'old');
  await writeFile(join(dir, 'counterexamples/notes.txt'), 'mine');
  await writeReportFiles(dir, [{ path: 'counterexamples/new.json', content: 'new' }]);
  expect(existsSync(join(dir, 'counterexamples/old.json'))).toBe(false);
  expect(existsSync(join(dir, 'counterexamples/notes.txt'))).toBe(true);
  expect(await readFile(join(dir, 'counterexamples/new.json'), 'utf8')).toBe('new');
});
