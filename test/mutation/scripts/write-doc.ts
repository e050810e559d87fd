/**
 * `npm run mutate:doc` (issue 25): docs/mutation.md from the last `npm run mutate` (mutation-report/mutation.json and
 * run.json): the score on engine/, per folder and per mechanic, and every survivor, each either judged equivalent
 * (test/mutation/equivalent.json, one line each with the reason) or still open.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { markReportOnDisk } from '../mark-report.js';
import { mechanicOfFile } from '../mechanic-of-file.js';
import { EDITION_PROPERTIES, EDITION_RUNS } from '../settings.js';
import {
  add,
  asReported,
  EMPTY_TALLY,
  judgedWhy,
  merge,
  type ReportFile,
  type Survivor,
  score,
  scoreCountingEquivalents,
  survivorOf,
  type Tally,
} from '../score.js';

const REPORT = 'mutation-report/mutation.json';
const RUN = 'mutation-report/run.json';
const INCREMENTAL = 'test/mutation/stryker-incremental.json';
if (!existsSync(REPORT) || !existsSync(RUN)) {
  process.stderr.write(`npm run mutate:doc: ${REPORT} or ${RUN} is missing\nRun \`npm run mutate\` first.\n`);
  process.exit(2);
}
// The judgements as they stand now (a mark the list no longer holds undone), written back so the report agrees.
const report = markReportOnDisk<{ files: Record<string, ReportFile> }>(REPORT);
const run = JSON.parse(readFileSync(RUN, 'utf8')) as {
  commit: string;
  startedAt: string;
  wallSeconds: number;
  mutated: readonly string[];
  runsPerSeed: number;
  seeds: readonly number[];
  /** Set by hand when a report was put together from several runs (say which, with which settings). */
  note?: string;
};

const byFolder = new Map<string, Tally>();
const byMechanic = new Map<string, Tally>();
let total = EMPTY_TALLY;
const survivors: { s: Survivor; why: string | undefined }[] = [];
for (const [file, f] of Object.entries(report.files).sort(([a], [b]) => (a < b ? -1 : 1))) {
  const lines = f.source.split('\n');
  const folder = file.split('/').slice(0, -1).join('/');
  for (const m of f.mutants) {
    const s = survivorOf(file, lines, asReported(m));
    if (s !== null) survivors.push({ s, why: judgedWhy(m) });
    const one = add(EMPTY_TALLY, m);
    total = merge(total, one);
    byFolder.set(folder, merge(byFolder.get(folder) ?? EMPTY_TALLY, one));
    const mech = mechanicOfFile(file);
    byMechanic.set(mech, merge(byMechanic.get(mech) ?? EMPTY_TALLY, one));
  }
}

const pct = (x: number | null): string => (x === null ? '-' : `${x.toFixed(1)}%`);
const row = (name: string, t: Tally): string =>
  `| ${name} | ${pct(score(t))} | ${pct(scoreCountingEquivalents(t))} | ${t.killed} | ${t.survived} | ` +
  `${t.noCoverage} | ${t.equivalent} |`;
const HEAD =
  '| | score | equivalents as survived | killed | survived | no coverage | judged equivalent (ignored) |\n' +
  '|---|---|---|---|---|---|---|';
