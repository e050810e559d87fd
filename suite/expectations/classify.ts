/**
 * Classifying a result against its expectation: a known failure becomes `expected-failure`, a known failure that
 * now passes `unexpected-pass` (so the file gets tightened), and anything else keeps its status: a new failure, or
 * a failure that became an error, stays unexpected. A result with several failures (`otherFailures`, issue 39) is
 * expected only when each is: the first unexpected one becomes its headline, the known ones are marked
 * `expected-failure` beside it.
 */
import type { OtherFailure, PropertyResult } from '../../reports/report.js';
import { type Expectation, failureMatches, matchText } from './format.js';

/** One failure of a result, its headline or another. */
type Failure = OtherFailure;

/** What a failure shows, for matching: its message and the failing step's action kind. */
function seenOf(f: Pick<Failure, 'counterexample' | 'message'>): { readonly message: string; readonly action: string } {
  const ce = f.counterexample;
  const message = f.message ?? ce?.message ?? '';
  if (ce === undefined) return { message, action: 'none' };
  return { message, action: ce.failingStep < 0 ? 'setup' : (ce.actions[ce.failingStep]?.kind ?? 'none') };
}

/** Whether the result's (headline) failure is the one `entry` knows (any failure, when the entry has no `match`). */
export function isKnownFailure(result: PropertyResult, entry: Expectation): boolean {
  return entry.match === undefined || failureMatches(entry.match, seenOf(result as Failure));
}

/** Whether `entry` expects failure `f`: of its outcome (a `flaky` one: a counterexample), matching its `match`. */
function expects(entry: Expectation, f: Failure): boolean {
  const outcome = entry.status === 'flaky' ? 'failed' : (entry.outcome ?? 'failed');
  return f.status === outcome && (entry.match === undefined || failureMatches(entry.match, seenOf(f)));
}

function why(entry: Expectation): string {
  return [entry.reason, entry.link].filter((s) => s !== undefined).join(', ') || entry.status;
}

function detailOf(f: Pick<Failure, 'counterexample' | 'message'>): string {
  return f.message ?? f.counterexample?.message ?? '';
}

/** Every failure of a failed or errored result, the headline first. */
function failuresOf(result: PropertyResult): Failure[] {
  const { counterexample } = result;
  const head = {
    status: result.status as Failure['status'],
    ...(counterexample === undefined ? {} : { counterexample }),
    ...(result.message === undefined ? {} : { message: result.message }),
    ...(result.engineFault === undefined ? {} : { engineFault: result.engineFault }),
  } as Failure;
  return [head, ...(result.otherFailures ?? [])];
}

/** The result with `head` as its headline failure and `rest` after it. */
function withFailures(result: PropertyResult, head: Failure, rest: readonly Failure[]): PropertyResult {
  const { counterexample: _c, message: _m, engineFault: _e, otherFailures: _o, ...common } = result;
  return {
    ...common,
    status: head.status,
    ...(head.counterexample === undefined ? {} : { counterexample: head.counterexample }),
    ...(head.message === undefined ? {} : { message: head.message }),
    ...(head.engineFault === undefined ? {} : { engineFault: head.engineFault }),
    ...(rest.length === 0 ? {} : { otherFailures: rest }),
  };
}

function failed(result: PropertyResult, entry: Expectation): PropertyResult {
  const all = failuresOf(result);
  const known = all.map((f) => expects(entry, f));
  const first = known.indexOf(false);
  const marked = all.map((f, i) => (known[i] ? { ...f, status: 'expected-failure' as const } : f));
  if (first < 0) {
    const [head, ...rest] = marked as [Failure, ...Failure[]];
    const detail = detailOf(all[0] as Failure);
    const message =
      entry.status === 'flaky'
        ? `flaky (${why(entry)}): ${detail}`
        : `known ${all[0]?.status} (${why(entry)}): ${detail}`;
    return { ...withFailures(result, head, rest), expectation: entry, message };
  }
  const u = all[first] as Failure;
  // An error under `flaky` is unexpected as it is: flaky speaks of counterexamples only.
  if (entry.status === 'flaky' && u.status === 'error' && first === 0 && all.length === 1)
    return { ...result, expectation: entry };
  const outcome = entry.status === 'flaky' ? 'failed' : (entry.outcome ?? 'failed');
  const message =
    u.status === outcome && entry.match !== undefined
      ? `expected ${matchText(entry.match)} (${why(entry)}), got another: ${detailOf(u)}`
      : `expected ${outcome === 'failed' ? 'a failure' : 'an error'} (${why(entry)}), got ${u.status}: ${detailOf(u)}`;
  const head = { ...u, message };
  return {
    ...withFailures(
      result,
      head,
      marked.filter((_, i) => i !== first),
    ),
    expectation: entry,
  };
}

/** The result as the expectations file sees it (unchanged when the file says nothing about it). */
export function classify(result: PropertyResult, entry: Expectation | undefined): PropertyResult {
  if (entry === undefined || entry.status === 'skip' || result.status === 'not-supported') return result;
  if (result.status === 'failed' || result.status === 'error') return failed(result, entry);
  if (entry.status === 'flaky') return { ...result, expectation: entry };
  if (result.status === 'passed') {
    return {
      ...result,
      status: 'unexpected-pass',
      expectation: entry,
      message: `expected to fail (${why(entry)}) but passed: remove its entry from the expectations file`,
    };
  }
  // Not reached: nothing was judged, so the known failure could not show; said, not held against the file.
  return { ...result, expectation: entry };
}

/** A short reason for a new entry: the failure's message, first line, at most 200 characters. */
export function reasonOf(result: PropertyResult): string {
  const text = (result.message ?? result.counterexample?.message ?? result.status).split('\n')[0] ?? result.status;
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
