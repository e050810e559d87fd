/**
 * How fast the suite finds each mutant of examples/mutants/: over seeds 1..N, its declared
 * target properties run at the default runs; per seed, the runs until the first failure (fast-check
 * counts them), the time until that failing game had been played (before shrinking), and the
 * length in actions and size (cards + actions) of the shrunk counterexample, and whether it is locally
 * minimal. Mutants caught only by scenarios have no runs.
 * Runs the built code (dist/), as `obverse check` does; mutant-pool.ts spreads the mutants over threads.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EngineAdapter } from '../adapter/engine-adapter.js';
import type { MutantFacts } from '../examples/mutants/support/facts.js';
import type { PropertyDefinition } from '../properties/property.js';
import { median } from './measure.js';

/** One seed: found or not, runs to the first failure, seconds to it, shrunk length in actions. */
export interface SeedCatch {
  readonly seed: number;
  readonly found: boolean;
  readonly runs: number | null;
  readonly seconds: number | null;
  readonly actions: number | null;
  /** Cards in the setup plus actions of the shrunk counterexample (issue 24). */
  readonly size: number | null;
  /** Whether the shrunk counterexample is locally minimal (no single removal still fails). */
  readonly locallyMinimal: boolean | null;
}

export interface MutantRow {
  readonly name: string;
  readonly targets: readonly string[];
  readonly seeds: readonly SeedCatch[];
  readonly foundIn: number;
  readonly runsMedian: number | null;
  readonly runsMax: number | null;
  readonly secondsMedian: number | null;
  readonly actionsMedian: number | null;
  readonly actionsMax: number | null;
  /** The shortest counterexample seen over the seeds: the shortest known. */
  readonly actionsMin: number | null;
  /** The largest and smallest counterexample size (cards + actions) over the seeds. */
  readonly sizeMax: number | null;
  readonly sizeMin: number | null;
  /** Seeds whose counterexample is locally minimal. */
  readonly minimalIn: number;
}

interface MutantModule {
  readonly default: EngineAdapter;
  readonly mutant: MutantFacts;
}

const numbers = (xs: readonly (number | null)[]): number[] => xs.filter((x): x is number => x !== null);

function missed(seed: number): SeedCatch {
  return { seed, found: false, runs: null, seconds: null, actions: null, size: null, locallyMinimal: null };
}

/** Run one target property on a mutant; its catch for this seed. */
async function catchWith(
  properties: readonly PropertyDefinition[],
  engine: EngineAdapter,
  id: string,
  runs: number,
  seed: number,
): Promise<SeedCatch> {
  const property = properties.find((p) => p.id === id);
  if (property === undefined) throw new Error(`mutant target ${id} is not a property`);
  const calls: number[] = [];
  const start = performance.now();
  const r = await property.check(engine, { runs, seed, onRun: () => calls.push(performance.now()) });
  if (r.status !== 'failed' || r.counterexample === undefined) return missed(seed);
  // fast-check counts the runs to the first failure; the next call of onRun is the first shrink.
  const firstShrink = calls[r.runs] ?? performance.now();
  return {
    seed,
    found: true,
    runs: r.runs,
    seconds: (firstShrink - start) / 1000,
    actions: r.counterexample.actions.length,
    size: r.counterexample.size === undefined ? null : r.counterexample.size.cards + r.counterexample.size.actions,
    locallyMinimal: r.counterexample.locallyMinimal ?? null,
  };
}

/** The best catch of a seed over the targets: fewest runs, then fewest actions. */
function best(catches: readonly SeedCatch[], seed: number): SeedCatch {
  const found = catches.filter((c) => c.found);
  found.sort((a, b) => (a.runs ?? 0) - (b.runs ?? 0) || (a.actions ?? 0) - (b.actions ?? 0));
  return found[0] ?? missed(seed);
}

export interface MutantOptions {
  readonly seeds: number;
  readonly runs: number;
}

/** Measure one mutant (its built module under dist/examples/mutants/) over the seeds. */
export async function measureMutant(root: string, name: string, options: MutantOptions): Promise<MutantRow> {
  const registry = pathToFileURL(join(root, 'dist/properties/registry.js')).href;
  const properties = await (
    (await import(registry)) as { loadProperties: () => Promise<PropertyDefinition[]> }
  ).loadProperties();
  const file = pathToFileURL(join(root, 'dist/examples/mutants', `${name}.js`)).href;
  const module = (await import(file)) as MutantModule;
  const targets = module.mutant.properties;
  const seeds: SeedCatch[] = [];
  for (let seed = 1; seed <= options.seeds && targets.length > 0; seed++) {
    const catches = [];
    for (const id of targets) catches.push(await catchWith(properties, module.default, id, options.runs, seed));
    seeds.push(best(catches, seed));
  }
  const runs = numbers(seeds.map((s) => s.runs));
  const actions = numbers(seeds.map((s) => s.actions));
  const sizes = numbers(seeds.map((s) => s.size));
  return {
    name,
    targets,
    seeds,
    foundIn: seeds.filter((s) => s.found).length,
    runsMedian: runs.length === 0 ? null : median(runs),
    runsMax: runs.length === 0 ? null : Math.max(...runs),
    secondsMedian: runs.length === 0 ? null : median(numbers(seeds.map((s) => s.seconds))),
    actionsMedian: actions.length === 0 ? null : median(actions),
    actionsMax: actions.length === 0 ? null : Math.max(...actions),
    actionsMin: actions.length === 0 ? null : Math.min(...actions),
    sizeMax: sizes.length === 0 ? null : Math.max(...sizes),
    sizeMin: sizes.length === 0 ? null : Math.min(...sizes),
    minimalIn: seeds.filter((s) => s.locallyMinimal === true).length,
  };
}

/** The built mutants' names (dist/examples/mutants/*.js), sorted. */
export function mutantNames(root: string): string[] {
  return readdirSync(join(root, 'dist/examples/mutants'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3))
    .sort();
}
