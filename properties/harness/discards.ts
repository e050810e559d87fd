/**
 * Counting discarded runs (the engine answered `unsupported`): fast-check calls the
 * predicate for each generated run and then again while shrinking, so only the first
 * `numRuns` calls are the runs the report counts.
 */
import type { Discarded } from '../../results/result.js';

/** The message of a property whose every run was discarded. */
export function allDiscarded(discarded: Discarded): string {
  return `every run was discarded: the engine answered unsupported (${Object.keys(discarded.reasons).join('; ')})`;
}

export class DiscardLog {
  private readonly calls: (string | null)[] = [];

  /** Record one predicate call: the reason it was discarded, or null. */
  record(reason: string | null): void {
    this.calls.push(reason);
  }

  /** The discards among the first `runs` calls, or undefined when there were none. */
  summary(runs: number): Discarded | undefined {
    const reasons: Record<string, number> = {};
    let count = 0;
    for (const reason of this.calls.slice(0, runs)) {
      if (reason === null) continue;
      count += 1;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    return count === 0 ? undefined : { runs: count, reasons };
  }
}
