/**
 * The files written beside `report.json` for each counterexample: its own JSON file
 * (`obverse-counterexample/1`, what `obverse replay` takes) and a regression scenario.
 */
import type { Scenario } from '../scenarios/format.js';
import type { Counterexample, EngineRef, PropertyResult } from './report.js';

export const COUNTEREXAMPLE_FORMAT = 'obverse-counterexample/1' as const;

/** One counterexample, self-contained: which check, which engine, which edition, and the case. */
export interface CounterexampleFile {
  readonly format: typeof COUNTEREXAMPLE_FORMAT;
  readonly id: string;
  readonly kind: PropertyResult['kind'];
  readonly description: string;
  readonly rules: readonly string[];
  readonly status: PropertyResult['status'];
  readonly engine: EngineRef;
  readonly edition: string;
  /** Runs per property of the check that found it (a replay by seed and path uses the same). */
  readonly runs: number;
  /** The case, without what only the report needs (the board, the files, and the time shrinking took). */
  readonly counterexample: Omit<
    Counterexample,
    'board' | 'files' | 'scenarioReproduces' | 'shrinking' | 'engineReproductionRun'
  >;
  /** For a scenario's failure: the scenario itself, so the replay needs no folder. */
  readonly scenario?: Scenario;
}

/** A file name for an id: `712/mana-value-by-face` -> `712-mana-value-by-face`. */
export function fileStem(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'unnamed';
}

export const COUNTEREXAMPLE_DIR = 'counterexamples';
export const SCENARIO_DIR = 'scenarios';

/** Where a result's files go, relative to the report folder; for its failure `n` after the first, beside them. */
export function counterexamplePaths(id: string, n = 1): { readonly counterexample: string; readonly scenario: string } {
  const stem = `${fileStem(id)}${n > 1 ? `.failure-${n}` : ''}`;
  return { counterexample: `${COUNTEREXAMPLE_DIR}/${stem}.json`, scenario: `${SCENARIO_DIR}/${stem}.json` };
}

/** The counterexample file of a result that has one. */
export function counterexampleFile(
  result: PropertyResult & { readonly counterexample: Counterexample },
  context: {
    readonly engine: EngineRef;
    readonly edition: string;
    readonly runs: number;
    readonly scenario?: Scenario;
  },
): CounterexampleFile {
  const {
    board: _board,
    files: _files,
    scenarioReproduces: _r,
    shrinking: _shrinking,
    engineReproductionRun: _run,
    ...counterexample
  } = result.counterexample;
  return {
    format: COUNTEREXAMPLE_FORMAT,
    id: result.id,
    kind: result.kind,
    description: result.description,
    rules: result.rules,
    status: result.status,
    engine: context.engine,
    edition: context.edition,
    runs: context.runs,
    counterexample,
    ...(context.scenario === undefined ? {} : { scenario: context.scenario }),
  };
}
