/**
 * Running the whole suite (every property of the registry and every shipped scenario)
 * against one engine, and the targeted re-runs that confirm a mutant's targets.
 */
import { join } from 'node:path';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { runProperties } from '../../properties/run.js';
import type { PropertyResult } from '../../reports/report.js';
import { loadScenarios, runScenario, type ScenarioOutcome } from '../../scenarios/index.js';
import type { MutantEntry } from './facts.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';

export const ROOT = join(import.meta.dirname, '../..');
export const SEED = 20260417;
/** Runs per property in the sweep: enough to say which properties catch a mutant, cheap enough for every mutant. */
export const SWEEP_RUNS = 15;
/**
 * Runs for a target the sweep missed: some bugs need a rarer situation (a transformed card leaving, a megamorph paid).
 */
export const TARGET_RUNS = 150;

export interface Sweep {
  readonly properties: readonly PropertyResult[];
  readonly scenarios: readonly ScenarioOutcome[];
}

export async function loadMutant(name: string): Promise<EngineAdapter> {
  // The TypeScript source: vitest runs it as it is; the CLI test loads the built .js.
  const module = (await import(join(ROOT, 'examples/mutants', `${name}.ts`))) as { default: EngineAdapter };
  return module.default;
}

let scenarioCache: Promise<Awaited<ReturnType<typeof loadScenarios>>> | undefined;
function scenarios() {
  scenarioCache ??= loadScenarios(join(ROOT, 'scenarios/cases'), ROOT);
  return scenarioCache;
}

/** Every property at `runs` (SWEEP_RUNS unless told) and every scenario. */
export async function sweep(engine: EngineAdapter, runs: number = SWEEP_RUNS): Promise<Sweep> {
  const properties = await runProperties(engine, { runs, seed: SEED, gameLength: TEST_GAME_LENGTH });
  const outcomes: ScenarioOutcome[] = [];
  for (const s of await scenarios()) outcomes.push(await runScenario(engine, s.scenario));
  return { properties, scenarios: outcomes };
}

export interface Catch {
  /** Property and scenario ids that failed (status `failed`), sweep and targeted runs together. */
  readonly caughtBy: readonly string[];
  /** Results that were neither passed nor failed (error, not-supported), for the log. */
  readonly odd: readonly string[];
  /** Declared targets that did not fail. */
  readonly missedTargets: readonly string[];
}

/** Sweep a mutant, then re-run any property it declares that the sweep missed, at TARGET_RUNS. */
export async function catchMutant(entry: MutantEntry): Promise<Catch> {
  const engine = await loadMutant(entry.name);
  const s = await sweep(engine);
  const failed = new Set([
    ...s.properties.filter((r) => r.status === 'failed').map((r) => r.id),
    ...s.scenarios.filter((r) => r.status === 'failed').map((r) => r.id),
  ]);
  const odd = [...s.properties, ...s.scenarios]
    .filter((r) => r.status !== 'passed' && r.status !== 'failed')
    .map((r) => `${r.id}: ${r.status}`);
  const rerun = entry.properties.filter((t) => !failed.has(t));
  if (rerun.length > 0) {
    for (const r of await runProperties(engine, {
      runs: TARGET_RUNS,
      seed: SEED,
      properties: rerun,
      gameLength: TEST_GAME_LENGTH,
    })) {
      if (r.status === 'failed') failed.add(r.id);
    }
  }
  const missedTargets = [...entry.properties, ...entry.scenarios].filter((t) => !failed.has(t));
  return { caughtBy: [...failed].sort(), odd, missedTargets };
}
