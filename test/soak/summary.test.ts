import { describe, expect, it } from 'vitest';
import { parseSeeds, renderSummary, type SeedRun, summarize } from './summary.js';

const run = (seed: number, statuses: readonly string[], cpuMs: number | null = 1000): SeedRun => ({
  seed,
  exitCode: statuses.every((s) => s === 'passed') ? 0 : 1,
  cpuMs,
  wallMs: 2000,
  out: `seed-${seed}`,
  report: {
    seed,
    runs: 10,
    properties: statuses.map((status, i) => ({
      id: `731/p${i}`,
      status,
      runs: 10,
      ...(status === 'failed'
        ? {
            counterexample: {
              message: 'it was neither and is now day',
              replay: 'npx obverse replay obverse-report/counterexamples/731-p.json',
            },
          }
        : {}),
    })),
  },
});

describe('soak summary', () => {
  it('adds up games and CPU time over seeds', () => {
    const s = summarize([run(1, ['passed', 'passed']), run(2, ['passed', 'passed'])], 10);
    expect(s).toMatchObject({ seeds: [1, 2], games: 40, properties: 2, cpuMs: 2000, wallMs: 4000, failures: [] });
  });
  it('lists each failure with its replay command pointed at its seed folder', () => {
    const s = summarize([run(1, ['passed']), run(3, ['failed'])], 10);
    expect(s.failures).toEqual([
      {
        seed: 3,
        id: '731/p0',
        status: 'failed',
        message: 'it was neither and is now day',
        replay: 'npx obverse replay seed-3/counterexamples/731-p.json',
      },
    ]);
    expect(renderSummary(s)).toContain('| 3 | 731/p0 | failed |');
  });
  it('says a seed that wrote no report did not finish, and CPU time unknown when one was not measured', () => {
    const s = summarize([{ ...run(1, []), exitCode: 3, report: null, cpuMs: null }], 10);
    expect(s.brokenSeeds).toEqual([1]);
    expect(s.cpuMs).toBeNull();
    expect(renderSummary(s)).toContain('not measured');
  });
  it('reads seed ranges', () => {
    expect(parseSeeds('1..3')).toEqual([1, 2, 3]);
    expect(parseSeeds('7')).toEqual([7]);
    expect(parseSeeds('3..1')).toBeNull();
    expect(parseSeeds('x')).toBeNull();
  });
});
