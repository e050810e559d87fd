/**
 * After the run, for each result with a counterexample: replay its actions on the engine
 * to draw the board at the failing step, write its counterexample file and (for generated
 * games) a regression scenario checked on both the engine and the reference engine, and
 * give it a replay command that names the engine and writes nothing into the report.
 */
import { join } from 'node:path';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { runActions } from '../../properties/harness/trace.js';
import { counterexampleFile, counterexamplePaths } from '../../reports/files.js';
import { eachFailure } from '../../reports/failures.js';
import { regressionScenario } from '../../suite/regression/build.js';
import type { Board, Counterexample, EngineRef, PropertyResult } from '../../reports/report.js';
import type { ReportFile } from '../../reports/write.js';
import type { Scenario } from '../../scenarios/format.js';
import { runScenario } from '../../scenarios/runner.js';
import type { Interruption } from './interrupt.js';
import type { EngineReproduction } from '../../adapter/engine-reproduction.js';
import { engineReproduction } from './engine-reproduction.js';
import type { CheckPlan } from './prepare.js';
import { shellCommand } from './shell.js';

export interface CounterexampleContext {
  readonly plan: CheckPlan;
  readonly engine: EngineRef;
  readonly edition: string;
  /** Why nothing is played again (an interruption, a broken engine): the files are written all the same. */
  readonly notReplayed: string | null;
  /** A signal stops the replays at once: what is left is written without them. */
  readonly interruption?: Pick<Interruption, 'signalled' | 'code'>;
  /** Where to say (in the log) what this phase is doing when it plays games again: it can take a while. */
  readonly note?: (line: string) => void;
}

/** `npx obverse replay <file> --engine <module>` (or `--engine-cmd <command>`): as the user spelled them. */
function replayCommand(plan: CheckPlan, file: string): string {
  const { engine, engineCmd, timeoutMs } = plan.options;
  const words = [
    ...(engine === undefined ? [] : ['--engine', engine]),
    ...(engineCmd === undefined ? [] : ['--engine-cmd', engineCmd]),
    // The timeout applies to isolated engines only, as in the check.
    ...(timeoutMs === undefined || (engine === undefined && engineCmd === undefined)
      ? []
      : ['--timeout', String(timeoutMs)]),
  ];
  return shellCommand(['npx', 'obverse', 'replay', join(plan.options.out, file), ...words]);
}

async function boardOf(plan: CheckPlan, ce: Counterexample) {
  const trace = await runActions(plan.engine.adapter, ce.setup, ce.actions, ce.steps);
  const after = ce.failingStep < 0 ? trace.initial : trace.records[ce.failingStep]?.after;
  const last = trace.records[trace.records.length - 1]?.after ?? trace.initial;
  const board: Board | undefined = after ?? last ?? undefined;
  return { trace, board };
}

/** The board and the regression scenario of a counterexample, played again on the engine and the reference. */
async function replayed(
  result: PropertyResult,
  ce: Counterexample,
  context: CounterexampleContext,
  n: number,
): Promise<{ readonly board: Board | undefined; readonly files: ScenarioFiles; readonly scenario?: ReportFile }> {
  const { plan } = context;
  const { trace, board } = await boardOf(plan, ce);
  if (result.kind === 'scenario') return { board, files: {} };
  // A check's later failures each get a regression scenario of their own id.
  const named = n > 1 ? { ...result, id: `${result.id}/failure-${n}` } : result;
  const regression = await regressionScenario(named, trace, referenceEngine, context.engine.name);
  if (!regression.ok) return { board, files: { noScenario: regression.reason } };
  const onReference = await runScenario(referenceEngine, regression.scenario);
  if (onReference.status !== 'passed')
    return { board, files: { noScenario: `it does not pass on the reference engine (${onReference.status})` } };
  const onEngine = await runScenario(plan.engine.adapter, regression.scenario);
  const path = counterexamplePaths(result.id, n).scenario;
  return {
    board,
    files: { scenario: path, reproduces: onEngine.status === 'failed' },
    scenario: { path, content: `${JSON.stringify(regression.json, null, 2)}\n` },
  };
}

interface ScenarioFiles {
  readonly scenario?: string;
  readonly noScenario?: string;
  readonly reproduces?: boolean;
}

/** Why this counterexample is not played again, or null when it is. */
function skipReason(result: PropertyResult, context: CounterexampleContext): string | null {
  if ((context.interruption?.code() ?? null) !== null) return 'the run was interrupted';
  // Playing a fault again restarts the engine to meet the same fault (for a hang, the whole timeout again).
  if (result.engineFault === true) return 'the engine faulted: the game was not played again';
  return context.notReplayed;
}

/** Beside `counterexamples/<id>.json`: the engine's state and its script (`.py` for Python, else `.txt`). */
function reproductionFiles(counterexample: string, r: EngineReproduction) {
  const stem = counterexample.replace(/\.json$/, '');
  const ext = r.language === 'python' ? 'py' : 'txt';
  return { engineState: `${stem}.engine-state.json`, engineScript: `${stem}.engine-repro.${ext}` };
}

