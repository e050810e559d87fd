/**
 * Judging a counterexample again on an engine: a property's checks over the recorded
 * actions (or, for a check that cannot judge actions alone, its seed and path), or the
 * scenario itself. The verdict says whether it still fails, where, and why.
 */
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { Trace } from '../../properties/harness/trace.js';
import type { PropertyDefinition } from '../../properties/property.js';
import { runActions } from '../../properties/harness/trace.js';
import type { CounterexampleFile } from '../../reports/files.js';
import { runScenario, stepLabel } from '../../scenarios/runner.js';
import { UsageError } from '../errors.js';
import { actionNeeds, type MechanicNeed, setupNeeds, unmetNeeds } from '../../adapter/mechanic-needs.js';
import { coreOf, coreText, unmetCore } from '../../properties/core.js';
import { allProperties } from '../properties.js';

export interface Verdict {
  readonly fails: boolean;
  /** -1: right after setup; null when it passes. */
  readonly failingStep: number | null;
  readonly message: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
  /** The recorded actions played on the engine, with every view after each. */
  readonly trace: Trace;
}

/** The property a counterexample file names; throws UsageError when this version has none by that id. */
export async function propertyOf(file: CounterexampleFile): Promise<PropertyDefinition> {
  const property = (await allProperties()).find((p) => p.id === file.id);
  if (property === undefined) {
    throw new UsageError(`no property "${file.id}" in this version of obverse (was it renamed or removed?)`, 'replay');
  }
  return property;
}

/** Check that the file can be replayed at all (before any engine is loaded or played). */
export async function checkReplayable(file: CounterexampleFile): Promise<void> {
  if (file.kind === 'scenario') {
    if (file.scenario === undefined)
      throw new UsageError(`the file has no "scenario" to replay for ${file.id}`, 'replay');
  } else await propertyOf(file);
}

/**
 * Why the counterexample cannot be played on an engine declaring `declared`, or null when it can: its setup or
 * actions need a mechanic the engine does not declare, or (a scenario, a property) it does not declare what the
 * check itself needs. Such a case says nothing about that engine: it is not supported, as in `obverse check`.
 */
export async function notSupportedReason(
  file: CounterexampleFile,
  declared: readonly string[],
): Promise<string | null> {
  const ce = file.counterexample;
  const needs: MechanicNeed[] = [...setupNeeds(ce.setup), ...ce.actions.flatMap((a) => actionNeeds(a))];
  const unmet = unmetNeeds(needs, declared);
  if (unmet.length > 0) {
    const shown = [...new Set(unmet.map((n) => `${n.what} (${n.anyOf.join(' or ')})`))];
    return `it needs what the engine does not declare: ${shown.join('; ')}`;
  }
  if (file.kind === 'scenario') {
    const missing = (file.scenario?.mechanics ?? []).filter((m) => !declared.includes(m));
    return missing.length === 0 ? null : `the engine does not declare: ${missing.join(', ')}`;
  }
  const property = await propertyOf(file);
  const lacking = unmetCore(coreOf(property.core, property.mechanics), declared);
  return lacking.length === 0 ? null : `the engine does not declare: ${coreText(lacking)}`;
}

export async function judgeAgain(file: CounterexampleFile, adapter: EngineAdapter): Promise<Verdict> {
  const ce = file.counterexample;
  const trace = await runActions(adapter, ce.setup, ce.actions, ce.steps);
  if (file.kind === 'scenario') {
    if (file.scenario === undefined)
      throw new UsageError(`the file has no "scenario" to replay for ${file.id}`, 'replay');
    const outcome = await runScenario(adapter, file.scenario);
    const f = outcome.failure;
    return f === undefined
      ? { fails: outcome.status !== 'passed', failingStep: null, message: outcome.message ?? outcome.status, trace }
      : {
          fails: true,
          failingStep: Math.min(f.step, outcome.actions.length - 1),
          message: `${stepLabel(f.step)}: ${f.check}: ${f.message}`,
          expected: f.expected,
          actual: f.actual,
          trace,
        };
  }
  const property = await propertyOf(file);
  if (property.replay !== undefined) {
    // Past what the check had judged past when it found this failure: so it shows this one, not those.
    const outcome = await property.replay(adapter, ce.setup, ce.actions, ce.steps, {}, ce.judgedPast);
    if (outcome.kind === 'pass') return { fails: false, failingStep: null, message: 'every check holds', trace };
    if (outcome.kind === 'engine-error') {
      const failure = outcome.trace.failure;
      return {
        fails: true,
        failingStep: outcome.trace.records.length,
        message: `engine error during ${failure?.phase ?? 'unknown'}: ${failure?.message ?? 'unknown'}`,
        trace,
      };
    }
    if (outcome.kind === 'discarded') {
      // The engine turned down a step it does not support: the case says nothing about the rule.
      return { fails: false, failingStep: null, message: `not judged: ${outcome.reason}`, trace };
    }
    const v = outcome.violation;
    return {
      fails: true,
      failingStep: outcome.failingStep,
      message: v.message,
      expected: v.expected,
      actual: v.actual,
      trace,
    };
  }
  // Checks that need the generated game itself (the differential check) replay by seed and path.
  const result = await property.check(adapter, { runs: file.runs, seed: ce.seed, path: ce.path });
  const again = result.counterexample;
  if (again === undefined) {
    return {
      fails: result.status === 'failed' || result.status === 'error',
      failingStep: null,
      message: result.message ?? result.status,
      trace,
    };
  }
  return {
    fails: true,
    failingStep: again.failingStep,
    message: again.message,
    expected: again.expected,
    actual: again.actual,
    trace,
  };
}
