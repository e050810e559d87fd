/**
 * Issue 14's targets, judged from the measurements, and the table the benchmark prints. Every
 * target is a ratio or a count against its bound; `met` is null when the row could not be measured.
 */
import type { Micro } from './micro.js';
import type { MutantRow } from './mutants.js';
import type { OneBugRow } from './one-bug.js';
import { type Parallel, type Processes, speedups } from './processes.js';

export interface Target {
  readonly name: string;
  /** The bound, in words (e.g. "<= 3x"). */
  readonly bound: string;
  /** The measured figure, in words. */
  readonly measured: string;
  readonly met: boolean | null;
}

const x = (n: number): string => `${n.toFixed(2)}x`;

/** The mutants' targets: found in every seed, found fast, shrunk small (issue 24), locally minimal (issue 24). */
export function mutantTargets(mutants: readonly MutantRow[], seeds: number): [Target, Target, Target, Target] {
  const generated = mutants.filter((m) => m.targets.length > 0);
  const all = generated.length;
  const everySeed = generated.filter((m) => m.foundIn === seeds);
  const fastEnough = generated.filter((m) => m.runsMedian !== null && m.runsMedian <= 10);
  // Issue 24: within one card or action of the smallest known (the smallest over the seeds), for 90% of them.
  const shortEnough = generated.filter((m) => m.sizeMax !== null && m.sizeMin !== null && m.sizeMax <= m.sizeMin + 1);
  const minimal = generated.filter((m) => m.foundIn > 0 && m.minimalIn === m.foundIn);
  const shortBound = Math.ceil((all * 38) / 42);
  return [
    {
      name: `mutants found in all ${seeds} seeds`,
      bound: `${all}/${all}`,
      measured: `${everySeed.length}/${all}`,
      met: all === 0 ? null : everySeed.length === all,
    },
    {
      name: 'mutants: median runs to 1st failure <= 10',
      bound: `${all}/${all}`,
      measured: `${fastEnough.length}/${all}`,
      met: all === 0 ? null : fastEnough.length === all,
    },
    {
      name: 'mutants: shrunk <= smallest known + 1 card/action',
      bound: `>= ${shortBound}/${all}`,
      measured: `${shortEnough.length}/${all}`,
      met: all === 0 ? null : shortEnough.length >= shortBound,
    },
    {
      name: 'mutants: counterexample locally minimal',
      bound: `${all}/${all}`,
      measured: `${minimal.length}/${all}`,
      met: all === 0 ? null : minimal.length === all,
    },
  ];
}

/**
 * The `--jobs 2` target, with the machine's ceiling beside it (two independent `--jobs 1` checks at once): a figure
 * short of 1.7x reads differently when the machine itself gives two threads less than that.
 */
export function jobsTarget(p: Parallel): Target {
  const speedup = speedups(p);
  return {
    name: '--jobs 2 speed-up (wall)',
    bound: '>= 1.7x',
    measured:
      `${x(speedup.jobs2)} (${p.jobs1.wallSeconds.toFixed(2)} s vs ${p.jobs2.wallSeconds.toFixed(2)} s; ` +
      `the machine's ceiling, two --jobs 1 checks at once: ${x(speedup.ceiling)})`,
    met: speedup.jobs2 >= 1.7,
  };
}

export function targets(
  micro: Micro,
  p: Processes,
  mutants: readonly MutantRow[],
  seeds: number,
  oneBug: readonly OneBugRow[] = [],
): Target[] {
  const viewsCost = micro.apply.perSecond / micro.applyViews.perSecond;
  const floorCost = micro.copyFloor.perSecond / micro.apply.perSecond;
  const stdio = p.inProcess.wallSeconds / p.stdio.wallSeconds;
  const [everySeed, fastEnough, shortEnough, minimal] = mutantTargets(mutants, seeds);
  const cpu =
    'notAvailable' in p.baseline
      ? { measured: `n/a (${p.baseline.notAvailable})`, met: null }
      : {
          measured:
            `${x(p.jobs1.cpuSeconds / p.baseline.cpuSeconds)} (${p.jobs1.cpuSeconds.toFixed(1)} s vs ` +
            `${p.baseline.cpuSeconds.toFixed(1)} s at ${p.baseline.commit})`,
          met: p.jobs1.cpuSeconds <= p.baseline.cpuSeconds / 2,
        };
  return [
    { name: 'apply+views vs apply alone', bound: '<= 3x', measured: x(viewsCost), met: viewsCost <= 3 },
    { name: 'apply vs least-copy floor', bound: '<= 10x', measured: x(floorCost), met: floorCost <= 10 },
    { name: 'default check CPU vs d1a0018', bound: '<= 0.5x', ...cpu },
    {
      name: 'default check peak memory',
      bound: '< 1024 MiB',
      measured: `${Math.max(p.jobs1.peakMiB, p.jobs2.peakMiB).toFixed(0)} MiB`,
      met: Math.max(p.jobs1.peakMiB, p.jobs2.peakMiB) < 1024,
    },
    jobsTarget(p),
    { name: 'stdio vs in-process throughput', bound: '>= 0.33x', measured: x(stdio), met: stdio >= 1 / 3 },
    everySeed,
    fastEnough,
    shortEnough,
    oneBugTarget(oneBug),
    minimal,
  ];
}

