/**
 * A failed or errored result as plain text, for test runners and logs: what went wrong,
 * the counterexample's steps up to the failing one (numbered from 1, as in the report's story),
 * expected vs actual as a short diff, and the command that replays it.
 */
import { diffText } from '../reports/diff.js';
import type { PropertyResult } from '../reports/report.js';

/** The replay command, pointed at `engine` when one is named. */
export function replayFor(replay: string, engine: string | undefined): string {
  if (engine === undefined || replay.includes('--engine')) return replay;
  return replay.replace(/^npx obverse check/, `npx obverse check --engine ${JSON.stringify(engine)}`);
}

/**
 * The counterexample story of `result` (a result without one: its status and message). `replay`, when given,
 * replaces the counterexample's own replay command (`obverse replay <file>` once its file is written).
 */
export function failureText(result: PropertyResult, engine?: string, replay?: string): string {
  const message = result.message ?? result.counterexample?.message ?? '';
  const head = `${result.kind} ${result.id} ${result.status}: ${message}`;
  const ce = result.counterexample;
  if (ce === undefined) return head.trimEnd();
  const failing = ce.failingStep;
  const steps =
    ce.steps.length === 0
      ? ['  (no steps: it fails right after setup)']
      : ce.steps.map((s, i) => `  ${i === failing ? '>' : ' '} ${i + 1}. ${s}`);
  return [
    head.trimEnd(),
    `rules: ${result.rules.join(', ') || '(none)'}`,
    `counterexample (seed ${ce.seed}${ce.path === '' ? '' : `, path ${ce.path}`}), ` +
      `failing ${failing === -1 ? 'right after setup' : `at step ${failing + 1}`}:`,
    ...steps,
    'expected (-) vs actual (+):',
    ...diffText(ce.expected, ce.actual).map((line) => `  ${line}`),
    `replay: ${replay ?? replayFor(ce.replay, engine)}`,
  ].join('\n');
}
