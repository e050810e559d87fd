/**
 * Counting discarded runs (the engine answered `unsupported`) and the known divergences judged past, by the index
 * of the generated game: fast-check calls the predicate for each generated run and then again while shrinking, and
 * a check searching for further failures judges a generated game again past what it found (search.ts): each of
 * the first `runs` generated games counts once, as last judged.
 */
import type { Discarded } from '../../results/result.js';

/** The message of a property whose every run was discarded. */
export function allDiscarded(discarded: Discarded): string {
  return `every run was discarded: the engine answered unsupported (${Object.keys(discarded.reasons).join('; ')})`;
}

export class DiscardLog {
  private readonly games = new Map<number, { readonly discard: string | null; readonly seen: readonly string[] }>();

  /** Record generated game `index`: the reason it was discarded (or null), and the divergences judged past in it. */
  record(index: number, reason: string | null, seen: readonly string[] = []): void {
    this.games.set(index, { discard: reason, seen });
  }

  /** The discards among the first `runs` games, or undefined when there were none. */
  summary(runs: number): Discarded | undefined {
    const reasons: Record<string, number> = {};
    let count = 0;
    for (const [index, { discard }] of this.games) {
      if (index >= runs || discard === null) continue;
      count += 1;
      reasons[discard] = (reasons[discard] ?? 0) + 1;
    }
    return count === 0 ? undefined : { runs: count, reasons };
  }

  /** The known divergences judged past among the first `runs` games: name to games, or undefined when none. */
  divergences(runs: number): Readonly<Record<string, number>> | undefined {
    const counts: Record<string, number> = {};
    for (const [index, { seen }] of this.games) {
      if (index >= runs) continue;
      for (const name of seen) counts[name] = (counts[name] ?? 0) + 1;
    }
    return Object.keys(counts).length === 0 ? undefined : counts;
  }
}