/** Issue 25's targets on the score, with what it would be if every judged-equivalent mutant counted as survived. */
const TARGETS: readonly (readonly [string, number])[] = [
  ['engine/', 85],
  ['engine/actions/', 90],
  ['engine/characteristics/', 90],
];
const targetLine = ([folder, bound]: readonly [string, number]): string => {
  const t = folder === 'engine/' ? total : byFolder.get(folder.slice(0, -1));
  const s = t === undefined ? null : score(t);
  const verdict = s === null ? 'no figures' : s >= bound ? 'met' : 'not met';
  const missing = unreported.filter((f) => f.startsWith(folder)).length;
  const caveat = missing === 0 ? '' : `; ${missing} of its files have no figures yet`;
  const counting =
    t === undefined ? '' : ` (${pct(scoreCountingEquivalents(t))} if the judged-equivalent ones counted as survived)`;
  return `- ${folder}: at least ${bound}%: ${pct(s)}, ${verdict}${counting}${caveat}.`;
};
// The report holds what this run mutated and what an incremental file carried over from earlier runs.
const reported = Object.keys(report.files).sort();
const partial = !(run.mutated.length === 1 && run.mutated[0] === 'engine/');
// The files Stryker's configuration mutates (engine/**/*.ts without its `!` patterns) that the report lacks.
const config = (await import(pathToFileURL(resolve('stryker.config.mjs')).href)) as { default: { mutate: string[] } };
const leftOut = config.default.mutate.filter((m) => m.startsWith('!')).map((m) => m.slice(1));
const excluded = (f: string): boolean =>
  leftOut.some((p) => (p.endsWith('/**') ? f.startsWith(p.slice(0, -2)) : f === p));
const unreported = readdirSync('engine', { recursive: true, encoding: 'utf8' })
  .map((f) => `engine/${f.split(sep).join('/')}`)
  .filter((f) => f.endsWith('.ts') && !excluded(f) && report.files[f] === undefined)
  .sort();
const minutes = Math.round(run.wallSeconds / 60);

