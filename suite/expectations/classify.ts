/**
 * Classifying a result against its expectation: a known failure becomes
 * `expected-failure`, a known failure that now passes `unexpected-pass` (so the file
 * gets tightened), and anything else keeps its status: a new failure, or a failure that
 * became an error, stays unexpected.
 */
import type { PropertyResult } from '../../reports/report.js';
import type { Expectation } from './format.js';

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
    if (result.status === 'failed') return expected(result, entry, `flaky (${why(entry)}): ${detail}`);
    return { ...result, expectation: entry };
  }
  const outcome = entry.outcome ?? 'failed';
  if (result.status === outcome) return expected(result, entry, `known ${outcome} (${why(entry)}): ${detail}`);
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
