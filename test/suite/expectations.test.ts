import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PropertyResult } from '../../reports/report.js';
import {
  classify,
  EXPECTATION_STATUSES,
  MATCH_FIELDS,
  type ExpectationsFile,
  parseExpectations,
  updatedExpectations,
} from '../../suite/expectations/index.js';

function result(id: string, status: PropertyResult['status'], message?: string): PropertyResult {
  return {
    id,
    kind: 'property',
    description: id,
    rules: [],
    mechanics: [],
    status,
    runs: 1,
    durationMs: 0,
    ...(message === undefined ? {} : { message }),
  };
}

describe('classifying results against expectations', () => {
  const fail = { status: 'fail', reason: 'bug 1' } as const;
  it('turns a known failure into expected-failure and a pass into unexpected-pass', () => {
    expect(classify(result('a', 'failed'), fail).status).toBe('expected-failure');
    expect(classify(result('a', 'passed'), fail).status).toBe('unexpected-pass');
    expect(classify(result('a', 'passed'), undefined).status).toBe('passed');
  });
  it('keeps a failure that became an error unexpected, and the other way round', () => {
    const r = classify(result('a', 'error', 'engine threw'), fail);
    expect(r.status).toBe('error');
    expect(r.message).toContain('expected a failure (bug 1), got error: engine threw');
    expect(classify(result('a', 'failed'), { ...fail, outcome: 'error' }).status).toBe('failed');
    expect(classify(result('a', 'error'), { ...fail, outcome: 'error' }).status).toBe('expected-failure');
  });
  it('lets a flaky check pass or fail, but not error', () => {
    expect(classify(result('a', 'failed'), { status: 'flaky' }).status).toBe('expected-failure');
    expect(classify(result('a', 'passed'), { status: 'flaky' }).status).toBe('passed');
    expect(classify(result('a', 'error'), { status: 'flaky' }).status).toBe('error');
  });
});

describe('rewriting expectations from a run', () => {
  const previous: ExpectationsFile = {
    format: 'obverse-expectations/1',
    expectations: {
      kept: { status: 'fail', link: 'https://example.org/1' },
      fixed: { status: 'fail', reason: 'old' },
      flaky: { status: 'flaky' },
      skipped: { status: 'skip' },
      'not-run': { status: 'fail', reason: 'selection left it out' },
    },
  };
  it('records every failure and error, drops fixed ones, keeps flaky, skip and entries not run', () => {
    const next = updatedExpectations(previous, [
      result('kept', 'failed', 'still broken'),
      result('fixed', 'passed'),
      result('flaky', 'passed'),
      result('new', 'error', 'threw'),
      result('n/s', 'not-supported'),
    ]);
    expect(next.expectations).toEqual({
      kept: { status: 'fail', link: 'https://example.org/1' },
      flaky: { status: 'flaky' },
      new: { status: 'fail', reason: 'threw', outcome: 'error' },
      'not-run': { status: 'fail', reason: 'selection left it out' },
      skipped: { status: 'skip' },
    });
    expect(Object.keys(next.expectations)).toEqual(['flaky', 'kept', 'new', 'not-run', 'skipped']);
  });
});

describe('the expectations schema', () => {
  const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../docs/expectations.schema.json'), 'utf8')) as {
    properties: { format: { enum: string[] } };
    $defs: { expectation: { properties: { status: { enum: string[] }; match: { properties: object } } } };
  };
  it('names the same format and statuses as the code', () => {
    expect(schema.properties.format.enum).toEqual(['obverse-expectations/2', 'obverse-expectations/1']);
    expect(schema.$defs.expectation.properties.status.enum).toEqual([...EXPECTATION_STATUSES]);
    expect(Object.keys(schema.$defs.expectation.properties.match.properties)).toEqual([...MATCH_FIELDS]);
    expect(() => parseExpectations('{"format":"obverse-expectations/1","expectations":{}}', 'f.json')).not.toThrow();
  });
});
