/**
 * Issue 39, every distinct failure: a check that fails goes on, past the kinds it found, for failures of other
 * kinds, each shrunk and reported on its own. Measured on two of the repository's mutants combined into one engine
 * (test/support/two-bugs.ts): both bugs are reported, by a property and by the differential check. The search is
 * bounded (FURTHER_GAMES new games after the first failure) and costs a passing check nothing.
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { FURTHER_GAMES } from '../../properties/harness/search.js';
import type { PropertyDefinition } from '../../properties/property.js';
import { loadProperties } from '../../properties/registry.js';
import type { PropertyResult } from '../../reports/report.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';
import { twoBugs } from '../support/two-bugs.js';

const properties = new Map((await loadProperties()).map((p) => [p.id, p]));
const propertyOf = (id: string): PropertyDefinition => {
  const p = properties.get(id);
  if (p === undefined) throw new Error(`no property ${id}`);
  return p;
};

/** Every failure of a result, the headline first. */
const failuresOf = (r: PropertyResult) => [
  { status: r.status, counterexample: r.counterexample },
  ...(r.otherFailures ?? []),
];

/** An engine that counts the games started on it. */
function counting(engine: EngineAdapter): { readonly adapter: EngineAdapter; readonly started: () => number } {
  let started = 0;
  return {
    adapter: {
      describe: () => engine.describe(),
      start: (setup) => {
        started++;
        return engine.start(setup);
      },
    },
    started: () => started,
  };
}

const run = { seed: 20260417, maxFailures: 5, maxShrinks: 20, gameLength: TEST_GAME_LENGTH } as const;

/** The two face-up bugs and 708/turn-face-up-same-object's result on them, played once for the tests below. */
let faceUp: Promise<{ readonly engine: EngineAdapter; readonly r: PropertyResult }> | undefined;
function faceUpBugs() {
  faceUp ??= (async () => {
    const engine = await twoBugs('face-up-untaps', 'face-up-triggers-enters');
    return { engine, r: await propertyOf('708/turn-face-up-same-object').check(engine, { ...run, runs: 40 }) };
  })();
  return faceUp;
}

describe('a check with two bugs reports both (two mutants combined)', () => {
  it('708/turn-face-up-same-object: face-up-untaps and face-up-triggers-enters, each its own failure', async () => {
    const { r } = await faceUpBugs();
    expect(r.status, r.message).toBe('failed');
    const found = failuresOf(r);
    const messages = found.map((f) => f.counterexample?.message ?? '');
    expect(messages.some((m) => m.includes('status changed on turning face up'))).toBe(true);
    expect(messages.some((m) => m.includes('turning face up is not entering the battlefield'))).toBe(true);
    // Each was shrunk on its own and knows what it was found past: the kinds found before it.
    const keys = found.map((f) => f.counterexample?.failureKind?.key);
    expect(new Set(keys).size).toBe(found.length);
    found.forEach((f, i) => {
      expect(f.counterexample?.size?.actions).toBeLessThanOrEqual(3);
      expect(f.counterexample?.judgedPast?.kinds ?? []).toEqual(keys.slice(0, i));
    });
  }, 600_000);

  it('the differential: face-down-has-a-name and face-up-untaps, each at its own path', async () => {
    const engine = await twoBugs('face-down-has-a-name', 'face-up-untaps');
    const r = await propertyOf('differential/views-match-reference').check(engine, {
      ...run,
      runs: 40,
      maxShrinks: 5,
      maxFailures: 3,
    });
    expect(r.status, r.message).toBe('failed');
    const labels = failuresOf(r).map((f) => f.counterexample?.failureKind?.label);
    expect(labels).toContain('at battlefield[*].characteristics.name (face-down)');
    expect(labels).toContain('at battlefield[*].tapped (face-up)');
  }, 600_000);

  it('replays a later failure from its counterexample past the kinds found before it: it shows that one', async () => {
    const { engine, r } = await faceUpBugs();
    const p = propertyOf('708/turn-face-up-same-object');
    const later = r.otherFailures?.[0]?.counterexample;
    expect(later).toBeDefined();
    if (later === undefined || p.replay === undefined) return;
    const outcome = await p.replay(engine, later.setup, later.actions, later.steps, {}, later.judgedPast);
    expect(outcome.kind).toBe('violation');
    if (outcome.kind === 'violation') expect(outcome.failure?.key).toBe(later.failureKind?.key);
  }, 600_000);
});

describe('the search for further failures is bounded and free when a check passes', () => {
  it('a passing check plays each generated game once', async () => {
    const engine = counting(referenceEngine);
    const r = await propertyOf('708/face-down-no-name').check(engine.adapter, { ...run, runs: 20 });
    expect(r.status).toBe('passed');
    expect(engine.started()).toBe(20);
  }, 600_000);

  it('after a failure: the failing game is judged again, not played again; at most FURTHER_GAMES more', async () => {
    const mutant = ((await import('../../examples/mutants/face-down-has-a-name.js')) as { default: EngineAdapter })
      .default;
    const engine = counting(mutant);
    const r = await propertyOf('708/face-down-no-name').check(engine.adapter, {
      ...run,
      maxShrinks: 0,
      runs: 5000,
    });
    expect(r.status).toBe('failed');
    // Not shrunk (no shrink budget): every game started is a generated game, each played once.
    expect(engine.started()).toBe(r.runs);
    expect(r.runs).toBeLessThan(FURTHER_GAMES + 20);
    // One bug (a face-down name, in each place it shows): the search found no other kind of failure.
    expect(failuresOf(r).every((f) => f.counterexample?.message.includes('has a name'))).toBe(true);
  }, 600_000);

  it('maxFailures 1 stops at the first failure', async () => {
    const { engine } = await faceUpBugs();
    const r = await propertyOf('708/turn-face-up-same-object').check(engine, { ...run, runs: 40, maxFailures: 1 });
    expect(r.status).toBe('failed');
    expect(r.otherFailures).toBeUndefined();
  }, 600_000);
});
