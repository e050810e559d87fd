/**
 * Classifying a result against its expectation: a known failure becomes
 * `expected-failure`, a known failure that now passes `unexpected-pass` (so the file
 * gets tightened), and anything else keeps its status: a new failure, or a failure that
 * became an error, stays unexpected.
 */
import type { PropertyResult } from '../../reports/report.js';
import { type Expectation, failureMatches, matchText } from './format.js';

/** What a result's failure shows, for matching: its message and the failing step's action kind. */
function seenOf(result: PropertyResult): { readonly message: string; readonly action: string } {
  const ce = result.counterexample;
  const message = result.message ?? ce?.message ?? '';
  if (ce === undefined) return { message, action: 'none' };
  return { message, action: ce.failingStep < 0 ? 'setup' : (ce.actions[ce.failingStep]?.kind ?? 'none') };
}

/** Whether the result's failure is the one `entry` knows (any failure, when the entry has no `match`). */
export function isKnownFailure(result: PropertyResult, entry: Expectation): boolean {
  return entry.match === undefined || failureMatches(entry.match, seenOf(result));
}

/** A failure of another kind than the one the entry knows: unexpected, saying both. */
function otherFailure(result: PropertyResult, entry: Expectation, detail: string): PropertyResult | null {
  if (entry.match === undefined || isKnownFailure(result, entry)) return null;
  return {
    ...result,
    expectation: entry,
    message: `expected ${matchText(entry.match)} (${why(entry)}), got another: ${detail}`,
  };
}

function expected(result: PropertyResult, entry: Expectation, message: string): PropertyResult {
  return { ...result, status: 'expected-failure', expectation: entry, message };
}

function why(entry: Expectation): string {
  return [entry.reason, entry.link].filter((s) => s !== undefined).join(', ') || entry.status;
}

/** The result as the expectations file sees it (unchanged when the file says nothing about it). */
export function classify(result: PropertyResult, entry: Expectation | undefined): PropertyResult {
  if (entry === undefined || entry.status === 'skip' || result.status === 'not-supported') return result;
  const detail = result.message ?? result.counterexample?.message ?? '';
  if (entry.status === 'flaky') {
    if (result.status === 'failed')
      return otherFailure(result, entry, detail) ?? expected(result, entry, `flaky (${why(entry)}): ${detail}`);
    return { ...result, expectation: entry };
  }
  const outcome = entry.outcome ?? 'failed';
  if (result.status === outcome)
    return (
      otherFailure(result, entry, detail) ?? expected(result, entry, `known ${outcome} (${why(entry)}): ${detail}`)
    );
  if (result.status === 'passed') {
    return {
      ...result,
      status: 'unexpected-pass',
      expectation: entry,
      message: `expected to fail (${why(entry)}) but passed: remove its entry from the expectations file`,
    };
  }
  return {
    ...result,
    expectation: entry,
    message:
      `expected ${outcome === 'failed' ? 'a failure' : 'an error'} (${why(entry)}), got ${result.status}: ` +
      `${detail}`,
  };
}

/** A short reason for a new entry: the failure's message, first line, at most 200 characters. */
export function reasonOf(result: PropertyResult): string {
  const text = (result.message ?? result.counterexample?.message ?? result.status).split('\n')[0] ?? result.status;
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
