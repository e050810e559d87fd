import { describe, expect, it } from 'vitest';
import { runScenario } from '../../scenarios/runner.js';
import { scenarioResult } from '../../scenarios/result.js';
import { fakeEngine } from './fake-engine.js';
import { scenario } from './helpers.js';

const clock = () => {
  let t = 0;
  return () => (t += 5);
};

const transformKeepsId = scenario([
  { do: { kind: 'tap', object: { $card: 'c1' } }, as: 'p' },
  {
    do: { kind: 'transform', object: { $ref: 'p' } },
    expect: {
      events: [{ kind: 'transformed', object: { $ref: 'p' }, face: 'back' }],
      noEvents: [{ kind: 'zone-change' }],
      views: {
        referee: [
          {
            object: { $ref: 'p' },
            match: { face: 'back', tapped: true, cards: ['c1'], characteristics: { name: 'Back Face' } },
          },
        ],
        P2: {
          objects: [{ object: { $card: 'c1' }, match: { characteristics: { power: 4 } } }],
          players: { P1: { handCount: 1, hand: null } },
        },
      },
    },
  },
  {
    do: { kind: 'move', object: { $ref: 'p' }, to: 'graveyard' },
    as: 'dead',
    expect: {
      events: [{ kind: 'zone-change', object: { $card: 'c1', $at: 'before' }, newObject: { $ref: 'dead' } }],
      views: {
        referee: {
          objects: [
            { object: { $ref: 'p' }, absent: true },
            { object: { $card: 'c1' }, match: { zone: 'graveyard', face: 'front' } },
          ],
          battlefield: { $length: 0 },
          players: { P1: { graveyard: { $contains: [{ id: { $ref: 'dead' } }] } } },
        },
      },
    },
  },
]);