const out = [
  '# Mutation testing of the reference engine',
  '',
  '<!-- Written by `npm run mutate:doc` from the last `npm run mutate`; do not edit by hand. -->',
  '',
  'How strong is the suite? StrykerJS mutates `engine/` one small change at a time (a condition negated, a',
  'branch emptied, a constant changed) and runs the suite judging the reference engine against each mutant: every',
  'property (differential left out: under mutation it compares the engine with itself) at fixed seeds and run',
  'counts, and every shipped scenario (`vitest.mutate.config.ts`, `test/mutation/`). A mutant is killed when any of',
  'them fails. Score = killed / (killed + survived), a timed-out mutant counting as killed and a mutant no test',
  'reaches as survived. A survivor judged equivalent (no difference an engine could show through the adapter',
  'contract, each with its reason in `test/mutation/equivalent.json`) is no mutant the suite could kill: the JSON',
  "report marks it Ignored, Stryker's own status for a mutant left out of the score (what a `// Stryker disable`",
  'comment does), its status reason saying why, so the score leaves it out; the tables also give the score as it',
  'would be if each counted as survived. `npm run mutate` runs it',
  '(`npm run mutate -- engine/actions/transform.ts` for one file or folder), `npm run mutate:doc` writes this page;',
  'the HTML report stays in `mutation-report/` (not in git).',
  '`npm run mutate:stitch -- --note "..." a.json b.json` puts the reports of runs over parts of engine/ together',
  "(a later run of a file replaces an earlier one's) when the whole folder was not mutated in one run.",
  '',
  `- Commit: ${run.commit}; run started ${run.startedAt}; wall time ${minutes} min on this project's 2-core machine.`,
  `- Settings: ${run.runsPerSeed} games per property and seed, seeds ${run.seeds.join(', ')}, and the`,
  `  edition-dependent properties (${EDITION_PROPERTIES.join(', ')}) under each older edition at ${EDITION_RUNS}`,
  `  games; per-test coverage; incremental (${
    partial ? 'mutation-report/stryker-incremental-part.json, as for any run over part of engine/' : INCREMENTAL
  }).`,
  partial
    ? `- **Partial run**: ${run.mutated.length} file(s) or folder(s) mutated; the report carries ${reported.length} ` +
      `file(s) of engine/ (with earlier runs of the same incremental file). ${
        unreported.length === 0
          ? 'Every file of engine/ that is mutated has figures here.'
          : `No figures yet for ${unreported.length} file(s): ${unreported.join(', ')}.`
      }`
    : '- Whole of engine/ mutated.',
  ...(run.note === undefined ? [] : [`- Note: ${run.note}`]),
  '',
  '## What a mutant costs',
  '',
  'Stryker keeps one vitest per worker (2 workers) and runs, for each mutant, only the tests that reached it',
  "(per-test coverage), stopping at the first failure (bail). Most of a killed mutant's time is the fresh",
  'thread vitest starts for it, which imports the engine and the test file; so the settings make that start',
  'small and the first failure early:',
  '',
  '- the scenarios run first (a sequencer in `vitest.mutate.config.ts`): they take under a second together and',
  '  kill most mutants, so such a mutant never imports the properties;',
  '- the scenarios are read and validated once per worker (`test/mutation/load-scenarios-once.ts`), not once',
  '  per mutant (that was 6 s of each run on the shared machine);',
  '- every property runs at the first seed before any runs at the second, and a failing property is not',
  '  shrunk (the first failing game kills the mutant; its index is in the report as `game N of M`);',
  '- survivors are the dear ones: each runs every test that reached it, so the games per property and seed',
  '  (`OBVERSE_MUTATE_RUNS`) set the price of a full run. The default is 10: on engine/actions/transform.ts 25',
  '  games killed the same 171 mutants as 10 (166 by scenarios, 5 by the edition runs, which always play 25), and',
  '  in engine/characteristics/ no mutant was killed by a property at the default edition at all.',
  '',
  'Measured on this 2-core machine at concurrency 2 and 10 games (issue 25): 14 files of engine/actions/, 1,422',
  'mutants, 55 min with eight other jobs sharing the cores (26 mutants a minute); engine/priority/',
  'state-based-actions.ts, actions/guards.ts and actions/transform.ts, 692 mutants, 11 min 13 s beside two lighter',
  'jobs (62 a minute). The whole of engine/ in one run (5,534 mutants, 5653534) took 62 min 26 s at concurrency 2,',
  'its first 20 minutes beside the benchmark and a CI run; the reruns that',
  'matter day to day are minutes: the 177 mutants on the lines still open took 2 min 26 s',
  "(`npm run mutate -- 'engine/x.ts:40-52'`).",
  'Earlier, on a saturated machine (load 11-24): 2.6 to 6.9 s a mutant, 3 to 8 hours for the whole of engine/.',
  '',
  '## Score',
  '',
  HEAD,
  row('engine/ (all mutated files)', total),
  '',
  "Issue 25's targets:",
  '',
  ...TARGETS.map(targetLine),
  '',
  '## By folder',
  '',
  HEAD,
  ...[...byFolder].map(([k, t]) => row(`${k}/`, t)),
  '',
  '## By mechanic',
  '',
  HEAD,
  ...[...byMechanic].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, t]) => row(k, t)),
  '',
  '## Survivors',
  '',
  'Each is either still open (a rule the suite does not check yet, or code the generated games never reach) or',
  'judged equivalent: no difference an engine could show through the adapter contract. The judgements, one line',
  'each with the reason, are `test/mutation/equivalent.json` (in the repository).',
  '',
  survivors.length === 0 ? 'None.' : '| file:line | mutator | replacement | original | verdict |',
  ...(survivors.length === 0 ? [] : ['|---|---|---|---|---|']),
  ...survivors.map(({ s, why }) => {
    const cell = (x: string): string => `\`${x.replace(/\|/g, '\\|').replace(/`/g, "'").slice(0, 80)}\``;
    const verdict = why !== undefined ? `equivalent: ${why}` : s.noCoverage ? 'open (no test reaches it)' : 'open';
    return `| ${s.file}:${s.line} | ${s.mutator} | ${cell(s.replacement)} | ${cell(s.original)} | ${verdict} |`;
  }),
  '',
];
writeFileSync('docs/mutation.md', out.join('\n'));
const mutantCount = total.killed + total.survived + total.noCoverage + total.equivalent;
process.stdout.write(
  `docs/mutation.md: ${pct(score(total))} (${pct(scoreCountingEquivalents(total))} counting the ${total.equivalent} ` +
    `judged equivalent as survived) over ${mutantCount} mutants\n`,
);
