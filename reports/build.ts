/**
 * Assembling a report from results: counts per status (every status present, zero
 * when unused) and the run's metadata.
 */
import { clauseById } from '../spec/index.js';
import {
  type EngineBroken,
  type EngineRef,
  type ExpectationsSummary,
  REPORT_FORMAT,
  STATUSES,
  type PropertyResult,
  type Report,
  type ShardInfo,
  type Status,
} from './report.js';

/** Counts per status, every status listed. */
export function summarise(results: readonly PropertyResult[]): Readonly<Record<Status, number>> {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  for (const r of results) counts[r.status] += 1;
  return counts;
}

/** Statuses that make a check fail (exit code 1): anything not expected to happen. */
export const UNEXPECTED: readonly Status[] = ['failed', 'error', 'unexpected-pass'];

/** True when no result is unexpected. */
export function allExpected(results: readonly PropertyResult[]): boolean {
  return results.every((r) => !UNEXPECTED.includes(r.status));
}

export interface ReportInput {
  readonly engine: EngineRef;
  readonly edition: string;
  readonly seed: number;
  readonly runs: number;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly results: readonly PropertyResult[];
  readonly expectations?: ExpectationsSummary;
  readonly interrupted?: boolean;
  readonly engineBroken?: EngineBroken;
  readonly shard?: ShardInfo;
}

/** The summary of every clause the results cite, for renderers (from spec/, in our own words). */
function citedClauses(results: readonly PropertyResult[]): Record<string, string> {
  const ids = [...new Set(results.flatMap((r) => r.rules))].sort();
  return Object.fromEntries(
    ids.flatMap((id) => {
      const clause = clauseById(id);
      return clause === undefined ? [] : [[id, clause.summary]];
    }),
  );
}

export function buildReport(input: ReportInput): Report {
  return {
    format: REPORT_FORMAT,
    engine: { ...input.engine },
    edition: input.edition,
    seed: input.seed,
    runs: input.runs,
    startedAt: input.startedAt,
    durationMs: input.durationMs,
    summary: summarise(input.results),
    properties: input.results,
    ...(input.expectations === undefined ? {} : { expectations: input.expectations }),
    clauses: citedClauses(input.results),
    ...(input.interrupted === true ? { interrupted: true } : {}),
    ...(input.engineBroken === undefined ? {} : { engineBroken: input.engineBroken }),
    ...(input.shard === undefined ? {} : { shard: input.shard }),
  };
}
