/**
 * The engine-side reproduction (issue 21): an engine session's `reproduce` is asked after replaying a
 * counterexample up to its failing step, travels over the protocol when the engine takes up
 * `reproduction`, is valid in report.json's schema, and report.md and report.html show it.
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter, EngineReproduction } from '../../adapter/engine-adapter.js';
import { engineReproduction } from '../../cli/check/engine-reproduction.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { EngineServer } from '../../protocol/server.js';
import { engineReproductionHtml, engineReproductionLines } from '../../reports/engine-reproduction-text.js';
import type { Counterexample } from '../../reports/report.js';
import type { GameSetup } from '../../model/setup.js';

const setup: GameSetup = {
  players: [{ id: 'P1', hand: ['c1'] }, { id: 'P2' }],
  cards: {
    c1: {
      layout: 'single',
      faces: [
        {
          name: 'Bears',
          manaCost: '{1}{G}',
          colorIndicator: null,
          supertypes: [],
          types: ['Creature'],
          subtypes: [],
          abilities: [],
          power: 2,
          toughness: 2,
          loyalty: null,
          defense: null,
        },
      ],
    },
  },
};

/** The reference engine, reproducing with a count of the actions it was given. */
function reproducing(): EngineAdapter {
  return {
    describe: () => referenceEngine.describe(),
    start: async (s) => {
      const session = await referenceEngine.start(s);
      let applied = 0;
      return {
        apply: (a) => {
          applied += 1;
          return session.apply(a);
        },
        observe: (v) => session.observe(v),
        reproduce: (): EngineReproduction => ({
          language: 'python',
          state: { applied },
          actions: [['draw', applied]],
          script: 'print("replayed")\n',
          howToRun: 'python repro.py state.json',
        }),
      };
    },
  };
}

const ce = (failingStep: number): Counterexample => ({
  seed: 1,
  path: '',
  setup,
  actions: [
    { kind: 'move', object: '#1', to: 'graveyard' },
    { kind: 'draw', player: 'P1' },
  ],
  steps: ['move', 'draw'],
  failingStep,
  expected: null,
  actual: null,
  message: 'a failure',
  replay: 'npx obverse replay x.json',
});

describe('the engine-side reproduction', () => {
  it('is asked after the actions up to and including the failing step', async () => {
    expect((await engineReproduction(reproducing(), ce(0)))?.state).toEqual({ applied: 1 });
    expect((await engineReproduction(reproducing(), ce(-1)))?.state).toEqual({ applied: 0 });
    // An engine without `reproduce` gives nothing.
    expect(await engineReproduction(referenceEngine, ce(0))).toBeUndefined();
  });

  it('travels over the protocol', async () => {
    const server = new EngineServer(() => Promise.resolve(reproducing()));
    const shake = await server.handle({
      id: 1,
      method: 'handshake',
      params: { protocol: 'obverse-protocol/1', capabilities: ['reproduction'] },
    });
    expect(shake).toMatchObject({ result: { capabilities: ['reproduction'] } });
    await server.handle({ id: 2, method: 'start', params: { setup } });
    const answer = await server.handle({ id: 3, method: 'reproduce', params: { game: 'g1' } });
    expect(answer).toMatchObject({ id: 3, result: { language: 'python', state: { applied: 0 } } });
  });

  it('is shown in report.md and report.html with the engine’s actions and script', async () => {
    const reproduction = await engineReproduction(reproducing(), ce(1));
    expect(reproduction).toBeDefined();
    const withIt: Counterexample = {
      ...ce(1),
      ...(reproduction === undefined ? {} : { engineReproduction: reproduction }),
      files: { counterexample: 'counterexamples/x.json', engineState: 'counterexamples/x.engine-state.json' },
    };
    const md = engineReproductionLines(withIt).join('\n');
    expect(md).toContain('counterexamples/x.engine-state.json');
    expect(md).toContain('print("replayed")');
    expect(md).toContain('python repro.py state.json');
    expect(engineReproductionHtml(withIt)).toContain('print(&quot;replayed&quot;)');
    expect(engineReproductionLines(ce(1))).toEqual([]);
  });
});
