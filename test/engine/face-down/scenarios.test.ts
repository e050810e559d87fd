/**
 * The seed rulings of Reality Shift (seed 001) and Cryptic Coat (seed 004) as scenarios:
 * every one passes on the reference engine, and engines with a deliberate face-down bug
 * fail some of them, so the scenarios are not vacuous.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { EngineAdapter, GameSession } from '../../../adapter/engine-adapter.js';
import type { GameView, ObjectView } from '../../../model/view.js';
import { referenceEngine, type ReferenceSession } from '../../../engine/reference-adapter.js';
import { printedObject } from '../../../engine/printed-object.js';
import { RULINGS } from '../../../spec/rulings.js';
import { loadScenarios, runScenario } from '../../../scenarios/index.js';
import faceDownLeavesUnrevealed from '../../../examples/mutants/face-down-leaves-unrevealed.js';
import faceUpUntaps from '../../../examples/mutants/face-up-untaps.js';
import morphAfterLosingAbilities from '../../../examples/mutants/morph-after-losing-abilities.js';
import faceDownDfcTransforms from '../../../examples/mutants/face-down-dfc-transforms.js';
import manifestedInstantTurnsFaceUp from '../../../examples/mutants/manifested-instant-turns-face-up.js';
import faceDownLeaksColor from '../../../examples/mutants/face-down-leaks-color.js';

const dir = join(import.meta.dirname, '../../../scenarios/cases/face-down');
const loaded = await loadScenarios(dir);
const scenarios = loaded.map((l) => l.scenario);

/** The reference engine, except that every player's view shows the card under every face-down object. */
const leakyEngine: EngineAdapter = {
  describe: () => referenceEngine.describe(),
  start(setup) {
    const inner = referenceEngine.start(setup) as ReferenceSession;
    const leak = (o: ObjectView): ObjectView =>
      o.faceDown !== null && o.printed === null
        ? { ...o, printed: printedObject(inner.state, inner.state.objects[o.id]!) }
        : o;
    const session: GameSession = {
      apply: (a) => inner.apply(a),
      observe(viewer) {
        const v: GameView = inner.observe(viewer);
        return viewer === 'referee' ? v : { ...v, battlefield: v.battlefield.map(leak), stack: v.stack.map(leak) };
      },
    };
    return session;
  },
};

describe('seed rulings 001 (Reality Shift) and 004 (Cryptic Coat)', () => {
  test('every ruling with a game rule has a scenario (seed-004-r06 states none)', () => {
    const wanted = RULINGS.filter((r) => /^seed-00[14]-/.test(r.id) && r.clauses.length > 0)
      .map((r) => r.id)
      .sort();
    const covered = scenarios.map((s) => s.source?.ruling).sort();
    expect(covered).toEqual(wanted);
    expect(scenarios).toHaveLength(28);
  });

  test("each scenario cites its ruling's clauses", () => {
    for (const s of scenarios) {
      const ruling = RULINGS.find((r) => r.id === s.source?.ruling);
      for (const clause of ruling?.clauses ?? []) expect(s.rules, `${s.id} cites ${clause}`).toContain(clause);
    }
  });

  test.each(scenarios.map((s) => [s.id, s] as const))('%s passes on the reference engine', async (_id, s) => {
    const outcome = await runScenario(referenceEngine, s);
    expect(outcome.message ?? '').toBe('');
    expect(outcome.status).toBe('passed');
  });
});

describe('the scenarios catch wrong engines', () => {
  async function failing(engine: EngineAdapter): Promise<readonly string[]> {
    const outcomes = await Promise.all(scenarios.map((s) => runScenario(engine, s)));
    return outcomes.filter((o) => o.status === 'failed').map((o) => o.id);
  }

  test('an engine showing opponents the hidden card fails each scenario checking their face-down view', async () => {
    const failed = await failing(leakyEngine);
    // Every scenario expecting `printed: null` somewhere (only player views are expected that way here).
    const checksHiding = scenarios.filter((s) => JSON.stringify(s.steps).includes('"printed":null')).map((s) => s.id);
    expect(checksHiding.length).toBeGreaterThanOrEqual(14);
    expect([...failed].sort()).toEqual([...checksHiding].sort());
  });

  test.each([
    ['face-down-leaves-unrevealed', faceDownLeavesUnrevealed, 'face-down/cryptic-coat/reveal-on-leaving'],
    ['face-up-untaps', faceUpUntaps, 'face-down/reality-shift/tapped-status-unchanged'],
    [
      'morph-after-losing-abilities',
      morphAfterLosingAbilities,
      'face-down/reality-shift/manifested-after-losing-abilities',
    ],
    ['face-down-dfc-transforms', faceDownDfcTransforms, 'face-down/reality-shift/manifested-dfc'],
    [
      'manifested-instant-turns-face-up',
      manifestedInstantTurnsFaceUp,
      'face-down/reality-shift/manifested-instant-stays-face-down',
    ],
    ['face-down-leaks-color', faceDownLeaksColor, 'face-down/reality-shift/manifested-characteristics'],
  ] as const)('mutant %s fails %s', async (_name, mutant, id) => {
    expect(await failing(mutant)).toContain(id);
  });
});
