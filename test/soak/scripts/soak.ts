/**
 * `npm run soak [-- --seeds 1..20 --runs 1000 --jobs 2 --out soak-report]`: check the reference engine
 * with every property over many seeds (issue 23: one seed of 10,000 runs missed a false blame that seed 42
 * of 300 found), one `obverse check` per seed in its own process (its report in `<out>/seed-<n>/`),
 * then write `<out>/soak-summary.json` and `soak-summary.md`: seeds, games, CPU time, and each failure with
 * its replay command (`--cli` runs another build, e.g. a copy of dist/ kept while you rebuild).
 * Scenarios are left out (they are the same on every seed). Exit 0 when nothing
 * failed, 1 otherwise, 2 on bad options. Needs `npm run build` first (it runs dist/). Long: run it niced,
 * in the background.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { discoverProperties } from '../../../properties/registry.js';
import { parseSeeds, renderSummary, type SeedReport, type SeedRun, summarize } from '../summary.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const usage =
  'usage: npm run soak -- [--seeds 1..20] [--runs 1000] [--jobs N] [--out soak-report] [--properties list] ' +
  '[--cli dist/cli/main.js]';

function fail(message: string): never {
  process.stderr.write(`soak: ${message}\n${usage}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1..20' },
    runs: { type: 'string', default: '1000' },
    jobs: { type: 'string' },
    out: { type: 'string', default: 'soak-report' },
    properties: { type: 'string' },
    cli: { type: 'string' },
  },
});
const seeds =
  parseSeeds(values.seeds) ?? fail(`--seeds must be N or A..B (at most 10000 seeds), got "${values.seeds}"`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a positive integer, got "${values.runs}"`);
if (values.jobs !== undefined && !/^[1-9]\d*$/.test(values.jobs))
  fail(`--jobs must be a positive integer, got "${values.jobs}"`);
const mainJs = values.cli === undefined ? join(ROOT, 'dist/cli/main.js') : resolve(values.cli);
if (!existsSync(mainJs)) fail(`${mainJs} does not exist: run npm run build first`);
const out = resolve(values.out);
mkdirSync(out, { recursive: true });
const noScenarios = join(out, 'no-scenarios');
mkdirSync(noScenarios, { recursive: true });
const properties = values.properties ?? (await discoverProperties()).map((p) => p.id).join(',');

/** One seed's check in a child process that reports its own CPU time (worker threads included). */
function runSeed(seed: number): Promise<SeedRun> {
  const dir = `seed-${seed}`;
  const args = ['check', '--seed', String(seed), '--runs', String(runs), '--out', join(out, dir)];
  // Scenarios are the same on every seed: an empty folder keeps them out (and a scenario being edited meanwhile).
  args.push('--scenarios', noScenarios);
  args.push('--properties', properties, ...(values.jobs === undefined ? [] : ['--jobs', values.jobs]));
  const cpuFile = join(out, dir, 'cpu.json');
  const code = [
    `const { main } = await import(${JSON.stringify(pathToFileURL(mainJs).href)});`,
    `const code = await main(${JSON.stringify(args)});`,
    `const u = process.cpuUsage();`,
    `const cpu = JSON.stringify({ cpuMs: (u.user + u.system) / 1000 });`,
    `(await import('node:fs')).writeFileSync(${JSON.stringify(cpuFile)}, cpu);`,
    'process.exit(code);',
  ].join('\n');
  mkdirSync(join(out, dir), { recursive: true });
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (exit) => {
      const read = <T>(file: string): T | null => {
        try {
          return JSON.parse(readFileSync(file, 'utf8')) as T;
        } catch {
          return null;
        }
      };
      done({
        seed,
        exitCode: exit ?? -1,
        cpuMs: read<{ cpuMs: number }>(cpuFile)?.cpuMs ?? null,
        wallMs: Date.now() - started,
        out: dir,
        report: read<SeedReport>(join(out, dir, 'report.json')),
      });
    });
  });
}

const done: SeedRun[] = [];
for (const seed of seeds) done.push(await runSeed(seed));
const summary = summarize(done, runs);
writeFileSync(join(out, 'soak-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
const md = renderSummary(summary);
writeFileSync(join(out, 'soak-summary.md'), md);
process.stdout.write(`\n${md}\nsummary: ${join(out, 'soak-summary.md')}\n`);
process.exitCode = summary.failures.length === 0 && summary.brokenSeeds.length === 0 ? 0 : 1;
