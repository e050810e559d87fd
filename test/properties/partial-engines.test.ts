/**
 * Partial engines: generated games keep to the core and the declared mechanics for every
 * property and the differential check (an engine that throws on anything else never
 * errors), and an action answered `unsupported` discards its run and is counted, never
 * a failure.
 */
import { describe, expect, it } from 'vitest';
import type { Mechanic } from '../../adapter/mechanics.js';
import { coreOf, unmetCore } from '../../properties/core.js';
import { loadProperties } from '../../properties/registry.js';
import { buildReport } from '../../reports/build.js';
import { renderMarkdown } from '../../reports/markdown.js';
import { allChecks } from '../../suite/checks.js';
import { guardedEngine, refusingEngine } from '../support/mechanic-guard.js';

const properties = (await allChecks()).filter((c) => c.kind !== 'scenario');
/** Each property's core (properties/core.ts): what an engine must declare for it to run. */
const cores = new Map((await loadProperties()).map((p) => [p.id, coreOf(p.core, p.mechanics)]));

describe('generated games use only the core and the declared mechanics', () => {
  const cases: readonly (readonly Mechanic[])[] = [[], ['transform'], ['morph', 'stack'], ['meld', 'copy', 'tokens']];
  for (const mechanics of cases) {
    it(`declaring [${mechanics.join(', ')}]: no property errors, and those whose core it declares run`, async () => {
      const engine = guardedEngine(mechanics);
      const results = [];
      for (const check of properties) results.push(await check.run(engine, { runs: 15, seed: 3 }));
      const errors = results.filter((r) => r.status === 'error');
      expect(errors.map((r) => `${r.id}: ${r.message ?? r.counterexample?.message}`)).toEqual([]);
      expect(results.filter((r) => r.status === 'failed').map((r) => r.id)).toEqual([]);
      for (const r of results) {
        const runnable = unmetCore(cores.get(r.id) ?? [], mechanics).length === 0;
        expect(r.status, r.id).toBe(runnable ? 'passed' : 'not-supported');
      }
    }, 900_000);
  }
});

describe('the unsupported rejection', () => {
  it('discards the run and counts it by reason, never failing the property', async () => {
    const check = properties.find((c) => c.id === 'general/conservation');
    expect(check).toBeDefined();
    const r = await check!.run(refusingEngine(['tap', 'untap']), { runs: 40, seed: 5 });
    expect(r.status).toBe('passed');
    expect(r.discarded?.runs).toBeGreaterThan(0);
    expect(
      Object.keys(r.discarded?.reasons ?? {}).every((k) => /^(tap: no tap here|untap: no untap here)$/.test(k)),
    ).toBe(true);
    const report = buildReport({
      engine: { name: 'refusing', version: '1' },
      edition: '2026-04-17',
      seed: 5,
      runs: 40,
      startedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 1,
      results: [r],
    });
    expect(renderMarkdown(report)).toMatch(
      new RegExp(`- \`general/conservation\`: ${r.discarded?.runs} of 40 runs \\(\\d+ × (un)?tap: no (un)?tap here`),
    );
  }, 900_000);
});
