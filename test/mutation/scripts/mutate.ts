/**
 * `npm run mutate [-- <file or folder>...]` (issue 25): Stryker over engine/, or only the files and folders named
 * (a folder means every .ts file under it); other arguments go to Stryker as they are (`--concurrency 1`, say).
 * Beside Stryker's JSON report it writes mutation-report/run.json (commit, start, wall time, what was mutated),
 * which `npm run mutate:doc` reads with it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { markReportOnDisk } from '../mark-report.js';
import { add, EMPTY_TALLY, score } from '../score.js';
import { MUTATION_RUNS, MUTATION_SEEDS } from '../settings.js';

const REPORT = 'mutation-report/mutation.json';

const args = process.argv.slice(2);
/** A path to mutate, as opposed to a Stryker option or its value (`--concurrency 1`). */
const isTarget = (a: string): boolean => !a.startsWith('-') && (a.includes('/') || a.endsWith('.ts') || a === 'engine');
const targets = args.filter(isTarget);
const passed = args.filter((a) => !isTarget(a));

const globs: string[] = [];
for (const t of targets) {
  // A file may carry Stryker's line range (`engine/x.ts:20-60`): only the mutants on those lines are run.
  const [file = '', range] = t.split(':', 2);
  const path = file.replace(/\/+$/, '');
  if (!existsSync(path)) {
    process.stderr.write(`npm run mutate: no such file or folder: ${t}\nName a file or folder under engine/.\n`);
    process.exit(2);
  }
  if (path !== 'engine' && !path.startsWith('engine/')) {
    process.stderr.write(`npm run mutate: ${t} is outside engine/\nMutation testing covers the reference engine.\n`);
    process.exit(2);
  }
  globs.push(statSync(path).isDirectory() ? `${path}/**/*.ts` : range === undefined ? path : `${path}:${range}`);
}

const require = createRequire(import.meta.url);
// The package exports no bin path: find it beside its package.json.
const stryker = join(dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin', 'stryker.js');
// A run over part of engine/ keeps its own incremental file: Stryker writes back only the files it ran, and the
// kept file (test/mutation/stryker-incremental.json) must stay whole for the next full run.
// Stryker's --mutate replaces the config's list, so the files the config leaves out (its `!` patterns) stay out.
const config = (await import(pathToFileURL(resolve('stryker.config.mjs')).href)) as { default: { mutate: string[] } };
const leftOut = config.default.mutate.filter((m) => m.startsWith('!'));
const mutate =
  globs.length > 0
    ? [
        '--mutate',
        [...globs, ...leftOut].join(','),
        '--incrementalFile',
        'mutation-report/stryker-incremental-part.json',
      ]
    : [];

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const started = new Date();
const r = spawnSync(process.execPath, [stryker, 'run', ...mutate, ...passed], { stdio: 'inherit' });
mkdirSync('mutation-report', { recursive: true });
// Stryker's score counts every survivor; the report is marked with the judgements so its statuses give ours.
if (existsSync(REPORT)) {
  const { files } = markReportOnDisk(REPORT);
  const t = Object.values(files)
    .flatMap((f) => f.mutants)
    .reduce(add, EMPTY_TALLY);
  const s = score(t);
  process.stdout.write(
    `Score leaving out the ${t.equivalent} mutant(s) judged equivalent (test/mutation/equivalent.json): ` +
      `${s === null ? '-' : `${s.toFixed(2)}%`} (killed ${t.killed}, survived ${t.survived}, ` +
      `no coverage ${t.noCoverage}); ` +
      `${REPORT} marks them Ignored. \`npm run mutate:doc\` writes docs/mutation.md.\n`,
  );
}
writeFileSync(
  'mutation-report/run.json',
  `${JSON.stringify(
    {
      commit,
      startedAt: started.toISOString(),
      wallSeconds: Math.round((Date.now() - started.getTime()) / 1000),
      mutated: globs.length > 0 ? globs : ['engine/'],
      runsPerSeed: MUTATION_RUNS,
      seeds: MUTATION_SEEDS,
      exitCode: r.status,
    },
    null,
    2,
  )}\n`,
);
process.exit(r.status ?? 1);
