/**
 * The engine-side reproduction (issues 21 and 38): an engine session's `reproduce` is asked after replaying a
 * counterexample up to its failing step, with the failure it should show, travels over the protocol when the
 * engine takes up `reproduction`, is run by the suite (exit 1 confirms the verdict, anything else leaves it
 * unconfirmed, with the reason), and report.md and report.html show both.
 */
import { describe, expect, it } from 'vitest';
import type { EngineAdapter, EngineReproduction, ReproductionCheck } from '../../adapter/engine-adapter.js';
import { engineReproduction, runReproduction } from '../../cli/check/engine-reproduction.js';
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

/** A script (run by node) that prints its state file and exits with the code the state names. */
const SCRIPT = `const s = require('node:fs').readFileSync(process.argv[2], 'utf8'); console.log('replayed', s.trim());
process.exit(JSON.parse(s).exit);
`;

/** The reference engine, reproducing with a count of the actions it was given and the check it was told. */
function reproducing(exit = 1, run: readonly string[] | null = [process.execPath, '{script}', '{state}']) {
  const adapter: EngineAdapter = {
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
        reproduce: (check?: ReproductionCheck): EngineReproduction => ({
          language: 'python',
          state: { applied, exit, check },
          actions: [['draw', applied]],
          script: SCRIPT,
          howToRun: 'python repro.py state.json',
          ...(run === null ? {} : { run }),
        }),
      };
    },
  };
  return adapter;
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

const stateOf = async (adapter: EngineAdapter, failingStep: number) =>
  (await engineReproduction(adapter, ce(failingStep))).reproduction?.state;

describe('the engine-side reproduction', () => {
  it('is asked after the actions up to and including the failing step, with the failure to show', async () => {
    const check = { message: 'a failure', expected: null, actual: null };
    expect(await stateOf(reproducing(), 0)).toEqual({ applied: 1, exit: 1, check });
    expect(await stateOf(reproducing(), -1)).toEqual({ applied: 0, exit: 1, check });
    // An engine without `reproduce` gives nothing, and is told nothing.
    expect(await engineReproduction(referenceEngine, ce(0))).toEqual({});
  });

  it('is run by the suite: exit 1 confirms the verdict, anything else leaves it unconfirmed', async () => {
    const shows = await engineReproduction(reproducing(1), ce(0));
    expect(shows.run).toMatchObject({ reproduces: true, exitCode: 1 });
    expect(shows.run?.output[0]).toMatch(/^replayed \{"applied":1/);
    const not = await engineReproduction(reproducing(0), ce(0));
    expect(not.run).toMatchObject({ reproduces: false, exitCode: 0, reason: expect.stringMatching(/exit 0/) });
    const unsure = await engineReproduction(reproducing(2), ce(0));
    expect(unsure.run).toMatchObject({ reproduces: false, exitCode: 2, reason: expect.stringMatching(/exit 2/) });
    const noCommand = await engineReproduction(reproducing(1, null), ce(0));
    expect(noCommand.run).toMatchObject({ reproduces: false, reason: expect.stringMatching(/no command/) });
    const missing = await runReproduction({ language: 'x', state: null, actions: [], script: '', run: ['/no/such'] });
    expect(missing).toMatchObject({ reproduces: false, exitCode: null, reason: expect.stringMatching(/started/) });
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
    const check = { message: 'm', expected: 1, actual: 2 };
    const answer = await server.handle({ id: 3, method: 'reproduce', params: { game: 'g1', check } });
    expect(answer).toMatchObject({ id: 3, result: { language: 'python', state: { applied: 0, check } } });
  });

  it('is shown in report.md and report.html with the engine’s actions, script and confirmation', async () => {
    const { reproduction, run } = await engineReproduction(reproducing(0), ce(1));
    expect(reproduction).toBeDefined();
    const withIt: Counterexample = {
      ...ce(1),
      ...(reproduction === undefined ? {} : { engineReproduction: reproduction }),
      ...(run === undefined ? {} : { engineReproductionRun: run }),
      files: { counterexample: 'counterexamples/x.json', engineState: 'counterexamples/x.engine-state.json' },
    };
    const md = engineReproductionLines(withIt).join('\n');
    expect(md).toContain('counterexamples/x.engine-state.json');
    expect(md).toContain('process.exit(JSON.parse(s).exit)');
    expect(md).toContain('python repro.py state.json');
    expect(md).toContain('Unconfirmed: the engine alone does not show the deviation (exit 0)');
    const html = engineReproductionHtml(withIt);
    expect(html).toContain('process.exit(JSON.parse(s).exit)');
    expect(html).toContain('Unconfirmed');
    expect(engineReproductionLines(ce(1))).toEqual([]);
  });
});
