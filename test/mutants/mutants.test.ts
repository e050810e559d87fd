/**
 * The deliberately broken engines of examples/mutants/: the reference engine passes
 * the suite, every mutant fails it, and every property fails on at least one mutant.
 * The face-down group runs in mutants-face-down.test.ts, in parallel; the catalog's
 * freshness is checked in freshness.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { loadProperties } from '../../properties/registry.js';
import { mutantEngine } from '../../examples/mutants/support/mutant-engine.js';
import { MUTANTS } from './catalog.js';
import { describeMutants } from './group.js';
import { findCatcher } from './coverage.js';
import { sweep, TARGET_RUNS } from './harness.js';

const ALL_PROPERTIES = await loadProperties();

describe('every property fails on some mutant', () => {
  // A declared target is confirmed by its mutant's test below; any other property must fail on some mutant.
  const targeted = new Set(MUTANTS.flatMap((m) => m.properties));
  for (const p of ALL_PROPERTIES.filter((p) => !targeted.has(p.id))) {
    it(`${p.id}, which no mutant declares as a target, fails on some mutant`, async () => {
      const catcher = await findCatcher(p, MUTANTS);
      console.log(`${p.id}: fails on mutant ${catcher?.name ?? 'none'}`);
      expect(
        catcher?.name,
        `${p.id} fails on no mutant of examples/mutants/ (${TARGET_RUNS} runs each): it proves nothing until a ` +
          `mutant breaking ${p.rules.join(', ') || 'what it checks'} fails it (docs/mutants.md)`,
      ).toBeDefined();
    }, 900_000);
  }
});

describe('the reference engine passes the same selection', () => {
  it('every property and every scenario passes', async () => {
    const s = await sweep(referenceEngine);
    const bad = [...s.properties, ...s.scenarios]
      .filter((r) => r.status !== 'passed')
      .map((r) => `${r.id}: ${r.status}`);
    expect(bad).toEqual([]);
    expect(s.properties.length).toBe(ALL_PROPERTIES.length);
  }, 120_000);

  it('and so does the mutant scaffolding with no bug in it, so a catch is the bug, not the wrapper', async () => {
    const s = await sweep(mutantEngine({ name: 'no-bug' }));
    expect(
      [...s.properties, ...s.scenarios].filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.status}`),
    ).toEqual([]);
  }, 120_000);
});

describeMutants('dfc');
