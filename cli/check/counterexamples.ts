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
import { regressionScenario } from '../../reports/regression/build.js';
import type { Board, Counterexample, EngineRef, PropertyResult } from '../../reports/report.js';
import type { ReportFile } from '../../reports/write.js';
import type { Scenario } from '../../scenarios/format.js';
import { runScenario } from '../../scenarios/runner.js';
import type { EngineReproduction } from '../../adapter/engine-reproduction.js';
import { engineReproduction } from './engine-reproduction.js';
import type { CheckPlan } from './prepare.js';
import { shellCommand } from './shell.js';

export interface CounterexampleContext {
  readonly plan: CheckPlan;
  readonly engine: EngineRef;
  readonly edition: string;
  /** False after an interruption: write the counterexample files, but play nothing again. */
  readonly replayOnEngine: boolean;
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
): Promise<{ readonly result: PropertyResult; readonly files: readonly ReportFile[] }> {
  const ce = result.counterexample;
  if (ce === undefined) return { result, files: [] };
  const { plan } = context;
  const paths = counterexamplePaths(result.id);
  const { trace, board } = context.replayOnEngine ? await boardOf(plan, ce) : { trace: null, board: undefined };
  const files: ReportFile[] = [];
  let scenarioFiles: { scenario?: string; noScenario?: string; reproduces?: boolean } = {};
  if (trace === null) scenarioFiles = { noScenario: 'the run was interrupted' };
  else if (result.kind !== 'scenario') {
    const regression = await regressionScenario(result, trace, referenceEngine, context.engine.name);
    if (!regression.ok) scenarioFiles = { noScenario: regression.reason };
    else {
      const onReference = await runScenario(referenceEngine, regression.scenario);
      if (onReference.status !== 'passed') {
        scenarioFiles = { noScenario: `it does not pass on the reference engine (${onReference.status})` };
      } else {
        const onEngine = await runScenario(plan.engine.adapter, regression.scenario);
        scenarioFiles = { scenario: paths.scenario, reproduces: onEngine.status === 'failed' };
        files.push({ path: paths.scenario, content: `${JSON.stringify(regression.json, null, 2)}\n` });
      }
    }
  }
  const reproduction = context.replayOnEngine ? await engineReproduction(plan.engine.adapter, ce) : undefined;
  const named = reproduction === undefined ? undefined : reproductionFiles(paths.counterexample, reproduction);
  if (reproduction !== undefined && named !== undefined) {
    files.push({ path: named.engineState, content: `${JSON.stringify(reproduction.state)}\n` });
    files.push({ path: named.engineScript, content: reproduction.script });
  }
  const engineFiles = named ?? {};
  const counterexample: Counterexample = {
    ...ce,
    ...(reproduction === undefined ? {} : { engineReproduction: reproduction }),
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
  for (const r of results) done.push(await withFiles(r, context, scenarios));
  return { results: done.map((d) => d.result), files: done.flatMap((d) => d.files) };
}
