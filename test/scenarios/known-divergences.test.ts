/**
 * Scenarios judge past an expectations file's known divergences (issue 39): a view expectation at a path an entry
 * covers is taken as the engine shows it, and the rest of the scenario is still compared, so that an entry never
 * hides another bug. Played on a mutant that shows face-down names (examples/mutants/face-down-has-a-name.ts) and one
 * with two bugs at once.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import type { Divergence } from '../../results/divergence.js';
import { loadScenarios } from '../../scenarios/load.js';
import { runScenario } from '../../scenarios/runner.js';
import { withValueAt } from '../../scenarios/known-divergences.js';
import { twoBugs } from '../support/two-bugs.js';

const named = (await import('../../examples/mutants/face-down-has-a-name.js')) as { default: EngineAdapter };
const scenarios = new Map(
  (await loadScenarios(join(import.meta.dirname, '../../scenarios/cases'))).map((s) => [s.scenario.id, s.scenario]),
);
const scenario = (id: string) => {
  const s = scenarios.get(id);
  if (s === undefined) throw new Error(`no scenario ${id}`);
  return s;
};

const NAMES: Readonly<Record<string, Divergence>> = {
  names: { path: 'battlefield[*].characteristics.name', where: 'face-down', reason: 'keeps face-down names' },
};
const ID = 'face-down/reality-shift/manifested-characteristics';

describe('a scenario and the known divergences of an expectations file', () => {
  it('fails on the divergence without the file, and passes past it with the file, counting it once', async () => {
    const plain = await runScenario(named.default, scenario(ID));
    expect(plain.status).toBe('failed');
    expect(plain.message).toMatch(/characteristics\.name: values differ/);
    const past = await runScenario(named.default, scenario(ID), { divergences: NAMES });
    expect(past.status, past.message).toBe('passed');
    expect(past.divergences).toEqual({ names: 1 });
  });

  it('judges nothing past where the entry does not hold: another path, or a face-up object', async () => {
    const other = { names: { ...NAMES.names, path: 'battlefield[*].characteristics.power' } } as const;
    expect((await runScenario(named.default, scenario(ID), { divergences: other })).status).toBe('failed');
    const faceUp = { names: { ...NAMES.names, where: 'face-up' } } as const;
    expect((await runScenario(named.default, scenario(ID), { divergences: faceUp })).status).toBe('failed');
    // An entry by event or clause alone says nothing about a view.
    const byClause = { names: { clause: '708.2a', reason: 'r' } };
    expect((await runScenario(named.default, scenario(ID), { divergences: byClause })).status).toBe('failed');
  });

  it('still reports another bug of the same object past the known one', async () => {
    const engine = await twoBugs('face-down-has-a-name', 'face-down-leaks-color');
    const r = await runScenario(engine, scenario(ID), { divergences: NAMES });
    expect(r.status).toBe('failed');
    expect(r.message).toMatch(/characteristics\.colors/);
  });

  it('replaces one part of an expected value, nothing else', () => {
    const v = { a: [{ b: 1, c: 2 }, { b: 3 }], d: 4 };
    expect(withValueAt(v, 'a[1].b', 9)).toEqual({ a: [{ b: 1, c: 2 }, { b: 9 }], d: 4 });
    expect(withValueAt(v, '', 0)).toBe(0);
    expect(v.a[1]?.b).toBe(3);
  });
});
