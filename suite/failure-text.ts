/**
 * A failed or errored result as plain text, for test runners and logs: what went wrong,
 * the counterexample's steps up to the failing one, expected vs actual, and the command
 * that replays it.
 */
import type { PropertyResult } from '../reports/report.js';

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (text ?? 'undefined').split('\n').join('\n    ');
}

/** The replay command, pointed at `engine` when one is named. */
export function replayFor(replay: string, engine: string | undefined): string {
  if (engine === undefined || replay.includes('--engine')) return replay;
  return replay.replace(/^npx obverse check/, `npx obverse check --engine ${JSON.stringify(engine)}`);
}

/** The counterexample story of `result` (a result without one: its status and message). */
export function failureText(result: PropertyResult, engine?: string): string {
  const message = result.message ?? result.counterexample?.message ?? '';
  const head = `${result.kind} ${result.id} ${result.status}: ${message}`;
  const ce = result.counterexample;
  if (ce === undefined) return head.trimEnd();
  const failing = ce.failingStep;
  const steps =
    ce.steps.length === 0
      ? ['  (no steps: it fails right after setup)']
      : ce.steps.map((s, i) => `  ${i === failing ? '>' : ' '} ${i}. ${s}`);
  return [
    head.trimEnd(),
    `rules: ${result.rules.join(', ') || '(none)'}`,
    `counterexample (seed ${ce.seed}${ce.path === '' ? '' : `, path ${ce.path}`}), ` +
      `failing ${failing === -1 ? 'right after setup' : `at step ${failing}`}:`,
    ...steps,
    `  expected: ${shown(ce.expected)}`,
    `  actual:   ${shown(ce.actual)}`,
    `replay: ${replayFor(ce.replay, engine)}`,
  ].join('\n');
}