/** Issue 24's one-bug row: the default check on each one-bug engine costs at most 2x the reference engine's CPU. */
export function oneBugTarget(oneBug: readonly OneBugRow[]): Target {
  const worst = oneBug.reduce<OneBugRow | undefined>(
    (w, r) => (w === undefined || r.ratio > w.ratio ? r : w),
    undefined,
  );
  return {
    name: `one-bug engine check CPU vs reference (${oneBug.length} mutants)`,
    bound: '<= 2x',
    measured: worst === undefined ? 'n/a' : `${x(worst.ratio)} (worst: ${worst.mutant})`,
    met: worst === undefined ? null : worst.ratio <= 2,
  };
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

const n = (v: number | null, digits = 0): string => (v === null ? '-' : v.toFixed(digits));
const rate = (v: number): string => `${Math.round(v).toLocaleString('en-US')}/s`;

const cost = (label: string, c: { cpuSeconds: number; wallSeconds: number; peakMiB: number }) => [
  label,
  `${c.cpuSeconds.toFixed(2)} s`,
  `${c.wallSeconds.toFixed(2)} s`,
  `${c.peakMiB.toFixed(0)} MiB`,
];

const parallelRows = (p: Parallel): string[][] => [
  cost('default check --jobs 1', p.jobs1),
  cost('default check --jobs 2', p.jobs2),
  cost('two --jobs 1 checks at once', p.ceiling),
];

/** The `--jobs` rows alone (`npm run bench -- --only jobs`). */
export function parallelTable(p: Parallel): string[] {
  return [
    `obverse check in child processes (median of ${p.jobs1.reps}, taking turns)`,
    ...table(['run', 'CPU', 'wall', 'peak'], parallelRows(p)),
  ];
}

/** The one-bug rows alone (`npm run bench -- --only one-bug`): each mutant's check CPU and its ratio. */
export function oneBugTable(oneBug: readonly OneBugRow[]): string[] {
  const first = oneBug[0];
  const reference = first === undefined ? 'not measured' : `${(first.cpuSeconds / first.ratio).toFixed(2)} s`;
  return [
    `default check --jobs 1, engines as --engine modules (the reference engine: ${reference} CPU)`,
    ...table(
      ['mutant', 'CPU', 'vs reference'],
      oneBug.map((r) => [r.mutant, `${r.cpuSeconds.toFixed(2)} s`, x(r.ratio)]),
    ),
  ];
}

/** The printed report: throughput, processes, growth, mutants, then the targets. */
export function render(micro: Micro, p: Processes, mutants: readonly MutantRow[], goals: readonly Target[]): string {
  const processRows = [
    ...parallelRows(p),
    'notAvailable' in p.baseline
      ? [`default check at baseline`, 'n/a', 'n/a', 'n/a']
      : cost(`default check at ${p.baseline.commit}`, p.baseline),
    cost('in process (same runs as stdio)', p.inProcess),
    cost('--engine-cmd stdio engine', p.stdio),
    ...p.sizes.map((s) => cost(`--runs ${s.runs}`, s)),
    ...('notAvailable' in p.lengths
      ? [['game lengths', `n/a: ${p.lengths.notAvailable}`, '', '']]
      : p.lengths.map((l) => cost(`--game-length ${l.steps}`, l))),
  ];
  return [
    `Throughput (reference engine, ${micro.actions} actions, median of ${micro.apply.reps})`,
    ...table(
      ['measure', 'rate', 'vs apply'],
      [
        ['apply (step alone)', rate(micro.apply.perSecond), '1.00x'],
        ['apply + all views', rate(micro.applyViews.perSecond), x(micro.applyViews.perSecond / micro.apply.perSecond)],
        ['least-copy floor', rate(micro.copyFloor.perSecond), x(micro.copyFloor.perSecond / micro.apply.perSecond)],
        ['generation (games)', rate(micro.generation.perSecond), ''],
      ],
    ),
    '',
    `obverse check in child processes (median of ${p.jobs1.reps})`,
    ...table(['run', 'CPU', 'wall', 'peak'], processRows),
    '',
    ...mutantTable(mutants),
    '',
    'Targets (issue 14)',
    ...targetTable(goals),
  ].join('\n');
}

/** The mutants' table (also printed alone by `npm run bench -- --only mutants`). */
export function mutantTable(mutants: readonly MutantRow[]): string[] {
  return [
    'Mutants (declared target properties, default runs)',
    ...table(
      [
        'mutant',
        'found',
        'runs med',
        'runs max',
        's to 1st',
        'actions med',
        'max',
        'min',
        'size max',
        'min',
        'minimal',
      ],
      mutants.map((m) =>
        m.targets.length === 0
          ? [m.name, 'scenarios only', '', '', '', '', '', '', '', '', '']
          : [
              m.name,
              `${m.foundIn}/${m.seeds.length}`,
              n(m.runsMedian, 1),
              n(m.runsMax),
              n(m.secondsMedian, 2),
              n(m.actionsMedian, 1),
              n(m.actionsMax),
              n(m.actionsMin),
              n(m.sizeMax),
              n(m.sizeMin),
              `${m.minimalIn}/${m.foundIn}`,
            ],
      ),
    ),
  ];
}

/** The targets table alone (for `--only mutants`). */
export function targetTable(goals: readonly Target[]): string[] {
  return table(
    ['target', 'bound', 'measured', 'verdict'],
    goals.map((g) => [g.name, g.bound, g.measured, g.met === null ? 'n/a' : g.met ? 'met' : 'not met']),
  );
}
