/**
 * The soak run's summary: the reference engine checked over many seeds (issue 23), so a property
 * that blames a correct engine only on rare games is found before a user finds it. Pure: it reads
 * the per-seed reports `obverse check` wrote and the CPU time measured around each run.
 */

/** What the soak needs of one seed's `report.json`. */
export interface SeedReport {
  readonly seed: number;
  readonly runs: number;
  readonly properties: readonly {
    readonly id: string;
    readonly status: string;
    readonly runs?: number;
    readonly message?: string;
    readonly counterexample?: { readonly replay?: string; readonly message?: string };
  }[];
}

/** One seed's run as measured by the soak script. */
export interface SeedRun {
  readonly seed: number;
  /** The check's exit code (0 clean, 1 a failure, anything else: the run itself went wrong). */
  readonly exitCode: number;
  /** CPU time of the check process and its worker threads, user plus system, in ms (null if not measurable). */
  readonly cpuMs: number | null;
  readonly wallMs: number;
  /** Its report folder, relative to the soak's output folder. */
  readonly out: string;
  /** Its report, or null when none was written. */
  readonly report: SeedReport | null;
}

export interface SoakFailure {
  readonly seed: number;
  readonly id: string;
  readonly status: string;
  readonly message: string;
  /** How to replay it, run from the soak's output folder. */
  readonly replay: string;
}

export interface SoakSummary {
  readonly format: 'obverse-soak/1';
  readonly seeds: readonly number[];
  readonly runsPerProperty: number;
  readonly properties: number;
  /** Games played: the sum over seeds and properties of each property's runs. */
  readonly games: number;
  readonly cpuMs: number | null;
  readonly wallMs: number;
  /** Seeds whose check did not finish with a report (exit code other than 0 or 1). */
  readonly brokenSeeds: readonly number[];
  readonly failures: readonly SoakFailure[];
}

/** Adds up the seeds' runs; failures keep their replay command, pointed at the seed's report folder. */
export function summarize(runs: readonly SeedRun[], runsPerProperty: number): SoakSummary {
  const failures: SoakFailure[] = [];
  let games = 0;
  let properties = 0;
  for (const r of runs) {
    if (!r.report) continue;
    properties = Math.max(properties, r.report.properties.length);
    for (const p of r.report.properties) {
      games += p.runs ?? 0;
      if (p.status === 'passed' || p.status === 'expected-failure' || p.status === 'not-supported') continue;
      const replay = (p.counterexample?.replay ?? `obverse check --seed ${r.seed} --properties ${p.id}`).replace(
        /obverse-report\//g,
        `${r.out}/`,
      );
      failures.push({
        seed: r.seed,
        id: p.id,
        status: p.status,
        message: p.counterexample?.message ?? p.message ?? '',
        replay,
      });
    }
  }
  const cpu = runs.map((r) => r.cpuMs);
  return {
    format: 'obverse-soak/1',
    seeds: runs.map((r) => r.seed),
    runsPerProperty,
    properties,
    games,
    cpuMs: cpu.every((c) => c !== null) ? cpu.reduce<number>((a, c) => a + (c ?? 0), 0) : null,
    wallMs: runs.reduce((a, r) => a + r.wallMs, 0),
    brokenSeeds: runs.filter((r) => r.exitCode !== 0 && r.exitCode !== 1).map((r) => r.seed),
    failures,
  };
}

const minutes = (ms: number): string =>
  ms < 120000 ? `${(ms / 1000).toFixed(1)} s` : `${(ms / 60000).toFixed(1)} min`;

/** The summary as Markdown, for a closing note. */
export function renderSummary(s: SoakSummary): string {
  const seeds = s.seeds.length === 0 ? 'none' : `${s.seeds[0]}..${s.seeds.at(-1)} (${s.seeds.length})`;
  const broken = s.brokenSeeds.length > 0 ? `; seeds that did not finish: ${s.brokenSeeds.join(', ')}` : '';
  const lines = [
    '# Soak run of the reference engine',
    '',
    `- seeds: ${seeds}, ${s.runsPerProperty} runs per property per seed, ${s.properties} properties`,
    `- games: ${s.games}`,
    `- CPU time: ${s.cpuMs === null ? 'not measured' : minutes(s.cpuMs)}; wall time: ${minutes(s.wallMs)}`,
    `- failures: ${s.failures.length}${broken}`,
  ];
  if (s.failures.length > 0) {
    lines.push('', '| seed | property | status | message | replay |', '| --- | --- | --- | --- | --- |');
    for (const f of s.failures)
      lines.push(`| ${f.seed} | ${f.id} | ${f.status} | ${f.message.replace(/\|/g, '\\|')} | \`${f.replay}\` |`);
  }
  return `${lines.join('\n')}\n`;
}

/** `1..20` or `7`: the seeds, in order; null when the text is neither. */
export function parseSeeds(text: string): readonly number[] | null {
  const m = /^(\d+)(?:\.\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  if (to < from || to > 4294967295 || to - from >= 10000) return null;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
