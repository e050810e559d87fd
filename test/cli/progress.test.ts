/** The progress line: running check, games done, failures so far, time left; cleared before each result line. */
import { expect, it } from 'vitest';
import { progressListener } from '../../cli/check/progress.js';
import type { PropertyResult } from '../../reports/report.js';

const result = (id: string, status: PropertyResult['status']): PropertyResult => ({
  id,
  kind: 'property',
  description: '',
  rules: [],
  mechanics: [],
  status,
  runs: 10,
  durationMs: 1,
});

it('redraws in place and clears before printing a result', () => {
  const events: string[] = [];
  let clock = 0;
  const status = { show: (t: string) => events.push(`show ${t}`), clear: () => events.push('clear') };
  const p = progressListener(
    status,
    { properties: 2, runs: 10, scenarios: 0 },
    (r) => events.push(`print ${r.id}`),
    () => clock,
  );
  p.onStart?.('a/one');
  for (let i = 0; i < 5; i++) {
    clock += 1000;
    p.onRun?.();
  }
  expect(events.at(-1)).toBe('show [1/2] a/one · 5/10 games · ~15s left');
  p.onResult(result('a/one', 'failed'));
  expect(events.slice(-2)).toEqual(['clear', 'print a/one']);
  p.onStart?.('a/two');
  expect(events.at(-1)).toBe('show [2/2] a/two · 0/10 games · 1 failing · ~5s left');
  p.stop();
  expect(events.at(-1)).toBe('clear');
});

it('without a terminal it only prints results', () => {
  const printed: string[] = [];
  const p = progressListener(undefined, { properties: 1, runs: 3, scenarios: 0 }, (r) => printed.push(r.id));
  p.onStart?.('x');
  p.onRun?.();
  p.onResult(result('x', 'passed'));
  p.stop();
  expect(printed).toEqual(['x']);
});
