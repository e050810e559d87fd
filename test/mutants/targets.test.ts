/**
 * Every mutant is caught by what its file names (issue 14: the fast form of mutants.long.test.ts): each
 * declared property fails on it at the seed and run count measured to catch it (test/mutants/measured.json),
 * and each declared scenario fails on it. Nothing is shrunk: these tests say that the mutant is caught,
 * not how small the counterexample gets (test/properties/ checks shrinking, `npm run bench` each mutant's
 * size). The sweep of every mutant by every property and scenario, and the search for a catcher of each
 * untargeted property, run in `npm run test:long`.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProperties } from '../../properties/registry.js';
import { loadScenarios, runScenario } from '../../scenarios/index.js';
import { MUTANTS } from './catalog.js';
import { ROOT } from './facts.js';
import { findCatcher, LAST_FOUND_CATCHER } from './coverage.js';
import { loadMutant, SEED, SWEEP_RUNS, TARGET_RUNS } from './harness.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { mutantEngine } from '../../examples/mutants/support/mutant-engine.js';
import { readMeasured } from './render-doc.js';
import { lockstep } from '../support/lockstep.js';
import { DEFAULT_EDITION } from '../../model/rules-edition.js';

const ALL_PROPERTIES = await loadProperties();
const properties = new Map(ALL_PROPERTIES.map((p) => [p.id, p]));
const scenarios = new Map(
  (await loadScenarios(join(ROOT, 'scenarios/cases'), ROOT)).map((s) => [s.scenario.id, s.scenario]),
);
const measured = readMeasured().mutants;
/**
 * The first failing game shows that a case fails; the counterexample's size is not what these tests check
 * (shrinking 10 times cost 5 of 18 CPU-s of this file).
 */
const SHRINKS = 0;

describe('each mutant fails the properties and scenarios its file names', () => {
  // The history mutants need default-length games at the default runs: mutants-history.test.ts checks them.
  for (const entry of MUTANTS.filter((m) => m.group !== 'history')) {
    it(`${entry.name} (${entry.clause}): ${[...entry.properties, ...entry.scenarios].join(', ')}`, async () => {
      const engine = await loadMutant(entry.name);
      const rare = new Set(measured[entry.name]?.onlyAtTargetRuns ?? []);
      for (const id of entry.properties) {
        const property = properties.get(id);
        expect(property, `${entry.name} names an unknown property ${id}`).toBeDefined();
        if (property === undefined) continue;
        const runs = rare.has(id) ? TARGET_RUNS : SWEEP_RUNS;
        const r = await property.check(engine, { runs, seed: SEED, maxShrinks: SHRINKS });
        expect(r.status, `${entry.name} should fail ${id} (seed ${SEED}, ${runs} runs): ${r.message ?? ''}`).toBe(
          'failed',
        );
      }
      for (const id of entry.scenarios) {
        const scenario = scenarios.get(id);
        expect(scenario, `${entry.name} names an unknown scenario ${id}`).toBeDefined();
        if (scenario === undefined) continue;
        expect((await runScenario(engine, scenario)).status, `${entry.name} should fail scenario ${id}`).toBe('failed');
      }
    });
  }
});

describe('every property fails on some mutant', () => {
  // A declared target is confirmed by its mutant's test below; any other property must fail on some mutant.
  const targeted = new Set(MUTANTS.flatMap((m) => m.properties));
  for (const p of ALL_PROPERTIES.filter((p) => !targeted.has(p.id))) {
    it(`${p.id}, which no mutant declares as a target, fails on some mutant`, async () => {
      const catcher = await findCatcher(p, MUTANTS);
      console.log(`${p.id}: fails on mutant ${catcher?.name ?? 'none'}`);
      if (catcher !== null && LAST_FOUND_CATCHER[p.id] !== catcher.name)
        console.log(`(a quicker search next time: set LAST_FOUND_CATCHER['${p.id}'] in coverage.ts to that mutant)`);
      expect(
        catcher?.name,
        `${p.id} fails on no mutant of examples/mutants/ (${TARGET_RUNS} runs each): it proves nothing until a ` +
          `mutant breaking ${p.rules.join(', ') || 'what it checks'} fails it (docs/mutants.md)`,
      ).toBeDefined();
    });
  }
});

describe('the reference engine passes the same selection', () => {
  // Every property at SEED and SWEEP_RUNS, in games of the same length, is test/properties/properties.test.ts's
  // reference pass (one test per property), played on the reference engine inside the mutant scaffolding with no
  // bug in it: so a catch here is the bug, not the wrapper, nor something the reference engine fails too. Here every
  // scenario is played on both in lockstep (test/support/lockstep.ts): they must answer alike throughout.
  const noBug = mutantEngine({ name: 'no-bug' });

  it('every scenario passes, and the mutant scaffolding with no bug answers alike', async () => {
    const bad: string[] = [];
    const engine = lockstep(referenceEngine, noBug);
    for (const scenario of scenarios.values()) {
      const outcome = await runScenario(engine, scenario);
      if (outcome.status !== 'passed') bad.push(`${scenario.id}: ${outcome.status} ${outcome.message ?? ''}`);
    }
    expect(bad).toEqual([]);
    expect(scenarios.size).toBeGreaterThan(0);
  });

  it('the mutant scaffolding with no bug declares what the reference engine declares', async () => {
    const [mine, reference] = [await noBug.describe(), await referenceEngine.describe()];
    expect({ mechanics: mine.mechanics, edition: mine.edition ?? DEFAULT_EDITION }).toEqual({
      mechanics: reference.mechanics,
      edition: reference.edition,
    });
  });
});