/** One result with its files; results without a counterexample come back unchanged. */
async function withFiles(
  result: PropertyResult,
  context: CounterexampleContext,
  scenarios: ReadonlyMap<string, Scenario>,
  n = 1,
): Promise<{ readonly result: PropertyResult; readonly files: readonly ReportFile[] }> {
  const ce = result.counterexample;
  if (ce === undefined) return { result, files: [] };
  const { plan } = context;
  const paths = counterexamplePaths(result.id, n);
  const skip = skipReason(result, context);
  const interrupted = (context.interruption?.signalled ?? new Promise<never>(() => {})).then(() => null);
  const done = skip === null ? await Promise.race([replayed(result, ce, context, n), interrupted]) : null;
  const board = done?.board;
  const files: ReportFile[] = done?.scenario === undefined ? [] : [done.scenario];
  const scenarioFiles: ScenarioFiles =
    done !== null ? done.files : result.kind === 'scenario' ? {} : { noScenario: skip ?? 'the run was interrupted' };
  // The engine's own reproduction of the failing step (engines that implement `reproduce`), when replayed at all.
  const outcome = done !== null ? await engineReproduction(plan.engine.adapter, ce) : {};
  const reproduction = outcome.reproduction;
  const named = reproduction === undefined ? undefined : reproductionFiles(paths.counterexample, reproduction);
  if (reproduction !== undefined && named !== undefined) {
    files.push({ path: named.engineState, content: `${JSON.stringify(reproduction.state)}\n` });
    files.push({ path: named.engineScript, content: reproduction.script });
  }
  const engineFiles = named ?? {};
  const counterexample: Counterexample = {
    ...ce,
    ...(reproduction === undefined ? {} : { engineReproduction: reproduction }),
    ...(outcome.run === undefined ? {} : { engineReproductionRun: outcome.run }),
    replay: replayCommand(plan, paths.counterexample),
    ...(board === undefined ? {} : { board }),
    files: {
      counterexample: paths.counterexample,
      ...(scenarioFiles.scenario === undefined ? {} : { scenario: scenarioFiles.scenario }),
      ...(scenarioFiles.noScenario === undefined ? {} : { noScenario: scenarioFiles.noScenario }),
      ...engineFiles,
    },
    ...(scenarioFiles.reproduces === undefined ? {} : { scenarioReproduces: scenarioFiles.reproduces }),
  };
  const enriched = { ...result, counterexample };
  const scenario = result.kind === 'scenario' ? scenarios.get(result.id) : undefined;
  const file = counterexampleFile(enriched, {
    engine: context.engine,
    edition: context.edition,
    runs: plan.options.runs,
    ...(scenario === undefined ? {} : { scenario }),
  });
  files.push({ path: paths.counterexample, content: `${JSON.stringify(file, null, 2)}\n` });
  return { result: enriched, files };
}

/** Every result, those with a counterexample given their files, and all the files to write. */
export async function withCounterexampleFiles(
  results: readonly PropertyResult[],
  context: CounterexampleContext,
): Promise<{ readonly results: readonly PropertyResult[]; readonly files: readonly ReportFile[] }> {
  const scenarios = new Map(context.plan.scenarios.map((s) => [s.scenario.id, s.scenario]));
  const done = [];
  const replays = results
    .filter((r) => r.counterexample !== undefined && skipReason(r, context) === null)
    .reduce((n, r) => n + 1 + (r.otherFailures?.length ?? 0), 0);
  if (replays > 0 && (context.plan.options.engine !== undefined || context.plan.options.engineCmd !== undefined))
    context.note?.(
      `playing ${replays} counterexample(s) again on the engine, for the board at the failing step and a ` +
        'regression file (Ctrl-C writes the report without the rest)',
    );
  for (const r of results) done.push(await withEveryFailure(r, context, scenarios));
  return { results: done.map((d) => d.result), files: done.flatMap((d) => d.files) };
}

/** A result with the files of each of its failures (issue 39: the first, then each other kind found). */
async function withEveryFailure(
  result: PropertyResult,
  context: CounterexampleContext,
  scenarios: ReadonlyMap<string, Scenario>,
): Promise<{ readonly result: PropertyResult; readonly files: readonly ReportFile[] }> {
  const [head, ...others] = eachFailure(result);
  const first = await withFiles(head?.result ?? result, context, scenarios);
  if (others.length === 0) return first;
  const files = [...first.files];
  const otherFailures = [];
  for (const [i, f] of (result.otherFailures ?? []).entries()) {
    const done = await withFiles(others[i]?.result ?? result, context, scenarios, i + 2);
    files.push(...done.files);
    otherFailures.push(
      done.result.counterexample === undefined ? f : { ...f, counterexample: done.result.counterexample },
    );
  }
  return { result: { ...first.result, otherFailures }, files };
}
