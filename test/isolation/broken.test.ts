/**
 * Faults cost one game, never a shrink, and an engine that faults check after check is reported broken
 * (issue 22): the fast share (`npm test`); broken.e2e.test.ts checks whole runs at the default timeout.
 * Counts are asserted (engine starts, checks run, checks not run), never durations.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineAdapter } from '../../adapter/engine-adapter.js';
import { referenceEngine } from '../../engine/reference-adapter.js';
import { EngineFault } from '../../isolation/fault.js';
import { property as determinism } from '../../properties/general/determinism.js';
import { loadProperties } from '../../properties/registry.js';
import type { PropertyResult, Report } from '../../reports/report.js';
import { REPORT_SCHEMA } from '../../reports/schema/report-schema.js';
import { BROKEN_AFTER, FaultStreak } from '../../suite/broken-engine.js';
import { runSuite } from '../../suite/run.js';
import { MAIN, obverse, obverseInProcess, ROOT } from '../support/cli.js';

const fixtures = join(import.meta.dirname, 'fixtures');
let work = '';
beforeAll(async () => {
  expect(existsSync(MAIN), 'npm run build first').toBe(true);
  work = await mkdtemp(join(tmpdir(), 'obverse-broken-'));
});

const result = (id: string, status: PropertyResult['status'], fault = false): PropertyResult => ({
  id,
  kind: 'property',
  description: id,
  rules: [],
  mechanics: [],
  status,
  runs: 1,
  durationMs: 0,
  ...(fault ? { engineFault: true as const, message: `${id} did not answer` } : {}),
});

describe('FaultStreak', () => {
  it(`counts checks in a row that faulted, broken at ${BROKEN_AFTER}; not-supported neither adds nor resets`, () => {
    const streak = new FaultStreak(3);
    expect(streak.note(result('a', 'error', true))).toBe(false);
    expect(streak.note(result('b', 'not-supported'))).toBe(false);
    expect(streak.note(result('c', 'error', true))).toBe(false);
    expect(streak.note(result('d', 'error', true))).toBe(true);
    expect(streak.account(['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'd'])).toEqual({
      reason: '3 checks in a row ended in an engine fault; the last: d did not answer',
      faulted: ['a', 'c', 'd'],
      notRun: ['e', 'f'],
    });
  });

  it('a result that is not a fault (passed, failed, an error the engine survived) ends the streak', () => {
    const streak = new FaultStreak(2);
    for (const other of [result('p', 'passed'), result('f', 'failed'), result('e', 'error')]) {
      expect(streak.note(result('x', 'error', true))).toBe(false);
      expect(streak.note(other)).toBe(false);
    }
    expect(streak.account(['x'], ['x'])).toBeUndefined();
  });
});

/** The reference engine, counting its games, with `fault` thrown or hung from the game `from` on. */
function faulty(fault: 'throw' | 'hang', from = 1): { adapter: EngineAdapter; starts: () => number } {
  let starts = 0;
  const adapter: EngineAdapter = {
    describe: () => referenceEngine.describe(),
    async start(setup) {
      starts++;
      const game = await referenceEngine.start(setup);
      if (starts < from) return game;
      return {
        observe: (viewer) => game.observe(viewer),
        apply: () => {
          if (fault === 'hang') return new Promise(() => {});
          throw new EngineFault('the engine process exited with code 70', ['out of memory']);
        },
      };
    },
  };
  return { adapter, starts: () => starts };
}

