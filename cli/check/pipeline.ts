/**
 * The run itself: the selected properties, then the selected scenarios, telling a
 * listener as each starts, as each generated game starts, and as each finishes. With
 * `--jobs N` above 1 they run on N worker threads (`jobs/pool.ts`), with the same results.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { PropertyDefinition } from '../../properties/property.js';
import { runProperties } from '../../properties/run.js';
import type { PropertyResult } from '../../reports/report.js';
import { scenarioResult } from '../../scenarios/result.js';
import { runScenario } from '../../scenarios/runner.js';
import type { EngineSpec, SharedRunOptions, WorkUnit } from './jobs/messages.js';
import { runInWorkers } from './jobs/pool.js';
import type { CheckPlan } from './prepare.js';
import { judgedPast } from '../../suite/expectations/format.js';
import { DEFAULT_MAX_FAILURES } from '../../properties/harness/search.js';

/** What the run tells as it goes (printing, progress, the report). */
export interface RunListener {
  readonly onStart?: (id: string) => void;
  /** A generated game of the check `id` starts (several checks run at once with `--jobs`). */
  readonly onRun?: (id?: string) => void;
  readonly onResult: (result: PropertyResult) => void;
}

/**
 * Below this many games' worth of work (a property's runs times its cost, a scenario one game), a check given no
 * `--jobs` runs on this thread alone: a worker's start (loading the modules and the engine again, compiling them
 * again) costs about as much CPU as 60 games of the reference engine (issue 24), more than it would save.
 */
export const SMALL_CHECK_GAMES = 300;

/** The games a plan plays, weighted by cost: what `--jobs` would share out. */
function gamesOf(plan: CheckPlan): number {
  const { runs } = plan.options;
  return plan.properties.reduce((sum, p) => sum + runs * (p.cost ?? 1), 0) + plan.scenarios.length;
}

/**
 * Threads that check (1: this one alone; more: as many workers): `--jobs`, else one per core, or one for a small
 * check; never more than there are units.
 */
export function jobCount(plan: CheckPlan): number {
  const units = plan.properties.length + plan.scenarios.length;
  const given = plan.options.jobs;
  const threads = given ?? (gamesOf(plan) < SMALL_CHECK_GAMES ? 1 : availableParallelism());
  return Math.min(threads, units);
}

function engineSpec(plan: CheckPlan, cwd: string): EngineSpec {
  const { options } = plan;
  const timeout = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  if (options.engineCmd !== undefined) return { kind: 'command', command: options.engineCmd, cwd, ...timeout };
  if (options.engine !== undefined) return { kind: 'module', path: resolve(cwd, options.engine), cwd, ...timeout };
  return { kind: 'reference', ...(options.edition === undefined ? {} : { edition: options.edition }) };
}

/**
 * The plan as work units, costliest first (properties by their `cost`, then scenarios, each a single short game):
 * with each idle worker taking the next unit, the last units to finish are short ones, so the workers end
 * together. Each unit keeps its plan index, and the results come back in plan order.
 */
export function workUnits(plan: CheckPlan): readonly WorkUnit[] {
  const cost = new Map(plan.properties.map((p) => [p.id, p.cost ?? 1]));
  const costOf = (u: WorkUnit): number => (u.kind === 'property' ? (cost.get(u.id) ?? 1) : 0);
  return planUnits(plan)
    .map((u) => ({ u, c: costOf(u) }))
    .sort((a, b) => b.c - a.c || a.u.index - b.u.index)
    .map(({ u }) => u);
}

/** The plan as work units, in plan order: properties by id, then scenarios. */
function planUnits(plan: CheckPlan): readonly WorkUnit[] {
  const dir = plan.scenarioDirLabel === undefined ? {} : { dir: plan.scenarioDirLabel };
  return [
    ...plan.properties.map((p, index) => ({ index, kind: 'property' as const, id: p.id })),
    ...plan.scenarios.map((s, i) => ({
      index: plan.properties.length + i,
      kind: 'scenario' as const,
      scenario: s.scenario,
      ...dir,
    })),
  ];
}

/** The settings every property of the run gets, in this thread or a worker: add a new run option here. */
export function runOptionsOf(plan: CheckPlan): SharedRunOptions {
  const { options } = plan;
  return {
    runs: options.runs,
    seed: options.seed,
    edition: plan.edition,
    ...(options.path === undefined ? {} : { path: options.path }),
    ...(options.gameLength === undefined ? {} : { gameLength: options.gameLength }),
    ...(options.maxShrinks === undefined ? {} : { maxShrinks: options.maxShrinks }),
    ...(options.shrinkTimeMs === undefined ? {} : { shrinkTimeMs: options.shrinkTimeMs }),
    maxFailures: options.maxFailures ?? DEFAULT_MAX_FAILURES,
    ...judgedPast(plan.expectations?.file),
  };
}

/** Run the plan in this thread, one check after another, until `signal` aborts. */
async function runHere(
  plan: CheckPlan,
  listener: RunListener,
  signal?: AbortSignal,
): Promise<readonly PropertyResult[]> {
  const { engine } = plan;
  const results: PropertyResult[] = [];
  const report = (r: PropertyResult): void => {
    results.push(r);
    listener.onResult(r);
  };
  if (plan.properties.length > 0) {
    await runProperties(engine.adapter, {
      ...runOptionsOf(plan),
      from: plan.properties,
      onResult: report,
      onStart: (p) => listener.onStart?.(p.id),
      onRun: (p?: PropertyDefinition) => listener.onRun?.(p?.id),
      ...(signal === undefined ? {} : { signal }),
    });
  }
  const dir = plan.scenarioDirLabel === undefined ? {} : { dir: plan.scenarioDirLabel };
  const known = judgedPast(plan.expectations?.file);
  for (const { scenario } of plan.scenarios) {
    if (signal?.aborted === true) break;
    listener.onStart?.(scenario.id);
    const outcome = await runScenario(engine.adapter, scenario, { edition: plan.edition, ...known });
    report(scenarioResult(scenario, outcome, dir));
  }
  return results;
}

/**
 * Run a prepared check; returns the results in plan order (properties by id, then scenarios),
 * whatever `--jobs` is. `signal` stops the workers (an interrupted run).
 */
export function runPlan(
  plan: CheckPlan,
  listener: RunListener,
  cwd: string,
  signal?: AbortSignal,
): Promise<readonly PropertyResult[]> {
  const jobs = jobCount(plan);
  if (jobs <= 1 || plan.options.path !== undefined) return runHere(plan, listener, signal);
  return runInWorkers(
    workUnits(plan),
    { engine: engineSpec(plan, cwd), run: runOptionsOf(plan) },
    jobs,
    listener,
    signal,
  );
}
