/**
 * Partial engines: generated games keep to the core and the declared mechanics for every
 * property and the differential check (an engine that throws on anything else never
 * errors), and an action answered `unsupported` discards its run and is counted, never
 * a failure. The same runs show which properties a partial engine reaches (issue 22): a transform-only engine
 * meets the 712 properties about transform, a face-down-only one the 708 properties about face-down permanents, a
 * core-only one the properties about hidden cards in hands and libraries (partial-reach.test.ts shows each such
 * property still catching its mutant there, so reaching it is not a vacuous pass).
 */
import { describe, expect, it } from 'vitest';
import type { Mechanic } from '../../adapter/mechanics.js';
import { coreOf, unmetCore } from '../../properties/core.js';
import { loadProperties } from '../../properties/registry.js';
import { buildReport } from '../../reports/build.js';
import { renderMarkdown } from '../../reports/markdown.js';
import { allChecks } from '../../suite/checks.js';
import { refusingEngine } from '../support/mechanic-guard.js';
import { PARTIAL_ENGINES, type Reach, reachOf } from './reach.js';

const properties = (await allChecks()).filter((c) => c.kind !== 'scenario');
/** Each property's core (properties/core.ts): what an engine must declare for it to run. */
const cores = new Map((await loadProperties()).map((p) => [p.id, coreOf(p.core, p.mechanics)]));
const FACE_DOWN = PARTIAL_ENGINES['face-down-only'] ?? [];

/** Every property's run on the engine declaring `mechanics` (15 runs, seed 3), played once for both describes. */
const reaches = new Map<string, Promise<Reach>>();
function reach(mechanics: readonly Mechanic[]): Promise<Reach> {
  const key = mechanics.join();
  let r = reaches.get(key);
  if (r === undefined) {
    r = reachOf(mechanics, 15, 3);
    reaches.set(key, r);
  }
  return r;
}

describe('generated games use only the core and the declared mechanics', () => {
  const cases: readonly (readonly Mechanic[])[] = [
    [],
    ['transform'],
    ['morph', 'stack'],
    ['meld', 'copy', 'tokens'],
    FACE_DOWN,
  ];
  for (const mechanics of cases) {
    it(`declaring [${mechanics.join(', ')}]: no property errors, and those whose core it declares run`, async () => {
      const { results } = await reach(mechanics);
      expect(results.map((r) => r.id)).toEqual(properties.map((p) => p.id));
      const errors = results.filter((r) => r.status === 'error');
      expect(errors.map((r) => `${r.id}: ${r.message ?? r.counterexample?.message}`)).toEqual([]);
      expect(results.filter((r) => r.status === 'failed').map((r) => r.id)).toEqual([]);
      for (const r of results) {
        const runnable = unmetCore(cores.get(r.id) ?? [], mechanics).length === 0;
        // A property that runs may judge nothing in 15 games of a partial engine: it says so (issue 39).
        if (runnable) expect(['passed', 'not-reached'], r.id).toContain(r.status);
        else expect(r.status, r.id).toBe('not-supported');
      }
    }, 900_000);
  }
});

describe('properties reached by partial engines', () => {
  it('a transform-only engine reaches the transform properties, a face-down-only one the face-down ones', async () => {
    const transform = await reach(['transform']);
    expect(transform.reached).toEqual(
      expect.arrayContaining([
        '712/transform-keeps-identity',
        '712/mana-value-by-face',
        '712/only-double-faced-transform',
        '712/characteristics-by-zone',
        '712/enters-front-face-up',
        '712/no-transform-into-instant-or-sorcery',
      ]),
    );
    const faceDown = await reach(FACE_DOWN);
    expect(faceDown.reached).toEqual(
      expect.arrayContaining(['708/controller-may-look', '708/reveal-on-leaving', '708/no-hidden-information-leak']),
    );
    const core = await reach([]);
    expect(core.reached).toContain('708/no-hidden-information-leak');
    for (const { results } of [transform, faceDown, core])
      expect(results.filter((r) => !['passed', 'not-supported', 'not-reached'].includes(r.status))).toEqual([]);
    // What is still not-supported names the part of the core the engine lacks.
    const copy = transform.results.find((r) => r.id === '712/copy-takes-face-up');
    expect(copy?.status).toBe('not-supported');
    expect(copy?.message).toBe('engine does not declare: copy');
    const look = core.results.find((r) => r.id === '708/controller-may-look');
    expect(look?.message).toBe('engine does not declare: morph or manifest');
  }, 600_000);
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
