/**
 * `obverse check`: parse and check the options (`options.ts`), settle everything the
 * run needs before any work (`prepare.ts`), run (`pipeline.ts`) with progress
 * (`progress.ts`) until done or interrupted (`interrupt.ts`), classify results by the
 * expectations file (`expectations.ts`), then write the report folder in one go with each
 * counterexample's files (`counterexamples.ts`); returns the exit code.
 */
import { discardLines } from '../../reports/discards.js';
import { resolve } from 'node:path';
import { PROTOCOL } from '../../protocol/messages.js';
import { allExpected, buildReport, UNEXPECTED } from '../../reports/build.js';
import { writeReport } from '../../reports/render.js';
import type { EngineBroken, EngineRef, PropertyResult } from '../../reports/report.js';
import { brokenLine, FaultStreak } from '../../suite/broken-engine.js';
import { classify, divergencesSummary } from '../../suite/expectations/index.js';
import { EXIT, UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { withCounterexampleFiles } from './counterexamples.js';
import { rewriteExpectations } from './expectations.js';
import { githubOutput } from './github.js';
import { type Interruption, listenForInterrupt } from './interrupt.js';
import type { CheckOptions } from './options.js';
import {
  consoleText,
  divergenceLines,
  expectationLines,
  headerLine,
  notSupportedLine,
  otherFailureLines,
  replayLines,
  resultLine,
  summaryLine,
} from './output.js';
import { confirmationLines } from './confirmation.js';
import { runPlan } from './pipeline.js';
import { tuneV8ForCheck } from './v8-tuning.js';
import type { CheckPlan } from './prepare.js';
import { prepareCheck } from './prepare.js';
import { progressListener } from './progress.js';

export { type CheckOptions, DEFAULT_OUT, DEFAULT_RUNS, DEFAULT_SEED, parseCheckArgs } from './options.js';
export { resultLine } from './output.js';

/** The engine checked, with what `obverse replay` needs to load it again. */
function engineRef(plan: CheckPlan, cwd: string): EngineRef {
  const { name, version } = plan.engine.description;
  const { engine, engineCmd, timeoutMs } = plan.options;
  return {
    name,
    version,
    ...(engine === undefined ? {} : { module: resolve(cwd, engine) }),
    ...(engineCmd === undefined ? {} : { command: engineCmd, cwd: resolve(cwd), protocol: PROTOCOL }),
    ...(timeoutMs === undefined || (engine === undefined && engineCmd === undefined) ? {} : { timeoutMs }),
  };
}

interface Played {
  /** Results as classified by the expectations file (what is reported). */
  readonly results: readonly PropertyResult[];
  /** Results as they came (what --update-expectations rewrites from). */
  readonly raw: readonly PropertyResult[];
  /** Set when the engine faulted on several checks in a row and the rest was not run. */
  readonly broken: EngineBroken | undefined;
}

/** Every check of the plan, in plan order (properties by id, then scenarios). */
function planIds(plan: CheckPlan): readonly string[] {
  return [...plan.properties.map((p) => p.id), ...plan.scenarios.map((s) => s.scenario.id)];
}

/** Results in plan order (properties by id, then scenarios), however they finished. */
function inPlanOrder(plan: CheckPlan, results: readonly PropertyResult[]): PropertyResult[] {
  const place = new Map(planIds(plan).map((id, i) => [id, i]));
  return [...results].sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
}

/** Play the plan until it ends, a signal (heard by `interruption`) stops it, or the engine is found broken. */
async function play(plan: CheckPlan, io: Io, interruption: Interruption): Promise<Played> {
  const entries = plan.expectations?.file?.expectations ?? {};
  const results: PropertyResult[] = [];
  const raw: PropertyResult[] = [];
  const stop = new AbortController();
  const streak = new FaultStreak();
  const progress = progressListener(
    io.status,
    { properties: plan.properties.length, runs: plan.options.runs, scenarios: plan.scenarios.length },
    (r) => {
      if (stop.signal.aborted) return;
      const classified = classify(r, entries[r.id]);
      raw.push(r);
      results.push(classified);
      // Not-supported results are folded into one line at the end unless asked for one by one.
      if (classified.status !== 'not-supported' || plan.options.showNotSupported === true) {
        io.out(resultLine(classified, io.color === true));
        for (const line of otherFailureLines(classified)) io.out(line);
      }
      // An isolated engine's last words under its error (all of them are in the report).
      for (const line of (r.counterexample?.engineStderr ?? []).slice(-5)) io.out(`        | ${consoleText(line)}`);
      // A broken engine: the checks still running are stopped and nothing more is started.
      if (streak.note(r)) stop.abort();
    },
  );
  try {
    await Promise.race([runPlan(plan, progress, io.cwd, stop.signal), interruption.signalled]);
  } finally {
    progress.stop();
    // After a signal, the job workers (if any) stop too.
    stop.abort();
  }
  const broken = streak.account(
    planIds(plan),
    results.map((r) => r.id),
  );
  // Copies: a property still running after a signal must not add to what is written.
  return { results: inPlanOrder(plan, results), raw: inPlanOrder(plan, raw), broken };
}

/** Run `obverse check`; returns the exit code. */
export async function runCheck(options: CheckOptions, io: Io): Promise<number> {
  tuneV8ForCheck();
  const started = performance.now();
  // new Date() only stamps the report; nothing in the run depends on it.
  const startedAt = new Date().toISOString();
  const plan = await prepareCheck(options, io);
  // Listening before the header (whoever sees it may stop the run and get its report) until the report is written.
  const interruption = listenForInterrupt();
  try {
    return await checkAndReport(plan, io, interruption, { started, startedAt });
  } finally {
    interruption.dispose();
  }
}

/** Why the engine does not play the counterexamples again, or null when it does. */
function notReplayedReason(interruption: Interruption, played: Played): string | null {
  if (interruption.code() !== null) return 'the run was interrupted';
  if (played.broken !== undefined) return 'the engine was found broken';
  return null;
}

async function checkAndReport(
  plan: CheckPlan,
  io: Io,
  interruption: Interruption,
  clock: { readonly started: number; readonly startedAt: string },
): Promise<number> {
  const { options } = plan;
  let played: Played;
  let enriched: Awaited<ReturnType<typeof withCounterexampleFiles>>;
  try {
    if (plan.editionNote !== null) io.out(plan.editionNote);
    io.out(headerLine(plan.engine.description, plan.edition, options));
    played = await play(plan, io, interruption);
    const code = interruption.code();
    if (code !== null && played.results.length === 0) {
      io.err('obverse: interrupted before anything finished; the previous report was left as it was');
      return code;
    }
    // Each regression scenario is run on the checked engine too, so the engine is released only after.
    const context = {
      plan,
      engine: engineRef(plan, io.cwd),
      edition: plan.edition,
      notReplayed: notReplayedReason(interruption, played),
      interruption,
      note: io.out,
    };
    enriched = await withCounterexampleFiles(played.results, context);
  } finally {
    // Whatever the engine left open, the run ends here. After a signal it is stopped at once, as the --jobs workers
    // stop theirs: the call it may hang on would let no graceful shutdown through, and the user is waiting.
    await plan.engine.dispose(interruption.code() === null ? undefined : 0);
  }
  const { results, raw, broken } = played;
  // A signal during the counterexamples stopped their replays: the report says so.
  const interrupted = interruption.code();
  const engine = engineRef(plan, io.cwd);
  const report = buildReport({
    engine,
    edition: plan.edition,
    seed: options.seed,
    runs: options.runs,
    startedAt: clock.startedAt,
    durationMs: Math.round(performance.now() - clock.started),
    results: enriched.results,
    interrupted: interrupted !== null,
    ...(broken === undefined ? {} : { engineBroken: broken }),
    ...(plan.wholePlan === undefined || options.shard === undefined
      ? {}
      : { shard: { ...options.shard, plan: plan.wholePlan } }),
    ...(plan.expectations === undefined
      ? {}
      : {
          expectations: {
            file: plan.expectations.label,
            unexpected: results.filter((r) => UNEXPECTED.includes(r.status)).map((r) => r.id),
            skipped: plan.skipped,
            ...divergencesSummary(plan.expectations.file, results),
          },
        }),
  });
  const written = await writeReport(resolve(io.cwd, options.out), report, enriched.files);
  const folded = options.showNotSupported === true ? null : notSupportedLine(report.properties);
  if (folded !== null) io.out(folded);
  for (const line of replayLines(report)) io.out(line);
  for (const line of divergenceLines(report)) io.out(line);
  for (const line of discardLines(report.properties)) io.out(line);
  for (const line of confirmationLines(report)) io.out(line);
  // Rewriting the file: what it expected no longer matters; the rewrite is said below instead.
  if (options.updateExpectations !== true) for (const line of expectationLines(report)) io.out(line);
  if (broken !== undefined) io.out(brokenLine(broken));
  io.out(summaryLine(report, written.json));
  await githubOutput(report, io);
  if (interrupted !== null) {
    io.err(`obverse: interrupted; wrote the ${results.length} result(s) that finished, marked interrupted`);
    return interrupted;
  }
  // A signal while the report was written: it is complete, and the exit code still says the run was stopped.
  const late = interruption.code();
  if (late !== null) return late;
  const only = plan.properties[0];
  if (options.path !== undefined && only !== undefined && raw.every((r) => r.status === 'passed')) {
    throw new UsageError(
      `--path ${options.path} led to no failure of ${only.id} with --seed ${options.seed}: ` +
        'take the seed and path from the same report entry',
      'check',
    );
  }
  if (broken !== undefined) {
    if (options.updateExpectations === true)
      io.err('obverse: expectations not rewritten: the engine was found broken before the run ended');
    return EXIT.failures;
  }
  if (plan.expectations !== undefined && options.updateExpectations === true) {
    const count = await rewriteExpectations(plan.expectations, raw, plan.known);
    const differed = report.expectations?.unexpected.length ?? 0;
    const known = count.divergences === 0 ? '' : `, ${count.divergences} known divergence(s)`;
    io.out(
      `expectations rewritten from this run: ${plan.expectations.label} (${count.entries} entries${known}` +
        `${differed === 0 ? '' : `; ${differed} result(s) differed from what it expected before`})`,
    );
    // The rewritten file expects every result of this run.
    return EXIT.ok;
  }
  return allExpected(results) ? EXIT.ok : EXIT.failures;
}
