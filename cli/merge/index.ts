/**
 * `obverse merge <dirs...> [--out <dir>]`: joins the reports of the shards of one run
 * (`obverse check --shard k/n`) into the report the whole run would have written: results in
 * the run's order, counts, clauses and expectations recomputed, every renderer's file (JSON,
 * Markdown, HTML, JUnit), the counterexample and scenario files, and one verdict (exit code).
 */
import { join, resolve } from 'node:path';
import { allExpected, buildReport, UNEXPECTED } from '../../reports/build.js';
import { writeReport } from '../../reports/render.js';
import type { PropertyResult } from '../../reports/report.js';
import type { ReportFile } from '../../reports/write.js';
import { githubOutput } from '../check/github.js';
import { checkOutWritable } from '../check/out.js';
import { otherFailureLines, resultLine, summaryLine } from '../check/output.js';
import { shellWord } from '../check/shell.js';
import { brokenLine } from '../../suite/broken-engine.js';
import { EXIT, UsageError } from '../errors.js';
import type { Io } from '../io.js';
import type { MergeOptions } from './options.js';
import { readShards } from './read.js';

/** `npx obverse replay <path> …`: the path word of a shard's replay command, as written by the check. */
const REPLAY_PATH = /^(npx obverse replay )((?:'(?:[^']|'\\'')*'|[^\s'])+)/;

/** A replay command pointing at the merged folder's copy of the counterexample file. */
function replayIn(out: string, replay: string, file: string): string {
  return replay.replace(REPLAY_PATH, (_, head: string) => `${head}${shellWord(join(out, file))}`);
}

/** A counterexample whose replay command points into the merged folder (unchanged when it has no file). */
function rehomedCe<T extends PropertyResult['counterexample']>(ce: T, out: string): T {
  const file = ce?.files?.counterexample;
  return ce === undefined || file === undefined ? ce : { ...ce, replay: replayIn(out, ce.replay, file) };
}

function rehomed(result: PropertyResult, out: string): PropertyResult {
  const ce = rehomedCe(result.counterexample, out);
  // Each further failure's too (issue 39).
  const others = result.otherFailures?.map((f) => ({ ...f, counterexample: rehomedCe(f.counterexample, out) }));
  return {
    ...result,
    ...(ce === undefined ? {} : { counterexample: ce }),
    ...(others === undefined ? {} : { otherFailures: others }),
  };
}

/** A shard's counterexample file with its replay command pointing into the merged folder. */
function rehomedFile(file: ReportFile, out: string): ReportFile {
  if (!file.path.startsWith('counterexamples/')) return file;
  const parsed = JSON.parse(file.content) as { counterexample?: { replay?: string } };
  const replay = parsed.counterexample?.replay;
  if (parsed.counterexample === undefined || replay === undefined) return file;
  parsed.counterexample.replay = replayIn(out, replay, file.path);
  return { path: file.path, content: `${JSON.stringify(parsed, null, 2)}\n` };
}

/** Merge the shard folders into `options.out`; returns the exit code (0, 1; 2 for bad input). */
export async function runMerge(options: MergeOptions, io: Io): Promise<number> {
  const outDir = resolve(io.cwd, options.out);
  checkOutWritable(outDir, options.out, 'merge');
  const shards = await readShards(options.dirs, io.cwd);
  const first = shards[0];
  if (first === undefined) throw new UsageError('no shard folders given', 'merge');
  const plan = first.report.shard.plan;
  const place = new Map(plan.map((id, i) => [id, i]));
  const seen = new Map<string, string>();
  for (const s of shards) {
    for (const r of s.report.properties) {
      if (!place.has(r.id)) throw new UsageError(`${s.dir}: ${r.id} is not in the run's plan`, 'merge');
      const earlier = seen.get(r.id);
      if (earlier !== undefined) throw new UsageError(`${r.id} is in both ${earlier} and ${s.dir}`, 'merge');
      seen.set(r.id, s.dir);
    }
  }
  const results = shards
    .flatMap((s) => s.report.properties)
    .sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0))
    .map((r) => rehomed(r, options.out));
  const interrupted = shards.some((s) => s.report.interrupted === true);
  const absent = plan.filter((id) => !seen.has(id));
  // A shard whose engine was found broken ran only part of its share: the merged report says so, for all shards.
  const brokenIn = shards.flatMap((s) => (s.report.engineBroken === undefined ? [] : [s.report.engineBroken]));
  const broken =
    brokenIn.length === 0
      ? undefined
      : {
          reason: brokenIn.map((b) => b.reason).join('; '),
          faulted: brokenIn.flatMap((b) => b.faulted),
          notRun: absent,
        };
  if (!interrupted && broken === undefined && absent.length > 0)
    throw new UsageError(`no shard has a result for ${absent.slice(0, 3).join(', ')}: run its shard again`, 'merge');
  const expectations = first.report.expectations;
  const report = buildReport({
    engine: first.report.engine,
    edition: first.report.edition,
    seed: first.report.seed,
    runs: first.report.runs,
    // The run began with its first shard and took as long as its longest one.
    startedAt: shards.map((s) => s.report.startedAt).sort()[0] ?? first.report.startedAt,
    durationMs: Math.max(...shards.map((s) => s.report.durationMs)),
    results,
    interrupted,
    ...(broken === undefined ? {} : { engineBroken: broken }),
    ...(expectations === undefined
      ? {}
      : {
          expectations: {
            file: expectations.file,
            unexpected: results.filter((r) => UNEXPECTED.includes(r.status)).map((r) => r.id),
            skipped: expectations.skipped,
            ...mergedDivergences(shards.map((s) => s.report.expectations?.divergences)),
          },
        }),
  });
  const files = shards.flatMap((s) => s.files.map((f) => rehomedFile(f, options.out)));
  const written = await writeReport(outDir, report, files);
  io.out(
    `obverse merge: ${shards.length} shard report(s) of ${report.engine.name} ${report.engine.version}, ` +
      `seed ${report.seed}, ${report.runs} runs`,
  );
  for (const r of report.properties) {
    if (r.status === 'passed') continue;
    io.out(resultLine(r, io.color === true));
    for (const line of otherFailureLines(r)) io.out(line);
  }
  if (broken !== undefined) io.out(brokenLine(broken));
  io.out(summaryLine(report, written.json));
  await githubOutput(report, io);
  if (interrupted) {
    io.err(`obverse merge: a shard was interrupted; ${absent.length} check(s) of the run have no result`);
    return EXIT.failures;
  }
  if (broken !== undefined) return EXIT.failures;
  return allExpected(results) ? EXIT.ok : EXIT.failures;
}

type DivergenceNames = { readonly seen: readonly string[]; readonly unseen: readonly string[] };

/** The shards' known divergences together: seen when any shard saw one, unseen when none did. */
function mergedDivergences(shards: readonly (DivergenceNames | undefined)[]): {
  readonly divergences?: DivergenceNames;
} {
  const given = shards.filter((d): d is DivergenceNames => d !== undefined);
  if (given.length === 0) return {};
  const seen = [...new Set(given.flatMap((d) => d.seen))];
  const unseen = [...new Set(given.flatMap((d) => d.unseen))].filter((n) => !seen.includes(n));
  return { divergences: { seen, unseen } };
}
