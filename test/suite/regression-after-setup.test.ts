/**
 * A failure right after setup (no steps) also gets a regression scenario (issue 13): one with
 * no steps whose `initial` expects what the reference engine shows every viewer after setup.
 * It validates (and matches scenarios/schema.json), passes on the reference engine and fails,
 * "after setup", on the engine that broke. `initial` and empty `steps` are checked like the rest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import faceDownHasAName from '../../examples/mutants/face-down-has-a-name.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { property } from '../../properties/708/face-down-no-name.js';
import { runActions } from '../../properties/harness/trace.js';
import { regressionScenario } from '../../suite/regression/build.js';
import { formatProblem } from '../../scenarios/problems.js';
import { runScenario } from '../../scenarios/runner.js';
import { validateScenario } from '../../scenarios/validate.js';
import { rawScenario } from '../scenarios/helpers.js';

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../scenarios/schema.json'), 'utf8'));

function problems(data: unknown): string[] {
  const result = validateScenario(data, 'cases/x.json');
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe('the regression scenario of a failure right after setup', () => {
  it('has no steps, expects the reference views in initial, passes on reference, fails on mutant', async () => {
    // Not shrunk: the first game failing right after setup makes such a scenario as well as a smaller one would.
    const result = await property.check(faceDownHasAName, { runs: 30, seed: 1, maxShrinks: 0 });
    const ce = result.counterexample;
    expect(result.status).toBe('failed');
    expect(ce?.failingStep).toBe(-1);
    if (ce === undefined) return;
    const trace = await runActions(faceDownHasAName, ce.setup, ce.actions, ce.steps);
    const regression = await regressionScenario(result, trace, referenceEngine, 'the mutant');
    expect(regression.ok, regression.ok ? '' : regression.reason).toBe(true);
    if (!regression.ok) return;
    expect(regression.scenario.steps).toEqual([]);
    expect(Object.keys(regression.scenario.initial?.views ?? {}).sort()).toEqual(['P1', 'P2', 'referee']);
    expect(regression.json.description).toContain('Right after setup it expects what the reference engine shows');
    // No step, so nothing to keep an identity across: no reference resolved "before".
    expect(JSON.stringify(regression.json.initial)).not.toContain('$at');
    const ajv = new Ajv2020({ strict: false });
    const valid = ajv.compile(schema);
    expect(valid(JSON.parse(JSON.stringify(regression.json))), JSON.stringify(valid.errors)).toBe(true);

    expect((await runScenario(referenceEngine, regression.scenario)).status).toBe('passed');
    const onMutant = await runScenario(faceDownHasAName, regression.scenario);
    expect(onMutant.status).toBe('failed');
    expect(onMutant.failure?.step).toBe(-1);
    expect(onMutant.message).toMatch(
      /^after setup: initial\.views\.\w+\.objects\[\d+\]\.match\.characteristics\.name: /,
    );
    expect(onMutant.actions).toEqual([]);
  }, 600_000);
});

describe('scenario `initial` and empty steps', () => {
  const initial = { views: { referee: { battlefield: { $length: 1 } } } };

  it('accepts no steps with an initial expectation, and checks it right after setup', async () => {
    const result = validateScenario(rawScenario([], { initial }), 'x.json');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect((await runScenario(referenceEngine, result.scenario)).status).toBe('passed');
    const wrong = validateScenario(
      rawScenario([], { initial: { views: { P2: { battlefield: { $length: 3 } } } } }),
      'x.json',
    );
    if (!wrong.ok) throw new Error('should validate');
    const outcome = await runScenario(referenceEngine, wrong.scenario);
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(/^after setup: initial\.views\.P2\.battlefield: /);
  });

  it('refuses no steps without initial, an initial without views, and unknown viewers or keys in it', () => {
    expect(problems(rawScenario([]))).toEqual([
      'cases/x.json: steps: steps is empty. Fix: list at least one step ' +
        '{ "do": { "kind": ... } } (none only with an "initial" expectation)',
    ]);
    expect(problems(rawScenario([], { initial: {} }))).toContainEqual(
      expect.stringMatching(/initial\.views: "initial" needs "views"/),
    );
    expect(problems(rawScenario([], { initial: { views: { P9: [] } } }))).toContainEqual(
      expect.stringMatching(/initial\.views\.P9: unknown viewer "P9"/),
    );
    expect(problems(rawScenario([], { initial: { ...initial, ok: true } }))).toContainEqual(
      expect.stringMatching(/initial\.ok: unknown key "ok"/),
    );
    const valid = new Ajv2020({ strict: false }).compile(schema);
    expect(valid(rawScenario([], { initial }))).toBe(true);
    expect(valid(rawScenario([]))).toBe(false);
    expect(valid(rawScenario([], { initial: {} }))).toBe(false);
  });
});
