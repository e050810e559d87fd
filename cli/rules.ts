/**
 * `obverse rules [--json]`: the clause matrix of the catalog (spec/), the reference
 * engine's implemented clauses, and the properties' and scenarios' `rules`.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { LoadedScenario } from '../scenarios/format.js';
import { loadScenarios } from '../scenarios/load.js';
import { ScenarioLoadError } from '../scenarios/problems.js';
import { IMPLEMENTED_CLAUSES } from '../engine/implemented-clauses.js';
import { CLAUSE_NOTES, CLAUSES } from '../spec/index.js';
import { parsing } from './args.js';
import { coverage, renderCoverageTable } from './coverage.js';
import { EXIT, UsageError } from './errors.js';
import type { Io } from './io.js';
import { shippedScenarios } from './paths.js';
import { scenarioUsageError } from './scenario-errors.js';
import { allProperties } from './properties.js';

export interface RulesOptions {
  readonly json: boolean;
  readonly scenarios?: string;
}

/** Parse `obverse rules` arguments; null for --help. */
export function parseRulesArgs(args: readonly string[]): RulesOptions | null {
  const { values } = parsing('rules', () =>
    parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        json: { type: 'boolean' },
        scenarios: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (values.help === true) return null;
  return { json: values.json === true, ...(values.scenarios === undefined ? {} : { scenarios: values.scenarios }) };
}

export async function runRules(options: RulesOptions, io: Io): Promise<number> {
  const dir = options.scenarios === undefined ? shippedScenarios() : resolve(io.cwd, options.scenarios);
  let scenarios: readonly LoadedScenario[];
  try {
    scenarios = await loadScenarios(dir, io.cwd);
  } catch (e) {
    if (e instanceof ScenarioLoadError)
      throw scenarioUsageError(
        e,
        'rules',
        options.scenarios === undefined ? { kind: 'shipped', dir } : { kind: 'given' },
      );
    throw new UsageError(`cannot read scenarios from ${dir}: ${e instanceof Error ? e.message : String(e)}`, 'rules');
  }
  const checks = [...(await allProperties()), ...scenarios.map((s) => s.scenario)];
  const cov = coverage({ clauses: CLAUSES, implemented: IMPLEMENTED_CLAUSES, checks, notes: CLAUSE_NOTES });
  if (options.json) {
    io.out(JSON.stringify(cov.rows, null, 2));
    return EXIT.ok;
  }
  io.out(renderCoverageTable(cov));
  return EXIT.ok;
}
