/**
 * A property's result for a run that began at `start`: the property's own fields, the status, the games judged
 * and the time taken. Shared by defineProperty and the properties of fixed games (general/actions-by-edition,
 * 701/shuffle-randomises), which run their own loop; `fromSearch` makes it from a search of generated games.
 */
import type { OtherFailure, PropertyResult, Status } from '../../results/result.js';
import { faultMark } from './counterexample.js';
import { allDiscarded } from './discards.js';
import type { FoundFailure, SearchResult } from './search.js';

/** What a result says of the property itself. */
export interface ResultHead {
  readonly id: string;
  readonly description: string;
  readonly rules: readonly string[];
  readonly mechanics: PropertyResult['mechanics'];
  /** What it judges, in words (harness/subject.ts). */
  readonly subject?: string;
}

export type ResultMaker = (status: Status, runs: number, extra?: Partial<PropertyResult>) => PropertyResult;

/** A maker of `head`'s results for a run that began at `start` (performance.now()). */
export function resultsOf(head: ResultHead, start: number, kind: PropertyResult['kind'] = 'property'): ResultMaker {
  const { id, description, rules, mechanics, subject } = head;
  return (status, runs, extra = {}) => ({
    id,
    kind,
    description,
    rules,
    mechanics,
    status,
    runs,
    durationMs: Math.round(performance.now() - start),
    ...(subject === undefined ? {} : { subject }),
    ...extra,
  });
}

/** A found failure as a result's fields: `failed` with its counterexample, or `error` with its message too. */
function failureFields(f: FoundFailure): OtherFailure {
  const { counterexample } = f;
  return f.outcome.kind === 'violation'
    ? { status: 'failed', counterexample }
    : { status: 'error', counterexample, message: counterexample.message, ...faultMark(f.outcome) };
}

/** The result of a search (search.ts): its first failure the headline, the others after it; else how it passed. */
export function fromSearch(result: ResultMaker, found: SearchResult): PropertyResult {
  const { runs } = found;
  if (found.end.kind === 'broken') return result('error', runs, { message: found.end.message });
  const counted = {
    ...(found.discarded === undefined ? {} : { discarded: found.discarded }),
    ...(found.divergences === undefined ? {} : { divergences: found.divergences }),
    ...(found.reach === undefined ? {} : { reached: found.reach.reached }),
  };
  const [first, ...others] = found.failures;
  if (first === undefined) {
    if (found.discarded !== undefined && found.discarded.runs === runs)
      return result('not-supported', runs, { ...counted, message: allDiscarded(found.discarded) });
    if (found.reach !== undefined && found.reach.reached === 0)
      return result('not-reached', runs, { ...counted, message: found.reach.why });
    return result('passed', runs, counted);
  }
  const { status, ...fields } = failureFields(first);
  return result(status, runs, {
    ...fields,
    ...(others.length === 0 ? {} : { otherFailures: others.map(failureFields) }),
    ...counted,
  });
}
