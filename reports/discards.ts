/**
 * Discarded games in a report (runs the engine answered `unsupported`, docs/adapter.md): how many of the generated
 * games of the checks that ran, the share of the worst check, and the reasons most often given. `obverse check`
 * prints it at the end (cli/check/discards.ts) and `npm run bench:discards` measures the example engines by it
 * (issue 39's target: at most 2 in 10 generated games discarded in any check that runs).
 */
import type { PropertyResult } from './report.js';

/** One check's generated games and how many were discarded. */
export interface CheckDiscards {
  readonly id: string;
  readonly runs: number;
  readonly discarded: number;
}

export interface DiscardSummary {
  /** Generated games of the checks that ran (properties and the differential check; scenarios generate none). */
  readonly games: number;
  readonly discarded: number;
  /** Every check that ran, most discarded share first. */
  readonly checks: readonly CheckDiscards[];
  /** Each reason with how many games it discarded and in how many checks, most games first. */
  readonly reasons: readonly { readonly reason: string; readonly games: number; readonly checks: number }[];
}

/** The checks that played generated games: properties and the differential, not scenarios, not skipped ones. */
function played(r: PropertyResult): boolean {
  return r.kind !== 'scenario' && r.runs > 0;
}

export function discardSummary(results: readonly PropertyResult[]): DiscardSummary {
  const ran = results.filter(played);
  const checks = ran
    .map((r) => ({ id: r.id, runs: r.runs, discarded: r.discarded?.runs ?? 0 }))
    .sort((a, b) => b.discarded / b.runs - a.discarded / a.runs || a.id.localeCompare(b.id));
  const reasons = new Map<string, { games: number; checks: number }>();
  for (const r of ran)
    for (const [reason, n] of Object.entries(r.discarded?.reasons ?? {})) {
      const known = reasons.get(reason) ?? { games: 0, checks: 0 };
      reasons.set(reason, { games: known.games + n, checks: known.checks + 1 });
    }
  return {
    games: ran.reduce((n, r) => n + r.runs, 0),
    discarded: checks.reduce((n, c) => n + c.discarded, 0),
    checks,
    reasons: [...reasons]
      .map(([reason, v]) => ({ reason, ...v }))
      .sort((a, b) => b.games - a.games || a.reason.localeCompare(b.reason)),
  };
}

const percent = (part: number, whole: number): string => `${whole === 0 ? 0 : Math.round((100 * part) / whole)}%`;

/**
 * The console's lines about discarded games, none when no game was discarded: the total, the check that discarded
 * the largest share, and the `top` reasons given most often.
 */
export function discardLines(results: readonly PropertyResult[], top = 5): readonly string[] {
  const s = discardSummary(results);
  if (s.discarded === 0) return [];
  const worst = s.checks[0];
  const head =
    `discarded as unsupported: ${s.discarded} of ${s.games} generated games (${percent(s.discarded, s.games)})` +
    (worst === undefined ? '' : `; most in ${worst.id}, ${worst.discarded} of ${worst.runs}`) +
    `; top reasons:`;
  const reasons = s.reasons
    .slice(0, top)
    .map((r) => `  ${String(r.games).padStart(5)}  ${r.reason} (in ${r.checks} check${r.checks === 1 ? '' : 's'})`);
  const more = s.reasons.length > top ? [`  ... ${s.reasons.length - top} more reasons in report.json`] : [];
  return [head, ...reasons, ...more];
}
