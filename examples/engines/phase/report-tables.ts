/**
 * The tables of docs/engines/phase-results.md, built from the report.json files of `obverse check` runs on phase.rs
 * (issue 38: every count on that page comes from a run, not from memory), so the page is rebuilt after any change:
 *
 *   npx tsx examples/engines/phase/report-tables.ts <report dir or report.json>... > docs/engines/phase-results.md
 *
 * Per seed: checks run (judged something), not supported and not reached, statuses, whether the expectations gate
 * passed (exit 0), wall time. Per check that failed at any seed: its status at each seed and whether phase.rs alone
 * confirmed it (its engine-side reproduction exited 1). Then the share of generated games discarded as unsupported,
 * and why, over every run given.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PropertyResult } from '../../../results/result.js';

/** The fields of report.json (reports/report.ts, `obverse-report/1`) the tables read. */
interface Report {
  readonly engine: { readonly name: string; readonly version: string };
  readonly edition: string;
  readonly seed: number;
  readonly runs: number;
  readonly durationMs: number;
  readonly properties: readonly PropertyResult[];
  readonly expectations?: { readonly file: string; readonly unexpected: readonly string[] };
  readonly interrupted?: boolean;
  readonly engineBroken?: unknown;
}

function load(path: string): Report {
  const file = statSync(path).isDirectory() ? join(path, 'report.json') : path;
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

const FAILED: readonly string[] = ['failed', 'expected-failure', 'error', 'unexpected-pass'];

/** `<n> passed` cells, in one order for every table. */
function count(r: Report, status: PropertyResult['status']): number {
  return r.properties.filter((p) => p.status === status).length;
}

/** Exit 0 means: with the expectations file, nothing unexpected (and no error nor interruption). */
function exitCode(r: Report): number {
  const unexpected = r.expectations?.unexpected.length ?? count(r, 'failed') + count(r, 'error');
  return unexpected > 0 || r.interrupted === true || r.engineBroken !== undefined ? 1 : 0;
}

function summary(reports: readonly Report[]): string[] {
  const rows = reports.map((r) => {
    // Run: judged something; a not-reached check played games but none reached what it checks.
    const ran = r.properties.length - count(r, 'not-supported') - count(r, 'not-reached');
    const cells = [r.seed, r.properties.length, ran, count(r, 'not-supported'), count(r, 'not-reached')];
    cells.push(count(r, 'passed'), count(r, 'expected-failure'), count(r, 'failed'), count(r, 'error'));
    cells.push(count(r, 'unexpected-pass'));
    return `| ${[...cells, exitCode(r), `${Math.round(r.durationMs / 60000)} min`].join(' | ')} |`;
  });
  return [
    '| seed | checks | run | not supported | not reached | passed | expected failures | failed | errors | ' +
      'unexpected passes | exit | wall |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ];
}

function cell(p: PropertyResult | undefined): string {
  if (p === undefined) return '—';
  const run = p.counterexample?.engineReproductionRun;
  const confirmed = run === undefined ? '' : run.reproduces ? ', confirmed' : ', **unconfirmed**';
  return FAILED.includes(p.status) ? `**${p.status}**${confirmed}` : p.status;
}

function failures(reports: readonly Report[]): string[] {
  const ids = [
    ...new Set(reports.flatMap((r) => r.properties.filter((p) => FAILED.includes(p.status)).map((p) => p.id))),
  ];
  const rows = ids.sort().map((id) => {
    const cells = reports.map((r) => cell(r.properties.find((p) => p.id === id)));
    return `| \`${id}\` | ${cells.join(' | ')} |`;
  });
  return [
    `| check | ${reports.map((r) => `seed ${r.seed}`).join(' | ')} |`,
    `| --- | ${reports.map(() => '---').join(' | ')} |`,
    ...rows,
  ];
}

/** A discard reason without its ids and numbers, so that one reason is one row. */
function reasonOf(text: string): string {
  return text
    .replace(/\bo\d+\.\d+\b/g, 'oN')
    .replace(/\bc\d+\b/g, 'cN')
    .replace(/(?<=\s|^)'[^']*'(?=[\s),:;.]|$)/g, "'…'")
    .replace(/\{"object_id": \d+\}/g, '{…}')
    .replace(/\d+/g, 'N')
    .slice(0, 140);
}

/** Generated games of the checks that ran, those discarded as unsupported, and why (reasons folded). */
function tally(reports: readonly Report[]) {
  let runs = 0;
  let discarded = 0;
  const reasons = new Map<string, number>();
  for (const r of reports)
    for (const p of r.properties) {
      if (p.status === 'not-supported' || p.kind === 'scenario') continue;
      runs += p.runs;
      discarded += p.discarded?.runs ?? 0;
      for (const [why, n] of Object.entries(p.discarded?.reasons ?? {}))
        reasons.set(reasonOf(why), (reasons.get(reasonOf(why)) ?? 0) + n);
    }
  return { runs, discarded, reasons };
}

function discards(reports: readonly Report[]): string[] {
  const { runs, discarded, reasons } = tally(reports);
  const share = (n: number, of = runs) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
  // Issue 38's measure: seeds 1 to 5.
  const first = tally(reports.filter((r) => r.seed >= 1 && r.seed <= 5));
  const seeds = reports.filter((r) => r.seed >= 1 && r.seed <= 5).map((r) => r.seed);
  const top = [...reasons.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  return [
    ...(seeds.length === 0
      ? []
      : [
          `Seeds ${seeds.join(', ')}: ${first.runs} generated games in the checks that ran, ${first.discarded} ` +
            `discarded as unsupported (${share(first.discarded, first.runs)}).`,
          '',
        ]),
    `Generated games of the checks that ran (seeds ${reports.map((r) => r.seed).join(', ')}): ${runs}; discarded as ` +
      `unsupported: ${discarded} (${share(discarded)}). The ${top.length} largest reasons (ids and numbers folded; a ` +
      'game is counted once, under the first thing in it the adapter answered unsupported):',
    '',
    '| games | share | reason |',
    '| ---: | ---: | --- |',
    ...top.map(([why, n]) => `| ${n} | ${share(n)} | ${why.replace(/\|/g, '\\|')} |`),
  ];
}

const paths = process.argv.slice(2);
if (paths.length === 0) {
  process.stderr.write('usage: npx tsx examples/engines/phase/report-tables.ts <report dir or report.json>...\n');
  process.exit(2);
}
const reports = paths.map(load).sort((a, b) => a.seed - b.seed);
const engine = reports[0]?.engine;
process.stdout.write(
  [
    '# phase.rs: results by seed',
    '',
    '<!-- generated by examples/engines/phase/report-tables.ts from report.json files: do not edit, run it again -->',
    '',
    `Engine: ${engine?.name} ${engine?.version}; rules ${reports[0]?.edition}; ` +
      `${reports[0]?.runs} runs per property; expectations: ${reports[0]?.expectations?.file ?? 'none'}.`,
    '',
    '## Per seed',
    '',
    ...summary(reports),
    '',
    '## Failures (confirmed: phase.rs alone shows the deviation, its engine-side reproduction exits 1)',
    '',
    ...failures(reports),
    '',
    '## Discarded games',
    '',
    ...discards(reports),
    '',
  ].join('\n'),
);
