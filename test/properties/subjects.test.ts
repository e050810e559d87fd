/**
 * Issue 39, no vacuous pass: every property states its subject (what its checks judge); the judged games that
 * reached it are counted, and a check that passed without reaching it is `not-reached`, saying what was never
 * reached and why, in the console, report.md, junit.xml, the dashboard and `obverse diff`.
 */
import { describe, expect, it } from 'vitest';
import type { ActionKind } from '../../adapter/action.js';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { resultLine } from '../../cli/check/output.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { loadProperties } from '../../properties/registry.js';
import { buildReport } from '../../reports/build.js';
import { outcomeOf, passRate, tallyOf } from '../../reports/dashboard/model.js';
import { diffReports } from '../../reports/diff/compare.js';
import { renderJunit } from '../../reports/junit.js';
import { renderMarkdown } from '../../reports/markdown.js';
import type { PropertyResult } from '../../reports/report.js';
import { TEST_GAME_LENGTH } from '../support/game-length.js';

const properties = await loadProperties();

/** The reference engine, refusing every turn face up with a coded rejection (not `unsupported`: no discard). */
const refusesTurningFaceUp: EngineAdapter = {
  describe: () => referenceEngine.describe(),
  async start(setup) {
    const game = await referenceEngine.start(setup);
    return {
      apply: (action) =>
        action.kind === 'turn-face-up'
          ? { ok: false, rejection: { code: 'not-now', clause: null, message: 'not now' } }
          : game.apply(action),
      observe: (viewer) => game.observe(viewer),
    };
  },
};

describe('every property states its subject', () => {
  it('has a subject (add `subject` to its defineProperty header: harness/subjects*.ts, or its own)', () => {
    const missing = properties.filter((p) => typeof p.subject !== 'string' || p.subject.trim() === '');
    expect(
      missing.map((p) => p.id),
      `properties without a subject (what their checks judge; properties/harness/subject.ts):\n` +
        missing.map((p) => `  ${p.id}`).join('\n'),
    ).toEqual([]);
  });
});

describe('a check whose games never reached its subject', () => {
  const property = properties.find((p) => p.id === '708/turn-face-up-same-object');

  it('is not-reached, saying what and why: every turn-face-up played was rejected', async () => {
    const r = await property?.check(refusesTurningFaceUp, { runs: 30, seed: 3, gameLength: TEST_GAME_LENGTH });
    expect(r?.status).toBe('not-reached');
    expect(r?.reached).toBe(0);
    expect(r?.subject).toBe('a face-down permanent turned face up');
    expect(r?.message).toMatch(
      new RegExp(
        '^none of the 30 game\\(s\\) judged reached its subject, a face-down permanent turned face up: ' +
          'every turn-face-up step played was rejected: ' +
          'turn-face-up steps 0 accepted, \\d+ rejected \\(not-now \\d+\\)',
      ),
    );
  }, 600_000);

  it('is counted when reached: the reference reaches it', async () => {
    const r = await property?.check(referenceEngine, { runs: 30, seed: 3, gameLength: TEST_GAME_LENGTH });
    expect(r?.status).toBe('passed');
    expect(r?.reached).toBeGreaterThan(0);
  }, 600_000);
});

describe('a check whose subject the engine takes no action to reach', () => {
  const property = properties.find((p) => p.id === '708/turn-face-up-same-object');
  const declaring = (actions: readonly ActionKind[]): EngineAdapter => ({
    describe: async () => ({ ...(await referenceEngine.describe()), actions }),
    start: (setup) => referenceEngine.start(setup),
  });

  it('is not-supported, naming the actions, when the engine declares none of them', async () => {
    const r = await property?.check(declaring(['cast', 'resolve', 'transform', 'move']), { runs: 5, seed: 3 });
    expect(r?.status).toBe('not-supported');
    expect(r?.message).toBe(
      'the engine takes none of the actions that bring about its subject, ' +
        'a face-down permanent turned face up: turn-face-up',
    );
  });

  it('runs when the engine takes one of them', async () => {
    const r = await property?.check(declaring(['turn-face-up', 'manifest', 'cloak']), {
      runs: 20,
      seed: 3,
      gameLength: TEST_GAME_LENGTH,
    });
    expect(r?.status).toBe('passed');
    expect(r?.reached).toBeGreaterThan(0);
  }, 600_000);
});

describe('not-reached in what is rendered', () => {
  const base = {
    kind: 'property',
    description: 'd',
    rules: ['708.8'],
    mechanics: [],
    runs: 30,
    durationMs: 1,
  } as const;
  const notReached: PropertyResult = {
    ...base,
    id: '708/turn-face-up-same-object',
    status: 'not-reached',
    subject: 'a face-down permanent turned face up',
    reached: 0,
    message: 'none of the 30 game(s) judged reached its subject: every turn-face-up step was rejected',
  };
  const { message: _m, ...rest } = notReached;
  const passed: PropertyResult = { ...rest, status: 'passed', reached: 7 };
  const report = (results: readonly PropertyResult[]) =>
    buildReport({
      engine: { name: 'e', version: '1' },
      edition: '2026-04-17',
      seed: 1,
      runs: 30,
      startedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 1,
      results,
    });

  it('is neither PASS nor FAIL on the console, in report.md and junit.xml', () => {
    expect(resultLine(notReached)).toMatch(/^N\/R {3}property 708\/turn-face-up-same-object {2}none of the 30/);
    const md = renderMarkdown(report([notReached]));
    expect(md).toContain('not-reached: 1');
    expect(md).toContain('## Never reached (neither passed nor failed)');
    expect(md).toContain('- `708/turn-face-up-same-object`: none of the 30 game(s) judged reached its subject');
    const junit = renderJunit(report([notReached]));
    expect(junit).toContain('<skipped message="not-reached: none of the 30 game(s)');
    expect(junit).toMatch(/failures="0" errors="0" skipped="1"/);
  });

  it('counts apart from passes on the dashboard, and as a regression in obverse diff', () => {
    expect(outcomeOf('not-reached')).toBe('not-reached');
    const tally = tallyOf([notReached, passed]);
    expect(tally).toMatchObject({ pass: 1, notReached: 1 });
    expect(passRate(tally)).toBe(1);
    const diff = diffReports(report([passed]), report([notReached]));
    expect(diff.regressed.map((c) => [c.id, c.from, c.to])).toEqual([
      ['708/turn-face-up-same-object', 'passed', 'not-reached'],
    ]);
    expect(diff.regressed[0]?.reason).toMatch(/every turn-face-up step was rejected/);
  });
});
