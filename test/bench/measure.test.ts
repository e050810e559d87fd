/** The benchmark's repetitions of compared rows take turns (bench/measure.ts, checkCosts). */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCosts } from '../../bench/measure.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('checkCosts', () => {
  it('runs the first rep of each command, then the second of each, and gives each its own medians', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'obverse-measure-'));
    dirs.push(dir);
    // A stand-in for the CLI: notes the argument after `check`, in the folder it runs in.
    const cli = join(dir, 'cli.mjs');
    await writeFile(
      cli,
      "import { appendFileSync } from 'node:fs';\nappendFileSync('order.txt', process.argv[3] + '\\n');\n",
    );
    const costs = await checkCosts(
      [
        { main: cli, args: ['A'] },
        { main: cli, args: ['B'] },
      ],
      3,
      dir,
    );
    expect((await readFile(join(dir, 'order.txt'), 'utf8')).trim().split('\n')).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
    expect(costs).toHaveLength(2);
    for (const c of costs) {
      expect(c.reps).toBe(3);
      expect(c.exitCode).toBe(0);
      expect(c.wallSeconds).toBeGreaterThan(0);
    }
  });
});
