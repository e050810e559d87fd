/**
 * `npm run mutate:stitch -- --note "<which runs, with which settings>" <report.json>...` (issue 25): one report from
 * several Stryker JSON reports of parts of engine/ (a later report's file replaces an earlier one's), written where
 * `npm run mutate:doc` reads it (mutation-report/mutation.json and run.json, the note saying how it was made).
 * Each report's run (commit, wall time) is read from `<name>.run.json` beside it, or `run.json` in its folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { markReportOnDisk } from '../mark-report.js';
import { MUTATION_RUNS, MUTATION_SEEDS } from '../settings.js';
import { type StrykerReport, stitchReports } from '../stitch.js';

const fail = (message: string): never => {
  process.stderr.write(`npm run mutate:stitch: ${message}\n`);
  process.exit(2);
};
const { values, positionals } = parseArgs({ options: { note: { type: 'string' } }, allowPositionals: true });
if (positionals.length === 0)
  fail('name the Stryker JSON reports to put together (mutation-report/mutation.json, ...)');
if (values.note === undefined || values.note.trim() === '') {
  fail('say with --note which runs these are and with which settings (docs/mutation.md prints it)');
}

interface Run {
  readonly commit?: string;
  readonly wallSeconds?: number;
}
const runOf = (path: string): Run => {
  const beside = join(dirname(path), `${basename(path, '.json')}.run.json`);
  const folder = join(dirname(path), 'run.json');
  const found = [beside, folder].find(existsSync);
  return found === undefined ? {} : (JSON.parse(readFileSync(found, 'utf8')) as Run);
};
const reports = positionals.map((path) => {
  if (!existsSync(path)) fail(`no such report: ${path}`);
  let report: StrykerReport;
  try {
    report = JSON.parse(readFileSync(path, 'utf8')) as StrykerReport;
  } catch (e) {
    return fail(`${path} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (typeof report.files !== 'object' || report.files === null)
    fail(`${path} is not a Stryker JSON report (no files)`);
  return { label: path, report, run: runOf(path) };
});

const { report, sourceOf } = stitchReports(reports);
const commits = [...new Set(reports.map((r) => r.run.commit ?? 'unknown'))];
const wallSeconds = reports.reduce((s, r) => s + (r.run.wallSeconds ?? 0), 0);
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
mkdirSync('mutation-report', { recursive: true });
writeFileSync('mutation-report/mutation.json', `${JSON.stringify(report)}\n`);
markReportOnDisk('mutation-report/mutation.json');
writeFileSync(
  'mutation-report/run.json',
  `${JSON.stringify(
    {
      commit: commits.length === 1 ? commits[0] : `${head} (runs at ${commits.join(', ')})`,
      startedAt: new Date().toISOString(),
      wallSeconds,
      mutated: [...sourceOf.keys()].sort(),
      runsPerSeed: MUTATION_RUNS,
      seeds: MUTATION_SEEDS,
      note: values.note,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(
  `mutation-report/mutation.json: ${sourceOf.size} file(s) from ${reports.length} report(s), ` +
    `${Math.round(wallSeconds / 60)} min of runs\n`,
);
