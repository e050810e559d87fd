/**
 * A property's result for a run that began at `start`: the property's own fields, the status, the games judged
 * and the time taken. Shared by defineProperty and the properties of fixed games (general/actions-by-edition,
 * 701/shuffle-randomises), which run their own loop.
 */
import type { PropertyResult, Status } from '../../results/result.js';

/** What a result says of the property itself. */
export interface ResultHead {
  readonly id: string;
  readonly description: string;
  readonly rules: readonly string[];
  readonly mechanics: PropertyResult['mechanics'];
}

/** A maker of `head`'s results for a run that began at `start` (performance.now()). */
export function resultsOf(
  head: ResultHead,
  start: number,
): (status: Status, runs: number, extra?: Partial<PropertyResult>) => PropertyResult {
  const { id, description, rules, mechanics } = head;
  return (status, runs, extra = {}) => ({
    id,
    kind: 'property',
    description,
    rules,
    mechanics,
    status,
    runs,
    durationMs: Math.round(performance.now() - start),
    ...extra,
  });
}
