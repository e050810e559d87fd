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

/** A stand-in for the CLI (the lines of an ES module) in a folder of its own: the folder and the script. */
async function standIn(lines: readonly string[]): Promise<{ readonly dir: string; readonly cli: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'obverse-measure-'));
  dirs.push(dir);
  const cli = join(dir, 'cli.mjs');
  await writeFile(cli, [...lines, ''].join('\n'));
  return { dir, cli };
}

describe('checkCosts', () => {
  it('runs the first rep of each command, then the second of each, and gives each its own medians', async () => {
    // Notes the argument after `check`, in the folder it runs in.
    const { dir, cli } = await standIn([
      "import { appendFileSync } from 'node:fs';",
      "appendFileSync('order.txt', process.argv[3] + '\\n');",
    ]);
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

  it("runs the copies of a command at once, and the worst exit code is the row's", async () => {
    // Each copy notes that it started and waits for the other: copies run one after the other would never see
    // each other, and would exit 3 (the row would then reject). The first to start exits 1, the other 0.
    const { dir, cli } = await standIn([
      "import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';",
      // A check writes its report (bench/measure.ts tells a failed check's exit 1 from node's own by it).
      "const out = process.argv[process.argv.indexOf('--out') + 1];",
      "mkdirSync(out, { recursive: true }); writeFileSync(out + '/report.json', '{}');",
      "appendFileSync('started.txt', String(process.pid) + '\\n');",
      "const started = () => readFileSync('started.txt', 'utf8').trim().split('\\n');",
      'const deadline = Date.now() + 300_000;',
      'while (started().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));',
      'process.exitCode = started().length < 2 ? 3 : started()[0] === String(process.pid) ? 1 : 0;',
    ]);
    const [pair] = await checkCosts([{ main: cli, args: [], copies: 2 }], 1, dir);
    const pids = (await readFile(join(dir, 'started.txt'), 'utf8')).trim().split('\n');
    expect(new Set(pids).size).toBe(2);
    expect(pair).toMatchObject({ exitCode: 1, reps: 1 });
    expect(pair?.wallSeconds).toBeGreaterThan(0);
    expect(pair?.cpuSeconds).toBeGreaterThan(0);
  });

  it('refuses a run that exits 1 without its report: node failing to start it, not a failed check', async () => {
    // What a check run while dist/ was rebuilt gave: 0.08 s rows measured as if they were checks.
    const { dir, cli } = await standIn(["process.exitCode = 1; // no report: as 'Cannot find module' exits"]);
    await expect(checkCosts([{ main: cli, args: ['check'] }], 1, dir)).rejects.toThrow(/exit 1, no verdict/);
  });
});