describe('runScenario', () => {
  it('passes a scenario the engine satisfies, resolving references to engine ids', async () => {
    const outcome = await runScenario(fakeEngine(), transformKeepsId, { now: clock() });
    expect(outcome).toMatchObject({ id: 'test/example', status: 'passed', durationMs: 5 });
    expect(outcome.actions).toEqual([
      { kind: 'tap', object: 'o2' },
      { kind: 'transform', object: 'o2' },
      { kind: 'move', object: 'o2', to: 'graveyard' },
    ]);
  });

  it('stops at the first failing step with expected vs actual', async () => {
    const outcome = await runScenario(fakeEngine({ transformChangesId: true }), transformKeepsId);
    expect(outcome.status).toBe('failed');
    expect(outcome.failure).toMatchObject({
      step: 1,
      check: 'expect.events[0]',
      expected: { kind: 'transformed', object: 'o2', face: 'back' },
    });
    expect(outcome.failure?.actual).toEqual([{ kind: 'transformed', object: 'o3', face: 'back' }]);
    expect(outcome.actions).toHaveLength(2);
  });

  it('reports which view field differs', async () => {
    const leaky = scenario([
      { do: { kind: 'tap', object: { $card: 'c1' } }, expect: { views: { P2: { players: { P1: { hand: null } } } } } },
    ]);
    const outcome = await runScenario(fakeEngine({ leakHands: true }), leaky);
    expect(outcome.failure).toMatchObject({ step: 0, check: 'expect.views.P2.players.P1.hand', expected: null });
    expect(outcome.message).toMatch(
      /^step 1: expect\.views\.P2\.players\.P1\.hand: values differ \(expected null, got \[\{"id":"o1".{80,}\.\.\.\)$/,
    );
  });

  it("names the object whose field differs by the engine's id, for the engine's own reproduction", async () => {
    const tapped = scenario([
      {
        do: { kind: 'tap', object: { $card: 'c1' } },
        expect: { views: { referee: [{ object: { $card: 'c1' }, match: { tapped: false } }] } },
      },
    ]);
    const outcome = await runScenario(fakeEngine(), tapped);
    expect(outcome.failure).toMatchObject({ check: 'expect.views.referee[0].match.tapped', expected: false });
    expect(outcome.message).toBe(
      'step 1: expect.views.referee[0].match.tapped: values differ (expected false, got true) (object o2)',
    );
  });

  it('fails on an unexpected rejection, and checks expected rejection codes', async () => {
    const rejected = await runScenario(fakeEngine(), scenario([{ do: { kind: 'draw', player: 'P1' } }]));
    expect(rejected.failure).toMatchObject({ step: 0, check: 'expect.ok' });
    expect(rejected.message).toMatch(/rejected the action: draw\/unsupported/);
    const wanted = await runScenario(
      fakeEngine(),
      scenario([{ do: { kind: 'draw', player: 'P1' }, expect: { ok: false, code: 'draw/' } }]),
    );
    expect(wanted.status).toBe('passed');
    const wrongCode = await runScenario(
      fakeEngine(),
      scenario([{ do: { kind: 'draw', player: 'P1' }, expect: { ok: false, code: 'cast/' } }]),
    );
    expect(wrongCode.failure).toMatchObject({ check: 'expect.code', expected: 'cast/' });
    // Below the namespace a code is the engine's own (docs/adapter.md): a full code checks only its namespace.
    const ownReason = await runScenario(
      fakeEngine(),
      scenario([{ do: { kind: 'draw', player: 'P1' }, expect: { ok: false, code: 'draw/empty-library' } }]),
    );
    expect(ownReason.status).toBe('passed');
  });

  it('fails when a noEvents matcher matches', async () => {
    const s = scenario([
      {
        do: { kind: 'move', object: { $card: 'c1' }, to: 'exile' },
        expect: { noEvents: [{ kind: 'zone-change', to: 'exile' }] },
      },
    ]);
    const outcome = await runScenario(fakeEngine(), s);
    expect(outcome.failure).toMatchObject({
      check: 'expect.noEvents[0]',
      actual: { kind: 'zone-change', to: 'exile' },
    });
  });

  it('fails with a reference error when a card is represented by nothing', async () => {
    const outcome = await runScenario(
      fakeEngine({ noCardKeys: true }),
      scenario([{ do: { kind: 'transform', object: { $card: 'c1' } } }]),
    );
    expect(outcome.status).toBe('failed');
    expect(outcome.failure).toMatchObject({ step: 0, check: 'do.object', expected: { $card: 'c1' } });
    expect(outcome.message).toMatch(/no object in the referee view represents setup card "c1"/);
    expect(outcome.actions).toEqual([]);
  });

  it('fails with a reference error for an out-of-range battlefield index', async () => {
    const s = scenario([{ do: { kind: 'tap', object: { $battlefield: { controller: 'P2', index: 0 } } } }]);
    const outcome = await runScenario(fakeEngine(), s);
    expect(outcome.message).toMatch(/P2 controls 0 permanent\(s\); there is no index 0/);
  });

  it('fails when `as` finds no object to capture', async () => {
    const s = scenario([{ do: { kind: 'transform', object: { $card: 'c2' } }, expect: { ok: false }, as: 'x' }]);
    const outcome = await runScenario(fakeEngine(), s);
    expect(outcome.failure).toMatchObject({ step: 0, check: 'as' });
  });

  it('reports not-supported when the engine lacks a declared mechanic', async () => {
    const s = scenario([{ do: { kind: 'tap', object: { $card: 'c1' } } }], { mechanics: ['transform', 'meld'] });
    const outcome = await runScenario(fakeEngine(), s);
    expect(outcome).toMatchObject({ status: 'not-supported', message: 'the engine does not declare: meld' });
  });

  it('turns engine exceptions into error results', async () => {
    const outcome = await runScenario(fakeEngine({ throwOn: 'tap' }), transformKeepsId);
    expect(outcome).toMatchObject({
      status: 'error',
      message: 'the engine threw during step 1 (apply): fake engine crashed on tap',
    });
    const broken = {
      describe: fakeEngine().describe,
      start: () => {
        throw new Error('no');
      },
    };
    expect(await runScenario(broken, transformKeepsId)).toMatchObject({
      status: 'error',
      message: 'the engine could not start the setup: no',
    });
  });

  it('converts outcomes to report entries with a replayable counterexample', async () => {
    const passed = scenarioResult(
      transformKeepsId,
      await runScenario(fakeEngine(), transformKeepsId, { now: clock() }),
    );
    expect(passed).toEqual({
      id: 'test/example',
      kind: 'scenario',
      description: 'Example',
      rules: ['712.18'],
      mechanics: ['transform'],
      status: 'passed',
      runs: 1,
      durationMs: 5,
    });
    const outcome = await runScenario(fakeEngine({ transformChangesId: true }), transformKeepsId);
    const failed = scenarioResult(transformKeepsId, outcome, { dir: 'scenarios/cases' });
    expect(failed.status).toBe('failed');
    expect(failed.counterexample).toMatchObject({
      failingStep: 1,
      steps: ['tap object=o2', 'transform object=o2'],
      replay: 'npx obverse check --scenarios "scenarios/cases" --properties "test/example"',
      setup: transformKeepsId.setup,
    });
  });
});
