/**
 * Everything `obverse check` settles before any work: the scenarios to load, which
 * properties and scenarios are selected, and the engine. Bad input surfaces here as a
 * UsageError (exit 2) or EngineLoadError (exit 3), never after games were played.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { PropertyDefinition } from '../../properties/property.js';
import type { RulesEdition } from '../../spec/editions.js';
import { checkedEdition } from '../edition-option.js';
import type { LoadedScenario } from '../../scenarios/format.js';
import { loadScenarios, loadSelectedScenarios, parseScenario, type SelectedScenarios } from '../../scenarios/load.js';
import { ScenarioLoadError, type ValidationProblem } from '../../scenarios/problems.js';
import { checkOutWritable } from './out.js';
import { shardShare } from './shard.js';
import { loadEngineCommand, loadEngineModule, loadReferenceEngine, type LoadedEngine } from '../engine.js';
import { UsageError } from '../errors.js';
import type { Io } from '../io.js';
import { shippedScenarios } from '../paths.js';
import { scenarioUsageError } from '../scenario-errors.js';
import { allProperties } from '../properties.js';
import { type Selection, selection } from '../select.js';
import { type LoadedExpectations, loadExpectations, skippedIds } from './expectations.js';
import type { CheckOptions } from './options.js';

/** What a check will run, decided before it runs. */
export interface CheckPlan {
  readonly options: CheckOptions;
  readonly engine: LoadedEngine;
  readonly properties: readonly PropertyDefinition[];
  readonly scenarios: readonly LoadedScenario[];
  /** The `--scenarios` value as given, for scenario replay commands. */
  readonly scenarioDirLabel?: string;
  /** `--expectations`, read and checked; the selected ids it skips; every known id. */
  readonly expectations?: LoadedExpectations;
  readonly skipped: readonly string[];
  readonly known: readonly string[];
  /** The rules edition checked (`--edition`, else the engine's declared one, else the newest). */
  readonly edition: RulesEdition;
  /** Set when `--edition` differs from the edition the engine declares. */
  readonly editionNote: string | null;
  /** With `--shard`: every unit of the whole (unsharded) run, in its order, for `obverse merge`. */
  readonly wholePlan?: readonly string[];
}

/** The scenarios a check may run (loaded and validated), and the ids of every scenario it knows. */
async function scenariosFrom(options: CheckOptions, cwd: string, chosen: Selection): Promise<SelectedScenarios> {
  const all = (loaded: readonly LoadedScenario[]): SelectedScenarios => ({
    loaded,
    ids: loaded.map((s) => s.scenario.id),
  });
  // The package's own scenarios: only the selected ones are validated (its tests validate all of them).
  if (options.scenarios === undefined) {
    const shipped = shippedScenarios();
    try {
      return await loadSelectedScenarios(shipped, chosen.selects, cwd);
    } catch (e) {
      if (e instanceof ScenarioLoadError) throw scenarioUsageError(e, 'check', { kind: 'shipped', dir: shipped });
      throw e;
    }
  }
  const dir = resolve(cwd, options.scenarios);
  try {
    // One scenario file is accepted as well as a folder of them.
    if (statSync(dir).isFile()) {
      const file = relative(cwd, dir) || dir;
      const parsed = parseScenario(await readFile(dir, 'utf8'), file);
      if (Array.isArray(parsed)) throw new ScenarioLoadError(parsed as readonly ValidationProblem[]);
      return all([parsed as LoadedScenario]);
    }
    // A folder given with --scenarios is the user's: every file is validated, selected or not.
    return all(await loadScenarios(dir, cwd));
  } catch (e) {
    if (e instanceof ScenarioLoadError) throw scenarioUsageError(e, 'check', { kind: 'given' });
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOENT')
      throw new UsageError(`--scenarios ${options.scenarios}: no such file or folder (${dir})`, 'check');
    if (code === 'ENOTDIR')
      throw new UsageError(`--scenarios ${options.scenarios}: a part of ${dir} is a file, not a folder`, 'check');
    if (code === 'EACCES')
      throw new UsageError(`--scenarios ${options.scenarios}: permission denied reading ${dir}`, 'check');
    throw e;
  }
}

/** Check the inputs and load what the run needs; throws UsageError or EngineLoadError. */
export async function prepareCheck(options: CheckOptions, io: Io): Promise<CheckPlan> {
  checkOutWritable(resolve(io.cwd, options.out), options.out);
  const chosen = selection(options.properties);
  const { loaded: scenarios, ids: scenarioIds } = await scenariosFrom(options, io.cwd, chosen);
  const properties = await allProperties();
  const known = [...properties.map((p) => p.id), ...scenarioIds];
  const unmatched = chosen.unmatched(known);
  if (unmatched.length > 0) {
    throw new UsageError(
      `unknown property or scenario id: ${unmatched.join(', ')} (${known.length} known; ids look like ` +
        `"${known[0] ?? '712/name'}")`,
      'check',
    );
  }
  const expectations = await loadExpectations(options, io.cwd, known);
  const skips = skippedIds(expectations);
  const skipped = known.filter((id) => chosen.selects(id) && skips.has(id));
  const selected = properties.filter((p) => chosen.selects(p.id) && !skips.has(p.id));
  if (options.path !== undefined && selected.length !== 1) {
    throw new UsageError(
      `--path replays one property's counterexample, but --properties selects ${selected.length} properties`,
      'check',
    );
  }
  // A replay is about one property's counterexample; scenarios would only add noise.
  const scenariosToRun =
    options.path === undefined
      ? scenarios.filter((s) => chosen.selects(s.scenario.id) && !skips.has(s.scenario.id))
      : [];
  const whole = [...selected.map((p) => p.id), ...scenariosToRun.map((s) => s.scenario.id)];
  const share = options.shard === undefined ? undefined : shardShare(whole, options.shard);
  const inShare = (id: string): boolean => share === undefined || share.has(id);
  const isolation = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  const engine =
    options.engineCmd !== undefined
      ? await loadEngineCommand(options.engineCmd, io.cwd, isolation)
      : options.engine !== undefined
        ? await loadEngineModule(options.engine, io.cwd, isolation)
        : await loadReferenceEngine(options.edition);
  const { edition, note } = checkedEdition(options.edition, engine.description.edition);
  return {
    options,
    engine,
    edition,
    editionNote: note,
    properties: selected.filter((p) => inShare(p.id)),
    scenarios: scenariosToRun.filter((s) => inShare(s.scenario.id)),
    ...(share === undefined ? {} : { wholePlan: whole }),
    ...(options.scenarios === undefined ? {} : { scenarioDirLabel: options.scenarios }),
    ...(expectations === undefined ? {} : { expectations }),
    skipped,
    known,
  };
}