describe('a fault is never shrunk', () => {
  it('general/determinism: a fault in the game it plays again is an error, not a shrunk failure', async () => {
    // The first game plays well, the second (the same game again) hangs past the timeout.
    const engine = faulty('hang', 2);
    const r = await determinism.check(engine.adapter, { runs: 10, seed: 1, timeoutMs: 50, maxShrinks: 50 });
    expect(r.status, r.message).toBe('error');
    expect(r.engineFault).toBe(true);
    expect(r.message).toMatch(/playing the game again: engine apply timed out after 50 ms/);
    // One game and its replay: nothing was shrunk.
    expect(engine.starts()).toBe(2);
  });

  it('over stdio, a malformed view in the game played again: one engine start, an error', async () => {
    const starts = join(work, 'starts-second-game');
    const out = join(work, 'report-second-game');
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(fixtures, 'broken-engine.mjs'))}`;
    // The suite's side in process: the engine over stdio is the process that matters here.
    const run = await obverseInProcess(
      [
        'check',
        '--engine-cmd',
        `OBVERSE_BROKEN_STARTS=${JSON.stringify(starts)} ${command} second-game-malformed`,
        '--properties',
        'general/determinism',
        '--runs',
        '10',
        '--max-shrinks',
        '20',
        '--jobs',
        '1',
        '--out',
        out,
      ],
      ROOT,
    );
    expect(run.code, run.out + run.err).toBe(1);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    const [only] = report.properties;
    expect(only?.status).toBe('error');
    expect(only?.engineFault).toBe(true);
    expect(only?.message).toMatch(/playing the game again: observe\('[^']+'\) returned null instead of a view/);
    expect(readFileSync(starts, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});

describe('an engine that faults check after check is reported broken', () => {
  it('runSuite: the checks after the streak are not run, and the report lists them', async () => {
    const engine = faulty('throw');
    const report = await runSuite(engine.adapter, { runs: 5 });
    expect(report.properties).toHaveLength(BROKEN_AFTER);
    expect(report.properties.every((r) => r.status === 'error' && r.engineFault === true)).toBe(true);
    expect(report.engineBroken?.faulted).toEqual(report.properties.map((r) => r.id));
    expect(report.engineBroken?.reason).toMatch(/^5 checks in a row ended in an engine fault; the last: .*code 70/);
    expect(report.engineBroken?.notRun.length).toBeGreaterThan(100);
    // One game per faulting check.
    expect(engine.starts()).toBe(BROKEN_AFTER);
  });

  it('obverse check: prints it, writes it in every report, exits 1', async () => {
    const module = join(work, 'observe-null.mjs');
    const helper = JSON.stringify(join(fixtures, 'faulty-engine.mjs'));
    await writeFile(module, `import { faultyEngine } from ${helper};\nexport default faultyEngine('observe-null');\n`);
    const out = join(work, 'report-observe-null');
    const run = await obverse(
      ['check', '--engine', module, '--properties', '708/*,712/*', '--runs', '3', '--jobs', '1', '--out', out],
      ROOT,
    );
    expect(run.code, run.out + run.err).toBe(1);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
    expect(report.properties).toHaveLength(BROKEN_AFTER);
    const broken = report.engineBroken;
    expect(broken?.faulted).toEqual(report.properties.map((r) => r.id));
    // The rest of what was selected is listed, in plan order.
    const selected = (await loadProperties()).filter((p) => /^(708|712)\//.test(p.id)).map((p) => p.id);
    expect(broken?.notRun).toEqual(selected.slice(BROKEN_AFTER));
    expect(broken?.notRun[0]).toBe('708/face-down-no-name');
    expect(run.out).toMatch(/^engine broken: 5 checks in a row faulted \(708\/controller-may-look, /m);
    expect(run.out).toMatch(/\d+ selected check\(s\) not run: 708\/face-down-no-name, /);
    const valid = new Ajv2020({ strict: false }).compile(REPORT_SCHEMA);
    expect(valid(report), JSON.stringify(valid.errors)).toBe(true);
    expect(valid({ ...report, engineBroken: { reason: 'r', faulted: [] } })).toBe(false);
    expect(await readFile(join(out, 'report.md'), 'utf8')).toContain('**Engine broken:** 5 checks in a row');
    expect(await readFile(join(out, 'report.html'), 'utf8')).toContain('Engine broken: 5 checks in a row');
  });

  it('obverse merge: shards whose engine was found broken merge into one report saying so', async () => {
    // The shards run the suite's side in process (it is `merge` that runs as a process here), on an engine over
    // stdio that answers a malformed view after the first apply of every game.
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(fixtures, 'broken-engine.mjs'))}`;
    const shards = ['1/2', '2/2'].map((k) => join(work, `shard-${k.replace('/', '-of-')}`));
    for (const [i, out] of shards.entries()) {
      const args = ['check', '--engine-cmd', `${command} observe-malformed`, '--properties', '708/*,712/*'];
      const run = await obverseInProcess(
        [...args, '--runs', '2', '--jobs', '1', '--shard', `${i + 1}/2`, '--out', out],
        ROOT,
      );
      expect(run.code, run.out + run.err).toBe(1);
    }
    const merged = join(work, 'merged');
    const run = await obverse(['merge', ...shards, '--out', merged], ROOT);
    expect(run.code, run.out + run.err).toBe(1);
    const report = JSON.parse(await readFile(join(merged, 'report.json'), 'utf8')) as Report;
    const selected = (await loadProperties()).filter((p) => /^(708|712)\//.test(p.id)).map((p) => p.id);
    expect(report.properties).toHaveLength(2 * BROKEN_AFTER);
    expect(report.engineBroken?.faulted).toHaveLength(2 * BROKEN_AFTER);
    expect(report.engineBroken?.notRun).toEqual(selected.filter((id) => !report.properties.some((r) => r.id === id)));
    expect(run.out).toMatch(/^engine broken: 10 checks in a row faulted/m);
  });
});
